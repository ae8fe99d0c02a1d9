import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getViewer, clearSessionCookie, signOutEverywhere } from "~/server/session.server";

/** 'Cerrar sesión': every session of the person ends, then the landing page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await getViewer(request, context.app);
  if (viewer) await signOutEverywhere(context.app, viewer.id);
  return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie(context.app) } });
}

export const loader = () => redirect("/");
