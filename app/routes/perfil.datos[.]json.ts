import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireArea } from "~/server/guards.server";
import { personalData } from "~/server/personal-data.server";

/** 'Descargar mis datos' (JSON): the signed-in person's own data, never anyone else's. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireArea(request, context.app, "account");
  const data = await personalData(context.app.db, viewer.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="mis-datos-simped.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
