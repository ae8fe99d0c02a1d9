import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readRecordFilters, recordsCsv } from "~/domain/records";
import { asViewer } from "~/server/guards.server";
import { trainingRecords } from "~/server/records.server";

/** 'Exportar CSV': the records page's rows under the same filters, as a file for a spreadsheet. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readRecordFilters(new URL(request.url).searchParams);
  const { result } = await asViewer(request, context.app, "admin", (read, adminId) =>
    trainingRecords(context.app.db, filters, null, { read, adminId }),
  );
  const { rows } = result;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(recordsCsv(rows, context.app.env.TIME_ZONE), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="registros-simped-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
