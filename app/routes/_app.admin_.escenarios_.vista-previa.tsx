import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { scenarioDrafts } from "../../db/schema";
import { stepsForRole } from "~/domain/attempts";
import { ROLE_LABELS, ROLES } from "~/domain/vocabulary";
import { asViewer } from "~/server/guards.server";
import { STUDIO_MESSAGES } from "~/server/studio.server";
import { AdminPage } from "~/ui/admin-page";
import { CaseBriefView } from "~/ui/case-brief";
import { Icon } from "~/ui/icons";

export const meta: MetaFunction = () => [{ title: "Vista previa · Escenarios · SimPed" }];

const previewQuery = z.object({ slug: z.string().min(1).max(200), rol: z.enum(ROLES).default("medico") });

/**
 * 'Vista previa': an online draft as a learner of the chosen role would meet it (the brief, then each
 * block's questions), with the keys, explanations and hints open for review. Nothing is written: it
 * counts nowhere.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const search = new URL(request.url).searchParams;
  const asked = previewQuery.safeParse({ slug: search.get("slug") ?? "", rol: search.get("rol") ?? undefined });
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => {
    if (!asked.success) return read([]).then(() => null);
    const [[draft]] = await read([
      db
        .select({ file: scenarioDrafts.file })
        .from(scenarioDrafts)
        .where(and(eq(scenarioDrafts.slug, asked.data.slug), eq(scenarioDrafts.mode, "online"), sql`${adminId} is not null`)),
    ]);
    return draft ?? null;
  });
  if (!result || result.file.modo !== "online" || !asked.success) throw data({ message: STUDIO_MESSAGES.noDraft }, { status: 404 });
  const scenario = result.file.escenario;
  return {
    isAdmin: true,
    slug: scenario.slug,
    title: scenario.title,
    role: asked.data.rol,
    brief: scenario.brief,
    steps: stepsForRole(scenario.steps, asked.data.rol),
  };
}

export default function VistaPrevia() {
  const { slug, title, role, brief, steps } = useLoaderData<typeof loader>();
  return (
    <AdminPage
      title={`Vista previa: ${title}`}
      intro="El borrador tal como lo verá quien lo haga con este rol. No cuenta como intento."
      wide
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
    >
      <nav aria-label="Rol de la vista previa" className="mt-4 flex flex-wrap gap-4">
        {ROLES.map((each) => (
          <Link
            key={each}
            to={`?slug=${encodeURIComponent(slug)}&rol=${each}`}
            aria-current={each === role ? "page" : undefined}
            className={each === role ? "font-semibold" : "text-brand-700 underline"}
          >
            {ROLE_LABELS[each]}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <CaseBriefView brief={brief} />
      </div>
      {steps.length === 0 && <p className="mt-6">Este rol no tiene preguntas en el borrador.</p>}
      {steps.map((step, s) => (
        <section key={s} aria-labelledby={`bloque-${s}`} className="mt-8">
          <h2 id={`bloque-${s}`} className="text-xl font-semibold">
            {s + 1}. {step.description}
          </h2>
          {step.narrative && <p className="mt-2 text-slate-700">{step.narrative}</p>}
          <ol className="mt-3 space-y-4">
            {step.questions.map((question, q) => (
              <li key={q} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-medium">{question.question_text}</p>
                {question.time_limit && <p className="text-sm text-slate-600">Tiempo: {question.time_limit} s</p>}
                <ul className="mt-2 space-y-1">
                  {question.options.map((option, o) => (
                    <li key={o}>
                      {o === question.correct_option ? (
                        <strong>
                          <Icon name="check" /> Correcta: {option}
                        </strong>
                      ) : (
                        option
                      )}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-slate-700">Explicación: {question.explanation}</p>
                {question.hints.length > 0 && (
                  <ul aria-label="Pistas" className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {question.hints.map((hint) => (
                      <li key={hint}>Pista: {hint}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </AdminPage>
  );
}
