import { redirect } from "@remix-run/cloudflare";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { returnPath } from "../domain/access";
import { collectErrors, formToObject, parseForm } from "../domain/forms";
import { loginSchema } from "../domain/login";
import { publicBaseUrl, verifyLogin, type LoginAttempt, type LoginOutcome } from "./accounts.server";
import type { AppContext } from "./context.server";
import { clientAddress } from "./rate-limit.server";
import { prepareSession } from "./session.server";

/** remix-auth with the form strategy; the verify step is ours (argon2id against `credentials`). */
function authenticator(app: AppContext, attempt: LoginAttempt) {
  return new Authenticator<LoginOutcome>().use(
    new FormStrategy(async ({ form }) => {
      const { email, password } = loginSchema.parse(formToObject(form));
      return verifyLogin(app, email, password, attempt);
    }),
    "password",
  );
}

type LoginFailure = { status: number; message: string; fields?: Record<string, string> };

/**
 * Signs in: a session and a redirect to the page the person came from (`redirectTo`, a path of
 * this site) or /dashboard, or to /pendiente?reason=email when the address is not confirmed yet;
 * otherwise the reason it failed.
 */
export async function logIn(app: AppContext, request: Request): Promise<Response | LoginFailure> {
  const form = await request.clone().formData();
  const parsed = parseForm(loginSchema, formToObject(form));
  if (!parsed.success) return { status: 400, ...collectErrors(parsed.error.issues) };
  // Two round trips: the rate limit's count with the account's lookup, then the session (or, after a
  // wrong password, the account's failure count). The password is checked in between, in the Worker:
  // no session is written before it matches.
  const subject = `${clientAddress(request)}:${parsed.data.email}`;
  const outcome = await authenticator(app, { subject, baseUrl: publicBaseUrl(app, request) }).authenticate("password", request);
  if (!outcome.ok && outcome.limited) return { status: 429, message: outcome.message };
  if (!outcome.ok) return { status: 401, message: outcome.message, fields: { password: outcome.message } };
  const session = await prepareSession(app, outcome.userId);
  // A hash of older parameters is replaced in the same round trip as the session's insert.
  if (outcome.rehash) await app.db.batch([session.statement, outcome.rehash]);
  else await session.statement;
  const target = outcome.verified ? (returnPath(parsed.data.redirectTo) ?? "/dashboard") : "/pendiente?reason=email";
  return redirect(target, { headers: { "Set-Cookie": session.setCookie } });
}
