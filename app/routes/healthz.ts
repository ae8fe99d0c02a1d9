import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkDatabase } from "~/server/health.server";

/**
 * Health for monitors and for the supervisor of `npm start`: 200 "ok" when the Worker answers and the database takes a write
 * in time; 503 with the reason otherwise (a full disk says so). Also the baseline of the page benchmarks.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const problem = await checkDatabase(context.app);
  return new Response(problem ? `base de datos: ${problem}` : "ok", {
    status: problem ? 503 : 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
