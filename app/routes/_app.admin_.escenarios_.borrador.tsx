import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useActionData,
  useBeforeUnload,
  useBlocker,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { and, eq, sql } from "drizzle-orm";
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from "react";
import { z } from "zod";
import { scenarioDrafts } from "../../db/schema";
import {
  parseScenarioFile,
  readScenarioFile,
  SCENARIO_FILE_FORMAT,
  SCENARIO_FILE_VERSION,
  scenarioFormSchema,
  type DraftFile,
  type FileProblem,
  type ScenarioFile,
} from "../scenario-format/files";
import { UNKNOWN_FIELD_MESSAGE, wholeNumberSchema } from "~/domain/forms";
import { hasForbiddenText } from "~/domain/safe-text";
import { BOUNDS_MESSAGES } from "~/domain/scenario-limits";
import { safetyWarnings } from "~/domain/scenario-checks";
import { draftSlug, slugFollowsTitle, slugFromTitle } from "~/domain/slug";
import {
  applyEdit,
  completeDocument,
  draftTitle,
  editedList,
  fieldId,
  formReader,
  newDocument,
  parseEdit,
  pathLabel,
  problemPath,
  problemText,
  readForm,
  setValue,
  skipOf,
  toDocument,
  valueAt,
  type Edit,
  type FieldSchema,
  type Path,
  type Tree,
} from "~/domain/scenario-form";
import { asViewer } from "~/server/guards.server";
import { imagesQuery } from "~/server/images.server";
import { discardDraft, FILE_STATUS, saveDraft, STUDIO_MESSAGES } from "~/server/studio.server";
import { AdminPage } from "~/ui/admin-page";
import { PublishDraftForm } from "~/ui/publish-draft";
import { buttonClass, FormMessage, textLinkClass } from "~/ui/form";
import { ScenarioFields, type FormErrors } from "~/ui/scenario-form";
import { refuse } from "~/server/respond.server";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Borrador · Escenarios · SimPed" }];

const modeSchema = z.enum(["online", "presencial"]);
const pageQuery = z.union([
  z.object({ slug: z.string().min(1).max(200), modo: modeSchema, vista: z.enum(["campos", "archivo"]).default("campos") }),
  z.object({ nuevo: modeSchema }),
]);
const MODE_WORD = { online: "online", presencial: "presencial" } as const;

type Problem = { text: string; href: string };

/** A parser's problems as the editor shows them: each linked to its field, and the messages by field. */
function fieldProblems(found: FileProblem[]): { problems: (string | Problem)[]; errors: FormErrors } {
  const errors: FormErrors = {};
  const problems = found.map((problem) => {
    if (problem.path === "") return problem.message;
    const at = problemPath(problem.path);
    (errors[at.join(".")] ??= []).push(problem.message);
    return { text: `${pathLabel(at)}: ${problem.message}`, href: `#${fieldId(at)}` };
  });
  return { problems, errors };
}

/**
 * Admins: a draft field by field (or as its file, `vista=archivo`), with its safety warnings, or
 * what it still lacks when it was saved incomplete; or a new scenario of a mode (`nuevo=online`),
 * which becomes a draft at its first save, whole or not.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const asked = pageQuery.safeParse(search);
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => {
    const key = asked.success && "slug" in asked.data ? asked.data : { slug: "", modo: "online" as const };
    const [[draft], uploaded] = await read([
      db
        .select({
          slug: scenarioDrafts.slug,
          mode: scenarioDrafts.mode,
          file: scenarioDrafts.file,
          complete: scenarioDrafts.complete,
          revision: scenarioDrafts.revision,
          // Once a case is published its slug is its identity across versions; until then it may change.
          published: sql<boolean>`exists (select 1 from scenarios s where s.slug = scenario_drafts.slug)`.mapWith(Boolean),
        })
        .from(scenarioDrafts)
        .where(and(eq(scenarioDrafts.slug, key.slug), eq(scenarioDrafts.mode, key.modo), sql`${adminId} is not null`)),
      imagesQuery(db, adminId),
    ]);
    return { draft: draft ?? null, images: uploaded.map((image) => ({ value: image.key, label: image.alt })) };
  });
  const { images } = result;
  if (asked.success && "nuevo" in asked.data) {
    const mode = asked.data.nuevo;
    const schema = scenarioFormSchema(mode) as FieldSchema;
    return {
      isAdmin: true,
      schema,
      view: "campos" as const,
      created: null,
      images,
      draft: {
        slug: null as string | null,
        mode,
        revision: 0,
        slugFixed: false,
        complete: false,
        title: `Nuevo escenario ${MODE_WORD[mode]}`,
        tree: newDocument(mode, schema),
        text: "",
        warnings: [] as string[],
        problems: [] as (string | Problem)[],
        errors: {} as FormErrors,
      },
    };
  }
  const draft = result.draft;
  if (!draft || !asked.success) refuse(404, STUDIO_MESSAGES.noDraft);
  const checked = draft.complete ? null : parseScenarioFile(draft.file);
  return {
    isAdmin: true,
    images,
    schema: scenarioFormSchema(draft.mode) as FieldSchema,
    view: "vista" in asked.data ? asked.data.vista : ("campos" as const),
    // 'Guardar borrador' of a new draft (or one whose slug followed its title) lands here: it says so, and what is missing.
    created: search.guardado === "1" ? (draft.complete ? STUDIO_MESSAGES.saved : STUDIO_MESSAGES.savedIncomplete) : null,
    draft: {
      slug: draft.slug as string | null,
      mode: draft.mode,
      revision: draft.revision,
      slugFixed: draft.published,
      complete: draft.complete,
      title: draftTitle(draft.file.escenario),
      tree: draft.file.escenario as Tree,
      text: JSON.stringify(draft.file, null, 2),
      warnings: draft.complete ? safetyWarnings(draft.file as ScenarioFile, new Set(images.map((image) => image.value))) : [],
      ...(checked && !checked.ok ? fieldProblems(checked.problems) : { problems: [], errors: {} as FormErrors }),
    },
  };
}

const controls = z.object({
  intent: z.enum(["campos", "archivo", "descartar"]),
  modo: modeSchema,
  revision: wholeNumberSchema,
  slug: z.string().min(1).max(200).optional(),
  // Its size is the file reader's to judge (413): refused there before it is parsed.
  texto: z.string().optional(),
  edit: z.string().max(300).optional(),
  confirmar: z.literal("on").optional(),
  /** Sent by the editor's autosave (with JavaScript): answered with the new revision, never redirected. */
  autoguardado: z.literal("1").optional(),
});

type Answer = {
  ok: boolean;
  message: string;
  problems: (string | Problem)[];
  tree?: Tree;
  errors?: FormErrors;
  text?: string;
  /** The list an edit without JavaScript changed, to draw it open. */
  edited?: Path;
  /** After a save: the draft's revision and slug now. */
  revision?: number;
  slug?: string;
  autosaved?: boolean;
  at: number;
};
const answer = (status: number, body: Omit<Answer, "at">) => data({ ...body, at: Date.now() }, { status });

/** A few random letters for the slug of a draft saved before it has a title. */
const untitledSuffix = () => Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) => (byte % 36).toString(36)).join("");

/**
 * 'Guardar borrador' (fields or file), the autosave, an edit to a list made without JavaScript, and
 * 'Descartar'. Fields are saved as they are, complete or not (publishing is where the format's every
 * rule must hold), over the revision the editor opened, or not at all; what is still missing comes
 * back next to its fields. A file is saved only whole and valid, as an import.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const parsed = controls.safeParse({
    intent: form.get("intent") ?? undefined,
    modo: form.get("modo") ?? undefined,
    revision: form.get("revision") ?? undefined,
    slug: form.get("slug") ?? undefined,
    texto: form.get("texto") ?? undefined,
    edit: form.get("edit") ?? undefined,
    confirmar: form.get("confirmar") ?? undefined,
    autoguardado: form.get("autoguardado") ?? undefined,
  });
  const { result } = await asViewer(request, app, "adminAction", async (read, adminId) => {
    const refuse = (status: number, body: Omit<Answer, "at" | "ok">) => read([]).then(() => answer(status, { ok: false, ...body }));
    if (!parsed.success) return refuse(400, { message: UNKNOWN_FIELD_MESSAGE, problems: [] });
    const { intent, modo, revision, slug, texto, edit, confirmar, autoguardado } = parsed.data;
    if (intent === "descartar") {
      if (!confirmar) return refuse(400, { message: "Marca la casilla para confirmar que descartas el borrador.", problems: [] });
      if (!slug || !(await discardDraft(app.db, adminId, { slug, mode: modo, revision }, read)))
        return answer(409, { ok: false, message: STUDIO_MESSAGES.noDraft, problems: [] });
      return redirect("/admin/escenarios?descartado=1");
    }
    const isNew = revision === 0;
    if (intent === "archivo") {
      const file = readScenarioFile(texto ?? "");
      if (!file.ok)
        return refuse(FILE_STATUS[file.reason], {
          message: STUDIO_MESSAGES.invalid,
          problems: file.problems.map(problemText),
          // A text too large to read is not drawn back either.
          text: file.reason === "tooLarge" ? undefined : texto,
        });
      if (!isNew && (file.file.escenario.slug !== slug || file.file.modo !== modo))
        return refuse(400, { message: STUDIO_MESSAGES.otherScenario, problems: [], text: texto });
      const saved = await saveDraft(app.db, adminId, file.file, revision, read, { fresh: isNew });
      if (!saved.ok) return answer(409, { ok: false, message: STUDIO_MESSAGES[saved.reason], problems: [], text: texto });
      if (isNew) return redirect(`${paths.draftEditor(file.file.escenario.slug, modo)}&guardado=1`);
      return answer(200, { ok: true, message: STUDIO_MESSAGES.saved, problems: [] });
    }
    const schema = scenarioFormSchema(modo) as FieldSchema;
    const posted = readForm(schema, formReader(form));
    if (!posted.ok) return refuse(400, { message: BOUNDS_MESSAGES[posted.reason], problems: [] });
    let tree = posted.tree;
    // An edit to a list (without JavaScript): the form comes back with it applied, nothing saved.
    const wanted = edit ? parseEdit(schema, edit) : null;
    if (wanted)
      return read([]).then(() =>
        answer(200, { ok: true, message: "", problems: [], tree: applyEdit(schema, tree, wanted), edited: editedList(wanted) }),
      );
    const typed = completeDocument(modo, toDocument(schema, tree)) as Record<string, unknown>;
    const title = typeof typed.title === "string" ? typed.title : "";
    // The slug is the title's unless the author wrote one; a draft with neither gets an untitled one.
    const escenario = { ...typed, slug: draftSlug(typeof typed.slug === "string" ? typed.slug : "", title, untitledSuffix()) };
    tree = setValue(tree, ["slug"], escenario.slug);
    const checked = parseScenarioFile({ formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, modo, escenario });
    if (!checked.ok && checked.reason !== "invalid")
      return refuse(FILE_STATUS[checked.reason], {
        message: checked.problems[0]?.message ?? STUDIO_MESSAGES.invalidFields,
        problems: [],
        tree,
      });
    // Incomplete is kept; text with characters no field accepts is not (nothing is written).
    if (!checked.ok && hasForbiddenText(escenario))
      return refuse(400, { message: STUDIO_MESSAGES.invalidFields, ...fieldProblems(checked.problems), tree });
    const file: DraftFile = checked.ok ? checked.file : { formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, modo, escenario };
    const saved = await saveDraft(app.db, adminId, file, revision, read, { fresh: isNew, complete: checked.ok, from: slug });
    if (!saved.ok)
      return answer(409, {
        ok: false,
        message: STUDIO_MESSAGES[saved.reason],
        problems: [],
        tree,
        errors: saved.reason === "slugTaken" ? { slug: [STUDIO_MESSAGES.slugTaken] } : undefined,
      });
    if (autoguardado)
      return answer(200, { ok: true, message: "", problems: [], revision: saved.revision, slug: escenario.slug, autosaved: true });
    // A new draft, or one whose slug followed a new title, lives at a new address.
    if (isNew || escenario.slug !== slug) return redirect(`${paths.draftEditor(escenario.slug, modo)}&guardado=1`);
    if (checked.ok) return answer(200, { ok: true, message: STUDIO_MESSAGES.saved, problems: [], revision: saved.revision, slug });
    const missing = fieldProblems(checked.problems);
    return answer(200, { ok: true, message: STUDIO_MESSAGES.savedIncomplete, ...missing, revision: saved.revision, slug });
  });
  return result;
}

const LEAVE_UNSAVED = "Hay cambios sin guardar en este borrador. ¿Salir sin guardarlos?";

/**
 * Whether the editor holds unsaved changes; leaving with them asks first (with JavaScript): closing
 * or reloading the tab, and any link of the app. Saving is no leaving: the flag is also a ref,
 * cleared as the form is sent, before the navigation asks the blocker.
 */
function useUnsavedChanges(initial: boolean) {
  const [dirty, setState] = useState(initial);
  const ref = useRef(initial);
  const setDirty = useCallback((value: boolean) => {
    ref.current = value;
    setState(value);
  }, []);
  useUnsavedWarning(ref);
  return [dirty, setDirty] as const;
}

function useUnsavedWarning(dirty: MutableRefObject<boolean>) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty.current) event.preventDefault();
      },
      [dirty],
    ),
  );
  // Following the autosave to the draft's new address is no leaving.
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      dirty.current && `${from.pathname}${from.search}` !== `${to.pathname}${to.search}` && !(to.state as Followed)?.autosaved,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_UNSAVED)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
/** The state of a navigation that follows the autosave to the draft's address (a first save, a new slug). */
type Followed = { autosaved?: boolean } | null;

/** How long the editor waits after the last change before it saves by itself. */
const AUTOSAVE_DELAY_MS = 1500;

/** After an autosave that moved the draft to a new address, the old address has nothing to load: the editor goes there itself. */
export function shouldRevalidate({ actionResult, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const saved = actionResult as Partial<Answer> | undefined;
  if (saved?.autosaved && saved.slug !== currentUrl.searchParams.get("slug")) return false;
  return defaultShouldRevalidate;
}

function FieldsEditor({ loaded, answer: result }: { loaded: Loaded; answer: Answer | undefined }) {
  const { draft, schema } = loaded;
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const [tree, setTree] = useState<Tree>(result?.tree ?? draft.tree);
  const [dirty, setDirty] = useUnsavedChanges(Boolean(result?.tree));
  const [saved, setSaved] = useState({ revision: draft.revision, slug: draft.slug });
  const [autosave, setAutosave] = useState<{ state: "idle" | "saved" | "failed"; message?: string }>({ state: "idle" });
  const fetcher = useFetcher<Answer>();
  const formRef = useRef<HTMLFormElement>(null);
  // Changes made, and how many of them the autosave in flight carries: a change made meanwhile stays unsaved.
  const changes = useRef(0);
  const sent = useRef(0);
  const handled = useRef(0);
  // 'Guardar borrador' pressed while the autosave is on its way waits for it, then goes with its revision.
  const queued = useRef(false);

  // 'Guardar borrador' of this draft answers its new revision.
  useEffect(() => {
    if (result?.ok && result.revision !== undefined && result.slug) setSaved({ revision: result.revision, slug: result.slug });
  }, [result]);

  // The autosave: a moment after the last change, the whole form, as 'Guardar borrador' would send it.
  useEffect(() => {
    if (!dirty || autosave.state === "failed" || fetcher.state !== "idle") return;
    const timer = window.setTimeout(() => {
      if (!formRef.current) return;
      const body = new FormData(formRef.current);
      body.set("autoguardado", "1");
      sent.current = changes.current;
      fetcher.submit(body, { method: "post" });
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [tree, dirty, fetcher, autosave.state]);

  useEffect(() => {
    const answered = fetcher.data;
    if (fetcher.state !== "idle" || !answered || handled.current === answered.at) return;
    handled.current = answered.at;
    if (!answered.ok || answered.revision === undefined || !answered.slug) {
      setAutosave({ state: "failed", message: answered.message });
      return;
    }
    const slug = answered.slug;
    setSaved({ revision: answered.revision, slug });
    if (changes.current === sent.current) setDirty(false);
    setAutosave({ state: "saved" });
    // A draft saved without a slug got one (an untitled draft's): the next save keeps it.
    setTree((current: Tree) => (valueAt(current, ["slug"]) ? current : setValue(current, ["slug"], slug)));
    // Reloading the page brings the draft back: the address is the draft's own from its first save.
    if (slug !== draft.slug)
      navigate(paths.draftEditor(slug, draft.mode), {
        replace: true,
        preventScrollReset: true,
        state: { autosaved: true } satisfies Followed,
      });
  }, [fetcher.state, fetcher.data, draft.slug, draft.mode, navigate, setDirty]);

  useEffect(() => {
    if (!queued.current || fetcher.state !== "idle") return;
    if (autosave.state !== "failed" && saved.revision !== fetcher.data?.revision) return;
    queued.current = false;
    formRef.current?.requestSubmit();
  }, [fetcher.state, fetcher.data, saved, autosave.state]);

  const change = (path: Path, value: Tree) => {
    changes.current += 1;
    setTree((current: Tree) => {
      const next = setValue(current, path, value);
      // Until the case is published, its slug follows the title unless the author wrote another.
      if (draft.slugFixed || path.length !== 1 || path[0] !== "title") return next;
      const before = { slug: String(valueAt(current, ["slug"]) ?? ""), title: String(valueAt(current, ["title"]) ?? "") };
      return slugFollowsTitle(before.slug, before.title) ? setValue(next, ["slug"], slugFromTitle(String(value ?? ""))) : next;
    });
    setDirty(true);
  };
  const edit = (wanted: Edit) => {
    changes.current += 1;
    setTree((current: Tree) => applyEdit(schema, current, wanted));
    setDirty(true);
  };
  const isNew = saved.revision === 0;
  const saving = fetcher.state !== "idle";
  const status =
    autosave.state === "failed"
      ? `No se ha podido guardar solo: ${autosave.message ?? ""}`
      : saving
        ? "Guardando…"
        : dirty
          ? "Hay cambios sin guardar: se guardan solos en unos segundos."
          : autosave.state === "saved"
            ? `Guardado automáticamente (revisión ${saved.revision}).`
            : isNew
              ? ""
              : `Revisión ${saved.revision}, guardada.`;
  return (
    <Form
      ref={formRef}
      method="post"
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        if (fetcher.state !== "idle") {
          event.preventDefault();
          queued.current = true;
          return;
        }
        setDirty(false);
      }}
      noValidate
    >
      <input type="hidden" name="intent" value="campos" />
      <input type="hidden" name="modo" value={draft.mode} />
      <input type="hidden" name="revision" value={saved.revision} />
      {saved.slug && <input type="hidden" name="slug" value={saved.slug} />}
      {/* First in the form: Enter in a field saves, rather than pressing the first list button of the page. */}
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        Guardar borrador
      </button>
      <ScenarioFields
        root={schema}
        tree={tree}
        // Marked after 'Guardar borrador' (here, or on arriving from it), never while the autosave works.
        errors={result?.errors ?? (loaded.created ? draft.errors : {})}
        skip={(path) => skipOf(draft.mode, path, draft.slugFixed)}
        onChange={change}
        onEdit={edit}
        edited={result?.edited}
        images={loaded.images}
      />
      {/* In sight however long the case: the header covers the top of the page, so the bar sits at the bottom. */}
      <div
        role="group"
        aria-label="Acciones del borrador"
        className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-2"
      >
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          Guardar borrador
        </button>
        {draft.slug && (
          // Publishes the last saved revision (the form below, with its confirmation of the warnings).
          <button type="submit" form={PUBLISH_FORM_ID} disabled={busy || dirty || saving} className={buttonClass("secondary")}>
            Publicar
          </button>
        )}
        <span role="status" className="text-sm text-slate-700">
          {status}
        </span>
      </div>
    </Form>
  );
}

const PUBLISH_FORM_ID = "publicar-borrador";

function FileEditor({ loaded, answer: result }: { loaded: Loaded; answer: Answer | undefined }) {
  const { draft } = loaded;
  const busy = useNavigation().state === "submitting";
  const [, setDirty] = useUnsavedChanges(false);
  return (
    <Form method="post" className="mt-6 space-y-3" onSubmit={() => setDirty(false)}>
      <input type="hidden" name="intent" value="archivo" />
      <input type="hidden" name="modo" value={draft.mode} />
      <input type="hidden" name="revision" value={draft.revision} />
      {draft.slug && <input type="hidden" name="slug" value={draft.slug} />}
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        Guardar borrador
      </button>
      <label className="block">
        <span className="font-medium">Archivo del escenario (revisión {draft.revision})</span>
        <textarea
          name="texto"
          defaultValue={result?.text ?? draft.text}
          onChange={() => setDirty(true)}
          spellCheck={false}
          rows={30}
          className="mt-1 block w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
        />
      </label>
    </Form>
  );
}

export default function DraftEditor() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Answer | undefined;
  const { draft, view } = loaded;
  const base = draft.slug ? paths.draftEditor(draft.slug, draft.mode) : null;
  // The editor is drawn afresh for another draft, but not when it follows its own autosave to the draft's address.
  const followed = (useLocation().state as Followed)?.autosaved;
  const identity = useRef(`${draft.mode}:${draft.slug}`);
  if (!followed) identity.current = `${draft.mode}:${draft.slug}`;
  const message = result?.message ? result : loaded.created ? { ok: true, message: loaded.created, problems: draft.problems } : null;
  return (
    <AdminPage
      title={draft.slug ? `Borrador: ${draft.title}` : draft.title}
      intro={
        view === "archivo"
          ? "El escenario completo en su formato de archivo. Al guardar se valida entero; si hay errores se listan con su ruta y no se guarda nada. Las posiciones cuentan desde 0."
          : "Cada campo del escenario. «Guardar borrador» guarda lo escrito aunque esté incompleto, y mientras escribes se guarda solo; al publicar se comprueba que esté completo, con lo que falte señalado junto a su campo. Las versiones publicadas no cambian hasta que publiques el borrador."
      }
      wide
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
    >
      {base && (
        <nav aria-label="Forma de edición" className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link
            to={base}
            aria-current={view === "campos" ? "page" : undefined}
            className={`${textLinkClass} aria-[current=page]:font-semibold aria-[current=page]:no-underline`}
          >
            Campo a campo
          </Link>
          <Link
            to={`${base}&vista=archivo`}
            aria-current={view === "archivo" ? "page" : undefined}
            className={`${textLinkClass} aria-[current=page]:font-semibold aria-[current=page]:no-underline`}
          >
            Archivo JSON
          </Link>
          {draft.complete && (
            <Link to={paths.draftPreview(draft.slug ?? "", draft.mode)} className={textLinkClass}>
              Vista previa
            </Link>
          )}
        </nav>
      )}
      <div className="mt-6 space-y-3" aria-live="polite">
        {message && (
          <FormMessage tone={message.ok ? "success" : "error"} items={message.problems}>
            {message.message}
          </FormMessage>
        )}
        {draft.warnings.length > 0 && (
          <FormMessage tone="info" items={draft.warnings}>
            Comprobaciones antes de publicar:
          </FormMessage>
        )}
        {draft.problems.length > 0 && !message?.problems.length && (
          <FormMessage tone="info" items={draft.problems}>
            Borrador incompleto: se guarda tal como está; para publicarlo falta completar:
          </FormMessage>
        )}
      </div>
      {view === "archivo" ? (
        <FileEditor key={`${draft.revision}:${result?.at ?? 0}`} loaded={loaded} answer={result} />
      ) : (
        <FieldsEditor key={identity.current} loaded={loaded} answer={result} />
      )}
      {draft.slug && (
        <PublishDraftForm
          id={PUBLISH_FORM_ID}
          draft={{ ...draft, slug: draft.slug }}
          className="mt-10 rounded-xl border border-slate-200 bg-white p-4"
        >
          <h2 className="font-semibold">Publicar este borrador</h2>
          <p className="mt-1 text-sm text-slate-600">
            Se publica la revisión {draft.revision}, la última guardada: los intentos y sesiones nuevos la usarán; los hechos conservan su
            versión.
          </p>
        </PublishDraftForm>
      )}
      {draft.slug && (
        <details className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
          <summary className="cursor-pointer font-medium text-red-900">Descartar este borrador</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="descartar" />
            <input type="hidden" name="modo" value={draft.mode} />
            <input type="hidden" name="revision" value={draft.revision} />
            <input type="hidden" name="slug" value={draft.slug} />
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirmar" required className="mt-1" />
              <span>Entiendo que se pierden los cambios de este borrador (las versiones publicadas no cambian).</span>
            </label>
            <button type="submit" className={buttonClass("danger")}>
              Descartar borrador
            </button>
          </Form>
        </details>
      )}
    </AdminPage>
  );
}
