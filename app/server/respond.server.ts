import { data } from "@remix-run/cloudflare";
import type { FieldErrors } from "../domain/forms";

/** A refused form: its status, the message to show and the message of each field. */
export function fail(status: number, message: string, fields: FieldErrors = {}) {
  return data({ ok: false as const, message, fields }, { status });
}
