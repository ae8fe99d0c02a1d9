import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { desc, sql } from "drizzle-orm";
import { scenarios } from "../../db/schema";
import { isClickable } from "~/domain/catalog";
import { PICKER_LIMIT } from "~/presencial/vocabulary";
import { readAsViewer } from "~/server/guards.server";
import { unfinishedSessionQuery } from "~/presencial/store.server";
import { StatusBadge } from "~/ui/badges";
import { buttonClass } from "~/ui/form";
import { RestrictedBoundary } from "~/ui/restricted";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Nueva sesión dual · SimPed" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const { rows } = await readAsViewer(request, context.app, "instructor", (userId) => ({
    unfinished: unfinishedSessionQuery(db, userId),
    latest: db
      .select({ id: scenarios.id, title: scenarios.title, status: scenarios.status, createdAt: scenarios.createdAt })
      .from(scenarios)
      .where(sql`${scenarios.archivedAt} is null and exists (select 1 from json_each(${scenarios.mode}) where value = 'presencial')`)
      .orderBy(desc(scenarios.createdAt), desc(scenarios.id))
      .limit(PICKER_LIMIT),
  }));
  const {
    unfinished: [open],
    latest,
  } = rows;
  if (open?.flow === "dual") throw redirect(paths.sessionScreen(open));
  return { isAdmin: true, latest };
}

export const ErrorBoundary = RestrictedBoundary;

export default function Picker() {
  const { latest } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Nueva sesión dual</h1>
      <p className="mt-2 text-slate-700">Elige el escenario.</p>
      <ul className="mt-6 space-y-2">
        {latest.map((scenario) => (
          <li
            key={scenario.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
          >
            <div>
              <p className="font-semibold">{scenario.title}</p>
              <StatusBadge status={scenario.status} />
            </div>
            {isClickable(scenario.status) && (
              <Link to={paths.inPersonStart(scenario.id, "dual")} className={buttonClass("primary")}>
                Elegir
              </Link>
            )}
          </li>
        ))}
      </ul>
    </main>
  );
}
