/**
 * The one rule for what characters a person's text may hold, in every form and every scenario text.
 * Without zod, so that pure modules drawn in the browser (images) can use it too; `forms.ts` builds
 * the product's text schema on it.
 */

/** Control characters would reach mail headers and logs (header injection); bidi and zero-width controls disguise text. */
export const TEXT_CHARS_MESSAGE = "El texto contiene caracteres no permitidos.";

// C0, DEL, C1, the bidi marks, embeddings, overrides and isolates, the zero-width space, joiners and
// byte-order mark, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069\uFEFF]/;
// The same, except TAB, LF and CR, which a textarea sends.
const NOT_IN_MULTI_LINE =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069\uFEFF]/;

export type Lines = "single" | "multi";

/** Whether the text has a character no field of the product accepts (multi-line fields keep TAB, LF, CR). */
export function hasForbiddenChars(text: string, lines: Lines = "single"): boolean {
  return (lines === "multi" ? NOT_IN_MULTI_LINE : NOT_IN_SINGLE_LINE).test(text);
}

/**
 * Whether any text of a document holds a character no field accepts, even a multi-line one: a draft
 * is saved incomplete, but never with such characters (they disguise text or reach logs).
 */
export function hasForbiddenText(value: unknown): boolean {
  if (typeof value === "string") return hasForbiddenChars(value, "multi");
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasForbiddenText);
  return false;
}
