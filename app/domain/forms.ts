import { z } from "zod";

/** Shown when a form arrives with fields this product never renders (a forged is_admin, say). */
export const UNKNOWN_FIELD_MESSAGE = "El formulario contiene campos no permitidos.";
export const MALFORMED_MESSAGE = "El formulario no es válido.";
/** Control characters would reach mail headers and logs (header injection); bidi controls disguise text. */
export const TEXT_CHARS_MESSAGE = "El texto contiene caracteres no permitidos.";

// C0, DEL, C1, the bidi marks, embeddings, overrides and isolates, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069]/;
// The same, except TAB, LF and CR, which a textarea sends.
// eslint-disable-next-line no-control-regex -- as above
const NOT_IN_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069]/;

type Lines = "single" | "multi";

/** Whether the text has a character no field of the product accepts (multi-line fields keep TAB, LF, CR). */
export function hasForbiddenChars(text: string, lines: Lines = "single"): boolean {
  return (lines === "multi" ? NOT_IN_MULTI_LINE : NOT_IN_SINGLE_LINE).test(text);
}

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
