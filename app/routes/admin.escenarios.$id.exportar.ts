import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { idSchema } from "~/domain/forms";
import { ATTEMPT_MESSAGES } from "~/domain/attempts";
import { asViewer } from "~/server/guards.server";
import { exportScenario } from "~/server/scenario-files.server";
import { refuse } from "~/server/respond.server";

const query = z.object({ id: idSchema, modo: z.enum(["online", "presencial"]).default("online") });

/** 'Exportar': the scenario as a file of the documented format (admins), for another centre or a new draft. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsed = query.safeParse({ id: params.id, modo: new URL(request.url).searchParams.get("modo") ?? undefined });
  const { app } = context;
  const { result } = await asViewer(request, app, "admin", (read, adminId) =>
    parsed.success ? exportScenario(app.db, parsed.data.id, parsed.data.modo, read, adminId) : read([]).then(() => null),
  );
  if (!result) refuse(404, ATTEMPT_MESSAGES.notFound);
  return new Response(`${JSON.stringify(result, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.escenario.slug}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
