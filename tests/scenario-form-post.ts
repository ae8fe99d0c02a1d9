/**
 * The studio's field-by-field form as a browser would post it: the real component drawn to HTML,
 * then its inputs, checked boxes, text areas and selected options read back as form fields.
 * Shared by the unit and integration tests, so both post what the page really draws.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { scenarioFormSchema, type ScenarioFile } from "../app/scenario-format/files";
import { skipOf, type FieldSchema, type Tree } from "~/domain/scenario-form";
import { ScenarioFields } from "~/ui/scenario-form";

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], decode(m[2])]));

/** The form's HTML for a tree, as the editor draws it. */
export function drawnForm(mode: ScenarioFile["modo"], tree: Tree, slugEditable = false) {
  const root = scenarioFormSchema(mode) as FieldSchema;
  return renderToStaticMarkup(
    createElement(ScenarioFields, {
      root,
      tree,
      errors: {},
      skip: (path) => skipOf(mode, path, !slugEditable),
      onChange: () => {},
      onEdit: () => {},
    }),
  );
}

/** The name/value pairs a browser posts for that HTML. */
export function postedBy(html: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [tag] of html.matchAll(/<input[^>]*>/g)) {
    const a = attributes(tag);
    if (!a.name) continue;
    if (a.type === "checkbox" && !/ checked=""/.test(tag)) continue;
    pairs.push([a.name, a.value ?? (a.type === "checkbox" ? "on" : "")]);
  }
  for (const m of html.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g)) pairs.push([attributes(m[1]).name, decode(m[2])]);
  for (const m of html.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>/g)) {
    const selected = /<option[^>]*selected=""[^>]*>/.exec(m[2]) ?? /<option[^>]*>/.exec(m[2]);
    pairs.push([attributes(m[1]).name, selected ? (attributes(selected[0]).value ?? "") : ""]);
  }
  return pairs;
}
