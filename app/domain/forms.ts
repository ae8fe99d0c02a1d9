import { z } from "zod";
import { hasForbiddenChars, TEXT_CHARS_MESSAGE, type Lines } from "./safe-text";

export { hasForbiddenChars, TEXT_CHARS_MESSAGE };

/** Shown when a form arrives with fields this product never renders (a forged is_admin, say). */
export const UNKNOWN_FIELD_MESSAGE = "El formulario contiene campos no permitidos.";
export const MALFORMED_MESSAGE = "El formulario no es válido.";

/** How people and the product's own links write a whole number: digits only, no leading zero (at most 15: exact as a number). */
const WHOLE_NUMBER = /^(0|[1-9][0-9]{0,14})$/;

/**
 * The one reading of a whole number in a URL or a form: "0x10", "1e1", "1.5", " 7", "+7" or "007"
 * are refused, never coerced to another number (as `Number()` and `z.coerce` would).
 */
export const wholeNumberSchema = z.string({ error: MALFORMED_MESSAGE }).regex(WHOLE_NUMBER, MALFORMED_MESSAGE).transform(Number);

/** A row's id in a URL or a form (a scenario, a step, a question): a whole number from 1. */
export const idSchema = wholeNumberSchema.pipe(z.number().min(1, MALFORMED_MESSAGE));

/** The one text schema of the product: a string of at most `max` characters with no forbidden character. */
export function safeText(max: number, tooLong: string = MALFORMED_MESSAGE, lines: Lines = "single") {
  return z
    .string({ error: MALFORMED_MESSAGE })
    .max(max, tooLong)
    .refine((value) => !hasForbiddenChars(value, lines), TEXT_CHARS_MESSAGE);
}

/**
 * safeParse for anything a person sent: an issue without a message of ours (a wrong type, a
 * missing field, an unknown intent) says MALFORMED_MESSAGE instead of zod's English default.
 */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): z.ZodSafeParseResult<z.output<S>> {
  return schema.safeParse(input, { error: () => MALFORMED_MESSAGE });
}

/**
 * Reads a FormData into a plain object: one string per key, or a list for the keys that
 * are lists (checkboxes). Files and repeated single keys are kept as they are so that the
 * schema rejects them.
 */
export function formToObject(form: FormData, listKeys: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    out[key] = listKeys.includes(key) ? values : values.length === 1 ? values[0] : values;
  }
  return out;
}

/** A text field: missing counts as empty; anything that is not text is malformed. */
export function textField(max: number, tooLong: string, lines: Lines = "single") {
  return safeText(max, tooLong, lines).default("");
}

export type FieldErrors = Record<string, string>;

/** The first message per field, in the order the rules ran, and the first message of all. */
export function collectErrors(issues: readonly z.core.$ZodIssue[]): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    const message = issue.code === "unrecognized_keys" ? UNKNOWN_FIELD_MESSAGE : issue.message;
    fields[key] ??= message;
  }
  const first = issues[0];
  return {
    message: first?.code === "unrecognized_keys" ? UNKNOWN_FIELD_MESSAGE : (first?.message ?? MALFORMED_MESSAGE),
    fields,
  };
}

/** Rules checked one after the other; each failing rule adds an issue on its field. */
export type OrderedRule<T> = { field: keyof T & string; message: string; ok: (value: T) => boolean };

export function checkInOrder<T>(rules: readonly OrderedRule<T>[]) {
  return (value: T, ctx: z.RefinementCtx) => {
    for (const rule of rules) {
      if (!rule.ok(value)) ctx.addIssue({ code: "custom", path: [rule.field], message: rule.message });
    }
  };
}

/** The longest typed value put back in a refused form (anything longer was refused anyway). */
const TYPED_MAX = 300;

/**
 * What a person typed in a refused form, to put back in its fields (issue 28): only the fields named
 * (text, or lists for checkboxes), cut to a sane length; never a password, which is simply not named.
 */
export function typedValues(form: FormData, fields: readonly string[], lists: readonly string[] = []): Record<string, string | string[]> {
  const text = (value: FormDataEntryValue) => (typeof value === "string" ? value.slice(0, TYPED_MAX) : "");
  const out: Record<string, string | string[]> = {};
  for (const key of fields) out[key] = text(form.get(key) ?? "");
  for (const key of lists) out[key] = form.getAll(key).slice(0, 50).map(text);
  return out;
}
