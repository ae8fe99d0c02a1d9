import { data } from "@remix-run/cloudflare";
import type { FieldErrors } from "../domain/forms";

/**
 * A refused form: its status, the message to show, the message of each field, which form of the page
 * it was when there are several, and what was typed (put back in the fields of a page without JavaScript).
 */
export function fail(status: number, message: string, fields: FieldErrors = {}, form?: string, values?: Record<string, string | string[]>) {
  return data({ ok: false as const, message, fields, form, values }, { status });
}

/**
 * Ends a loader or action with a refusal (4xx) or a failure of the database (503): its status and
 * the screen's words, which the screen's ErrorBoundary (`ScreenError`) shows under the header, or
 * a fetch reads as `{ message }`. The one way a screen refuses; `fail` is a form's answer that keeps the page.
 */
export function refuse(status: number, message: string): never {
  throw data({ message }, { status });
}
