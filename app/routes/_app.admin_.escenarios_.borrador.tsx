import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useBeforeUnload, useBlocker, useLoaderData, useNavigation } from "@remix-run/react";
import { and, eq, sql } from "drizzle-orm";
import { useCallback, useEffect, useRef, useState, type MutableRefObject } from "react";
import { z } from "zod";
import { scenarioDrafts } from "../../db/schema";
import { parseScenarioFile, readScenarioFile, SCENARIO_FILE_FORMAT, SCENARIO_FILE_VERSION, scenarioFormSchema } from "../../db/seed/files";
import { UNKNOWN_FIELD_MESSAGE, wholeNumberSchema } from "~/domain/forms";
import { BOUNDS_MESSAGES } from "~/domain/scenario-limits";
import { safetyWarnings } from "~/domain/scenario-checks";
import {
  applyEdit,
  completeDocument,
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
import { buttonClass, FormMessage } from "~/ui/form";
import { ScenarioFields, type FormErrors } from "~/ui/scenario-form";

export const meta: MetaFunction = () => [{ title: "Borrador · Escenarios · SimPed" }];

const modeSchema = z.enum(["online", "presencial"]);
const pageQuery = z.union([
  z.object({ slug: z.string().min(1).max(200), modo: modeSchema, vista: z.enum(["campos", "archivo"]).default("campos") }),
  z.object({ nuevo: modeSchema }),
]);
const MODE_WORD = { online: "online", presencial: "presencial" } as const;

/**
 * Admins: a draft field by field (or as its file, `vista=archivo`), with its safety warnings; or a
 * new scenario of a mode (`nuevo=online`), which becomes a draft on its first valid save.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const asked = pageQuery.safeParse(search);
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => {
    const key = asked.success && "slug" in asked.data ? asked.data : { slug: "", modo: "online" as const };
    const [[draft], uploaded] = await read([
      db
        .select()
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
        slug: null,
        mode,
        revision: 0,
        title: `Nuevo escenario ${MODE_WORD[mode]}`,
        tree: newDocument(mode, schema),
        text: "",
        warnings: [],
      },
    };
  }
  const draft = result.draft;
  if (!draft || !asked.success) throw data({ message: STUDIO_MESSAGES.noDraft }, { status: 404 });
  return {
    isAdmin: true,
    images,
    schema: scenarioFormSchema(draft.mode) as FieldSchema,
    view: "vista" in asked.data ? asked.data.vista : ("campos" as const),
    created: search.creado === "1" ? STUDIO_MESSAGES.created : null,
    draft: {
      slug: draft.slug as string | null,
      mode: draft.mode,
      revision: draft.revision,
      title: draft.file.escenario.title,
      tree: draft.file.escenario as Tree,
      text: JSON.stringify(draft.file, null, 2),
      warnings: safetyWarnings(draft.file, new Set(images.map((image) => image.value))),
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
});

type Problem = { text: string; href: string };
type Answer = {
  ok: boolean;
  message: string;
  problems: (string | Problem)[];
  tree?: Tree;
  errors?: FormErrors;
  text?: string;
  /** The list an edit without JavaScript changed, to draw it open. */
  edited?: Path;
  at: number;
};
const answer = (status: number, body: Omit<Answer, "at">) => data({ ...body, at: Date.now() }, { status });

/**
 * 'Guardar' (fields or file), an edit to a list made without JavaScript, and 'Descartar'. A save
 * is checked whole by the format's parser and written over the revision the editor opened, or
 * not at all; what was typed comes back with the messages next to its fields.
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
  });
  const { result } = await asViewer(request, app, "adminAction", async (read, adminId) => {
    const refuse = (status: number, body: Omit<Answer, "at" | "ok">) => read([]).then(() => answer(status, { ok: false, ...body }));
    if (!parsed.success) return refuse(400, { message: UNKNOWN_FIELD_MESSAGE, problems: [] });
    const { intent, modo, revision, slug, texto, edit, confirmar } = parsed.data;
    if (intent === "descartar") {
      if (!confirmar) return refuse(400, { message: "Marca la casilla para confirmar que descartas el borrador.", problems: [] });
      if (!slug || !(await discardDraft(app.db, adminId, { slug, mode: modo, revision }, read)))
        return answer(409, { ok: false, message: STUDIO_MESSAGES.noDraft, problems: [] });
      return redirect("/admin/escenarios?descartado=1");
    }
    const schema = scenarioFormSchema(modo) as FieldSchema;
    let file: ReturnType<typeof parseScenarioFile>;
    let tree: Tree = undefined;
    if (intent === "archivo") {
      file = readScenarioFile(texto ?? "");
      if (!file.ok)
        return refuse(FILE_STATUS[file.reason], {
          message: STUDIO_MESSAGES.invalid,
          problems: file.problems.map(problemText),
          // A text too large to read is not drawn back either.
          text: file.reason === "tooLarge" ? undefined : texto,
        });
    } else {
      const posted = readForm(schema, formReader(form));
      if (!posted.ok) return refuse(400, { message: BOUNDS_MESSAGES[posted.reason], problems: [] });
      tree = posted.tree;
      // An edit to a list (without JavaScript): the form comes back with it applied, nothing saved.
      const wanted = edit ? parseEdit(schema, edit) : null;
      if (wanted)
        return read([]).then(() =>
          answer(200, { ok: true, message: "", problems: [], tree: applyEdit(schema, tree, wanted), edited: editedList(wanted) }),
        );
      const escenario = completeDocument(modo, toDocument(schema, tree));
      file = parseScenarioFile({ formato: SCENARIO_FILE_FORMAT, version: SCENARIO_FILE_VERSION, modo, escenario });
      if (!file.ok) {
        const errors: FormErrors = {};
        const problems = file.problems.map((problem) => {
          if (problem.path === "") return problem.message;
          const at = problemPath(problem.path);
          (errors[at.join(".")] ??= []).push(problem.message);
          return { text: `${pathLabel(at)}: ${problem.message}`, href: `#${fieldId(at)}` };
        });
        return refuse(FILE_STATUS[file.reason], { message: STUDIO_MESSAGES.invalidFields, problems, tree, errors });
      }
    }
    const isNew = revision === 0;
    if (!isNew && (file.file.escenario.slug !== slug || file.file.modo !== modo))
      return refuse(400, { message: STUDIO_MESSAGES.otherScenario, problems: [], tree, text: texto });
    const saved = await saveDraft(app.db, adminId, file.file, revision, read, isNew);
    if (!saved.ok) return answer(409, { ok: false, message: STUDIO_MESSAGES[saved.reason], problems: [], tree, text: texto });
    if (isNew) return redirect(`/admin/escenarios/borrador?slug=${encodeURIComponent(file.file.escenario.slug)}&modo=${modo}&creado=1`);
    return answer(200, { ok: true, message: STUDIO_MESSAGES.saved, problems: [] });
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
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) => dirty.current && `${from.pathname}${from.search}` !== `${to.pathname}${to.search}`,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(LEAVE_UNSAVED)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

function FieldsEditor({ loaded, answer: result }: { loaded: Loaded; answer: Answer | undefined }) {
  const { draft, schema } = loaded;
  const busy = useNavigation().state === "submitting";
  const [tree, setTree] = useState<Tree>(result?.tree ?? draft.tree);
  const [dirty, setDirty] = useUnsavedChanges(Boolean(result?.tree));
  const change = (path: Path, value: Tree) => {
    setTree((current: Tree) => setValue(current, path, value));
    setDirty(true);
  };
  const edit = (wanted: Edit) => {
    setTree((current: Tree) => applyEdit(schema, current, wanted));
    setDirty(true);
  };
  const isNew = draft.revision === 0;
  return (
    <Form method="post" className="mt-6 space-y-4" onSubmit={() => setDirty(false)} noValidate>
      <input type="hidden" name="intent" value="campos" />
      <input type="hidden" name="modo" value={draft.mode} />
      <input type="hidden" name="revision" value={draft.revision} />
      {draft.slug && <input type="hidden" name="slug" value={draft.slug} />}
      {/* First in the form: Enter in a field saves, rather than pressing the first list button of the page. */}
      <button type="submit" disabled={busy} className={buttonClass("primary")}>
        {isNew ? "Crear borrador" : "Guardar borrador"}
      </button>
      <ScenarioFields
        root={schema}
        tree={tree}
        errors={result?.errors ?? {}}
        skip={(path) => skipOf(draft.mode, path, isNew)}
        onChange={change}
        onEdit={edit}
        edited={result?.edited}
        images={loaded.images}
      />
      {/* In sight however long the case: the header covers the top of the page, so the bar sits at the bottom. */}
      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 py-2">
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {isNew ? "Crear borrador" : "Guardar borrador"}
        </button>
        <span className="text-sm text-slate-600">
          {dirty ? "Hay cambios sin guardar." : isNew ? "" : `Revisión ${draft.revision}, guardada.`}
        </span>
      </div>
    </Form>
  );
}

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

export default function Borrador() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Answer | undefined;
  const { draft, view } = loaded;
  const base = draft.slug ? `/admin/escenarios/borrador?slug=${encodeURIComponent(draft.slug)}&modo=${draft.mode}` : null;
  const message = result?.message ? result : loaded.created ? { ok: true, message: loaded.created, problems: [] } : null;
  return (
    <AdminPage
      title={draft.slug ? `Borrador: ${draft.title}` : draft.title}
      intro={
        view === "archivo"
          ? "El escenario completo en su formato de archivo. Al guardar se valida entero; si hay errores se listan con su ruta y no se guarda nada. Las posiciones cuentan desde 0."
          : "Cada campo del escenario. Al guardar se valida todo: si algo no es válido, se señala junto a su campo y no se guarda nada. Las versiones publicadas no cambian hasta que publiques el borrador."
      }
      wide
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
    >
      {base && (
        <nav aria-label="Forma de edición" className="mt-4 flex flex-wrap gap-4 text-sm">
          <Link
            to={base}
            aria-current={view === "campos" ? "page" : undefined}
            className="text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
          >
            Campo a campo
          </Link>
          <Link
            to={`${base}&vista=archivo`}
            aria-current={view === "archivo" ? "page" : undefined}
            className="text-brand-700 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
          >
            Archivo JSON
          </Link>
          <Link
            to={`/admin/escenarios/vista-previa?slug=${encodeURIComponent(draft.slug ?? "")}&modo=${draft.mode}`}
            className="text-brand-700 underline"
          >
            Vista previa
          </Link>
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
      </div>
      {view === "archivo" ? (
        <FileEditor key={`${draft.revision}:${result?.at ?? 0}`} loaded={loaded} answer={result} />
      ) : (
        <FieldsEditor key={`${draft.revision}:${result?.at ?? 0}`} loaded={loaded} answer={result} />
      )}
      {draft.slug && (
        <PublishDraftForm draft={{ ...draft, slug: draft.slug }} className="mt-10 rounded-xl border border-slate-200 bg-white p-4">
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
