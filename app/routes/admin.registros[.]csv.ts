import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readRecordFilters, recordsCsv } from "~/domain/records";
import { requireArea } from "~/server/guards.server";
import { trainingRecords } from "~/server/records.server";

/** 'Exportar CSV': the records page's rows under the same filters, as a file for a spreadsheet. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireArea(request, context.app, "admin");
  const { rows } = await trainingRecords(context.app.db, readRecordFilters(new URL(request.url).searchParams), null);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(recordsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="registros-simped-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
