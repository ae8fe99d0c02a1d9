/** What changed between two versions of a scenario file, in words an instructor reads. */
import { pathLabel, showNumber } from "./scenario-form";

const SHOWN = 140;
/** A value as the history shows it: texts quoted, lists joined, long ones cut. */
function shown(value: unknown): string {
  const cut = (text: string) => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);
  if (value === undefined) return "(nada)";
  if (typeof value === "string") return `«${cut(value)}»`;
  if (Array.isArray(value)) return value.length === 0 ? "(nada)" : cut(value.map((item) => shown(item)).join(", "));
  return cut(typeof value === "number" ? showNumber(value) : JSON.stringify(value));
}

/** Two long texts cut around where they differ, so that a change at the end of a paragraph is seen. */
function excerpts(before: string, after: string): [string, string] {
  if (before.length <= SHOWN && after.length <= SHOWN) return [before, after];
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end])
    end++;
  const from = Math.max(0, start - 40);
  const keepEnd = Math.max(0, end - 40);
  const cut = (text: string) => {
    const to = text.length - keepEnd;
    const middle = text.slice(from, to);
    return `${from > 0 ? "…" : ""}${middle.length > SHOWN ? `${middle.slice(0, SHOWN)}…` : middle}${to < text.length ? "…" : ""}`;
  };
  return [cut(before), cut(after)];
}

/** Each changed place, once, at the deepest level (a text, an option), with what it said and what it says now. */
export function describeChanges(before: unknown, after: unknown, path: (string | number)[] = []): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects = !bothArrays && isObject(before) && isObject(after);
  if (bothArrays) {
    const changes: string[] = [];
    const length = Math.max(before.length, after.length);
    const whole = (item: unknown) => (isObject(item) ? "" : ` ${shown(item)}`);
    for (let i = 0; i < length; i++) {
      if (i >= before.length) changes.push(`${pathLabel([...path, i])}: añadido${whole(after[i])}`);
      else if (i >= after.length) changes.push(`${pathLabel([...path, i])}: quitado${whole(before[i])}`);
      else changes.push(...describeChanges(before[i], after[i], [...path, i]));
    }
    return changes;
  }
  if (bothObjects) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => describeChanges(before[key], after[key], [...path, key]));
  }
  if (typeof before === "string" && typeof after === "string") {
    const [was, now] = excerpts(before, after);
    return [`${pathLabel(path)}: «${was}» → «${now}»`];
  }
  return [`${pathLabel(path)}: ${shown(before)} → ${shown(after)}`];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
