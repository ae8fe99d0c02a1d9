import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { clearSessionCookie, sessionTokenHash, signOutEverywhere } from "~/server/session.server";

/** 'Cerrar sesión': every session of the person ends, then the landing page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const tokenHash = await sessionTokenHash(request, context.app);
  if (tokenHash) await signOutEverywhere(context.app, { tokenHash });
  return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie(context.app) } });
}

export const loader = () => redirect("/");
