import { data } from "@remix-run/cloudflare";
import type { FieldErrors } from "../domain/forms";

/**
 * A refused form: its status, the message to show, the message of each field, which form of the page
 * it was when there are several, and what was typed (put back in the fields of a page without JavaScript).
 */
export function fail(status: number, message: string, fields: FieldErrors = {}, form?: string, values?: Record<string, string | string[]>) {
  return data({ ok: false as const, message, fields, form, values }, { status });
}
