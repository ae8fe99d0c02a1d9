import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate, useSearchParams, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { scenarioDrafts } from "../../db/schema";
import type { ScenarioFile } from "../scenario-format/files";
import { attemptIntentSchema } from "~/online/forms";
import { answerPreview, expiredPreview, finishPreview, hintPreview, showStep, startPreview, startQuestion } from "~/online/preview";
import { runView, type RunSource } from "~/online/run";
import { ATTEMPT_MESSAGES, stepsForRole } from "~/domain/attempts";
import { formToObject } from "~/domain/forms";
import { ROLE_LABELS, ROLES, type Role } from "~/domain/vocabulary";
import { asViewer } from "~/server/guards.server";
import { STUDIO_MESSAGES } from "~/server/studio.server";
import { AdminPage } from "~/ui/admin-page";
import { RunScreen, type RunForms } from "~/online/run-screen";
import { CaseBriefView } from "~/ui/case-brief";
import { buttonClass, useHydrated } from "~/ui/form";
import { Icon } from "~/ui/icons";
import { PresencialPreview } from "~/presencial/studio-preview";
import { refuse } from "~/server/respond.server";

export const meta: MetaFunction = () => [{ title: "Vista previa · Escenarios · SimPed" }];

const previewQuery = z.object({
  slug: z.string().min(1).max(200),
  modo: z.enum(["online", "presencial"]).catch("online"),
  // The in-person console's checklist filter has a 'rol' of its own: anything else is the default.
  rol: z.enum(ROLES).catch("medico"),
});

/**
 * 'Vista previa' of a draft (admins only). Online: with JavaScript, the draft runs in the browser
 * as an attempt of the chosen role would (the brief, step by step, timers, hints, feedback, the
 * score), held in memory; without JavaScript (or with `vista=claves`), every question of the role
 * with its key, explanation and hints. In person (`modo=presencial`): a test console and its
 * projection, the engine run in the browser. Nothing is written: it counts nowhere.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const search = new URL(request.url).searchParams;
  const asked = previewQuery.safeParse({ slug: search.get("slug") ?? "", modo: search.get("modo"), rol: search.get("rol") });
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => {
    if (!asked.success) return read([]).then(() => null);
    const [[draft]] = await read([
      db
        .select({ file: scenarioDrafts.file, complete: scenarioDrafts.complete })
        .from(scenarioDrafts)
        .where(and(eq(scenarioDrafts.slug, asked.data.slug), eq(scenarioDrafts.mode, asked.data.modo), sql`${adminId} is not null`)),
    ]);
    return draft ?? null;
  });
  if (!result || !asked.success || result.file.modo !== asked.data.modo) refuse(404, STUDIO_MESSAGES.noDraft);
  // A draft saved half-written runs once it is whole: the editor says what it lacks.
  if (!result.complete) refuse(409, STUDIO_MESSAGES.incompletePreview);
  const file = result.file as ScenarioFile;
  // The role's steps, as the review without JavaScript lists them (none in person).
  const steps = file.modo === "online" ? stepsForRole(file.escenario.steps, asked.data.rol) : [];
  if (file.modo === "presencial") return { isAdmin: true, modo: "presencial" as const, escenario: file.escenario, steps };
  return { isAdmin: true, modo: "online" as const, role: asked.data.rol, escenario: file.escenario, steps };
}

/** The preview lives in the browser: moving between its steps (or filtering the console's checklist) reads nothing again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const same = (name: string) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name);
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && same("slug") && same("modo")) {
    return nextUrl.searchParams.get("modo") === "presencial" ? false : !same("rol") && defaultShouldRevalidate;
  }
  return defaultShouldRevalidate;
}

export default function DraftPreview() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.modo === "presencial") return <PresencialPreview escenario={loaded.escenario} />;
  return <OnlinePreview escenario={loaded.escenario} role={loaded.role} steps={loaded.steps} />;
}

type OnlineDraft = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { modo: "online" }>["escenario"];

type RoleSteps = OnlineDraft["steps"];

function OnlinePreview({ escenario, role, steps }: { escenario: OnlineDraft; role: Role; steps: RoleSteps }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const keys = params.get("vista") === "claves";
  const base = `?slug=${encodeURIComponent(escenario.slug)}&rol=${role}`;
  return (
    <AdminPage
      title={`Vista previa: ${escenario.title}`}
      intro="El borrador tal como lo hará quien tenga este rol: con su tiempo, sus pistas y su puntuación. No cuenta como intento ni se guarda."
      wide
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
    >
      <nav aria-label="Rol de la vista previa" className="mt-4 flex flex-wrap items-center gap-4">
        {ROLES.map((each) => (
          <Link
            key={each}
            to={`?slug=${encodeURIComponent(escenario.slug)}&rol=${each}${keys ? "&vista=claves" : ""}`}
            aria-current={each === role ? "page" : undefined}
            className={each === role ? "font-semibold" : "text-brand-700 underline"}
          >
            {ROLE_LABELS[each]}
          </Link>
        ))}
        {hydrated && (
          <Link to={keys ? base : `${base}&vista=claves`} className="ml-auto text-sm font-medium text-brand-700 underline">
            {keys ? "Hacer el caso como alumno" : "Ver todas las preguntas con sus respuestas"}
          </Link>
        )}
      </nav>
      {hydrated && !keys ? (
        <PreviewRun key={role} escenario={escenario} role={role} base={base} />
      ) : (
        <DraftReview escenario={escenario} steps={steps} />
      )}
    </AdminPage>
  );
}

/** The preview's forms hand their fields to the attempt held in memory. */
const PreviewSubmit = createContext<(form: FormData) => void>(() => undefined);

function PreviewForm({ className, children }: { className?: string; children: ReactNode }) {
  const submit = useContext(PreviewSubmit);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };
  return (
    <form method="post" className={className} onSubmit={onSubmit}>
      {children}
    </form>
  );
}

const PREVIEW_FINISH: RunForms["Finish"] = ({ children }) => <PreviewForm>{children}</PreviewForm>;

/** The draft run as an attempt in memory: the run page's screen, fed by the same rules the server applies. */
function PreviewRun({ escenario, role, base }: { escenario: OnlineDraft; role: Role; base: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const stepId = Number(params.get("step")) || undefined;
  const view = params.get("view");
  const [run, setRun] = useState<RunSource>(() => startPreview(escenario, role, Date.now()));
  const [failure, setFailure] = useState<string | null>(null);
  // Opening a step starts its clocks, as the server marks a step's questions shown when its page is read.
  const refresh = useCallback(() => {
    const now = Date.now();
    setRun((current) => showStep(expiredPreview(current, now), stepId, now));
  }, [stepId]);
  useEffect(refresh, [refresh]);
  const submit = useCallback(
    (form: FormData) => {
      const intent = attemptIntentSchema.safeParse(formToObject(form));
      if (!intent.success) return setFailure("Petición no válida.");
      const now = Date.now();
      const current = expiredPreview(run, now);
      const done =
        intent.data.intent === "finish"
          ? finishPreview(current, now, false)
          : intent.data.intent === "answer"
            ? answerPreview(current, intent.data.questionId, intent.data.option, now)
            : intent.data.intent === "hint"
              ? hintPreview(current, intent.data.questionId, now)
              : startQuestion(current, intent.data.questionId, now);
      setRun(done.run);
      setFailure(done.ok ? null : ATTEMPT_MESSAGES[done.reason]);
      if (done.ok && intent.data.intent === "finish") navigate(base, { preventScrollReset: true });
    },
    [run, navigate, base],
  );
  const start = useCallback(
    (questionId: number) => {
      const form = new FormData();
      form.set("intent", "start");
      form.set("questionId", String(questionId));
      submit(form);
    },
    [submit],
  );
  const forms = useMemo<RunForms>(() => ({ Question: PreviewForm, Finish: PREVIEW_FINISH, busy: false, start }), [start]);
  const restart = () => {
    setRun(startPreview(escenario, role, Date.now()));
    setFailure(null);
    navigate(base);
  };
  const now = Date.now();
  const data = runView(expiredPreview(run, now), [], true, { stepId, view }, now);
  return (
    <div className="mt-6">
      <div className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
        <p className="flex-1">
          <Icon name="warning" /> Vista previa con el rol {ROLE_LABELS[role]}: no se guarda nada.
        </p>
        <button type="button" onClick={restart} className={buttonClass("secondary")}>
          Reiniciar
        </button>
      </div>
      <PreviewSubmit.Provider value={submit}>
        <RunScreen
          data={data}
          base={base}
          forms={forms}
          onTimeUp={refresh}
          failure={failure}
          summaryActions={
            <div className="flex flex-wrap gap-3">
              <button type="button" onClick={restart} className={buttonClass("primary")}>
                Reiniciar la vista previa
              </button>
              <Link to="/admin/escenarios" className={buttonClass("secondary")}>
                Volver a Escenarios
              </Link>
            </div>
          }
        />
      </PreviewSubmit.Provider>
    </div>
  );
}

/** Every question the role meets, with its key, explanation and hints: the review without JavaScript. */
function DraftReview({ escenario, steps }: { escenario: OnlineDraft; steps: RoleSteps }) {
  return (
    <>
      <div className="mt-6">
        <CaseBriefView brief={escenario.brief} />
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
    </>
  );
}
