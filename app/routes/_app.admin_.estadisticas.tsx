import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { idSchema } from "~/domain/forms";
import { formatNumber } from "~/domain/format";
import { REVIEW_LABEL, STATS_ATTEMPTS, type StatsAttempts } from "~/domain/question-stats";
import { asViewer } from "~/server/guards.server";
import { questionStatsPage } from "~/server/question-stats.server";
import { AdminPage } from "~/ui/admin-page";
import { TableSection } from "~/ui/data-table";
import { buttonClass, SelectField } from "~/ui/form";
import { Icon } from "~/ui/icons";

export const meta: MetaFunction = () => [{ title: "Estadísticas de preguntas · SimPed" }];

const paramsSchema = z.object({
  escenario: idSchema.optional().catch(undefined),
  intentos: z.enum(Object.keys(STATS_ATTEMPTS) as [StatsAttempts, ...StatsAttempts[]]).catch("primeros"),
});

/** Admins only: how each question of an online case behaves, to find the ones to rewrite. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const asked = paramsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { result } = await asViewer(request, context.app, "admin", (read, adminId) =>
    questionStatsPage(context.app.db, asked.escenario ?? null, asked.intentos, { read, adminId }),
  );
  return { isAdmin: true, ...result, which: asked.intentos };
}

const percent = (value: number | null) => (value === null ? "—" : `${formatNumber(Math.round(value * 10) / 10)} %`);
const LETTERS = "ABCDEFGH";

export default function QuestionStatistics() {
  const { scenarios, scenario, which, stats } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      wide
      title="Estadísticas de preguntas"
      intro="Índice de facilidad: porcentaje de intentos que aciertan la pregunta. Índice de discriminación: correlación entre acertarla y hacer bien el resto del caso; si es negativo o muy bajo, conviene revisar el enunciado, la clave o los distractores."
    >
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
        <SelectField
          label="Escenario"
          name="escenario"
          className="min-w-64"
          defaultValue={scenario?.id ?? ""}
          options={scenarios.map((s) => ({ value: s.id, label: s.title }))}
        />
        <SelectField
          label="Intentos"
          name="intentos"
          defaultValue={which}
          options={Object.entries(STATS_ATTEMPTS).map(([value, label]) => ({ value, label }))}
        />
        <button type="submit" className={buttonClass("primary")}>
          Ver
        </button>
      </Form>
      <TableSection
        id="preguntas"
        title={scenario ? `Preguntas de «${scenario.title}»` : "Preguntas"}
        count={stats.length}
        headers={["Pregunta", "Intentos", "Facilidad", "Discriminación", "Pistas", "Tiempo agotado", "Opciones elegidas", "Revisión"]}
        empty="Este escenario no tiene preguntas."
        rows={stats.map((q) => (
          <tr key={q.id} className={`border-t border-slate-200 align-top ${q.review ? "bg-amber-50" : ""}`}>
            <td className="max-w-md p-2">
              <span className="font-mono text-xs text-slate-500">
                {q.stepOrder}.{q.questionOrder}
              </span>{" "}
              {q.text}
              {q.isCritical && <span className="ml-1 text-xs font-semibold text-red-800">(crítica)</span>}
            </td>
            <td className="p-2 text-right tabular-nums">{q.attempts}</td>
            <td className="p-2 text-right tabular-nums">{percent(q.facility)}</td>
            <td className="p-2 text-right tabular-nums">{percent(q.discrimination)}</td>
            <td className="p-2 text-right tabular-nums">{q.hintsUsed}</td>
            <td className="p-2 text-right tabular-nums">{q.timeouts}</td>
            <td className="p-2">
              <ul>
                {q.chosen.map((times, index) => (
                  <li key={index} title={q.options[index]}>
                    {LETTERS[index]}: {times}
                    {index === q.correctOption && (
                      <>
                        {" "}
                        <Icon name="check" /> correcta
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </td>
            <td className="p-2 font-medium text-amber-900">{q.review ? REVIEW_LABEL[q.review] : ""}</td>
          </tr>
        ))}
      />
    </AdminPage>
  );
}
