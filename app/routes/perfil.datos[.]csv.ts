import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireArea } from "~/server/guards.server";
import { personalData, personalDataCsv } from "~/server/personal-data.server";

/** 'Descargar mis datos' (CSV): the same data as the JSON, as rows for a spreadsheet. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireArea(request, context.app, "account");
  const data = await personalData(context.app.db, viewer.id);
  if (!data) throw new Response("No se encontró el usuario.", { status: 404 });
  return new Response(personalDataCsv(data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="mis-datos-simped.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
