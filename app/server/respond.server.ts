import { data } from "@remix-run/cloudflare";
import type { FieldErrors } from "../domain/forms";

/** A refused form: its status, the message to show, the message of each field, and which form of the page it was when there are several. */
export function fail(status: number, message: string, fields: FieldErrors = {}, form?: string) {
  return data({ ok: false as const, message, fields, form }, { status });
}
