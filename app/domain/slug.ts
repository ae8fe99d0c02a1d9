/**
 * A scenario's identifier in addresses and files (the format's `slug`): lower-case letters, digits
 * and single hyphens. The studio makes it from the title unless the author writes one.
 */
import { KEY_MAX } from "./scenario-limits";

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What the studio says of an identifier it cannot use, in an educator's words. */
export const SLUG_MESSAGE = "Usa solo minúsculas sin tilde, números y guiones entre palabras (p. ej. shock-septico-lactante).";

/** "Shock séptico en lactante (2.ª parte)" → "shock-septico-en-lactante-2-a-parte"; "" when the title has no letter or digit. */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ñ/g, "n")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, KEY_MAX)
    .replace(/-+$/, "");
}

/** The start of the identifier of a draft saved before it had a title. */
const UNTITLED = "sin-titulo-";

/** Whether the identifier still follows the title (empty, made from it, or the untitled one): then a new title makes a new one. */
export function slugFollowsTitle(slug: string, title: string): boolean {
  return slug === "" || slug === slugFromTitle(title) || slug.startsWith(UNTITLED);
}

/** The identifier a draft is saved under: the one written, else the title's, else an untitled one (`suffix`: a few random letters). */
export function draftSlug(slug: string, title: string, suffix: string): string {
  return slug.trim() || slugFromTitle(title) || `${UNTITLED}${suffix}`;
}
