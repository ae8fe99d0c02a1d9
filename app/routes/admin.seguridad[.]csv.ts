import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { hospitalToday, readThreatFilters, threatsCsv } from "~/domain/safety";
import { asViewer } from "~/server/guards.server";
import { threatList } from "~/server/safety.server";

/** 'Exportar CSV' of /admin/seguridad: the threats under the same filters, as the records' file is made. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const filters = readThreatFilters(new URL(request.url).searchParams);
  const { TIME_ZONE } = context.app.env;
  const today = hospitalToday(new Date(), TIME_ZONE);
  const { result } = await asViewer(request, context.app, "admin", (read, adminId) =>
    threatList(context.app.db, filters, today, { read, adminId }),
  );
  return new Response(threatsCsv(result.rows, TIME_ZONE, today), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="amenazas-simped-${today}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
