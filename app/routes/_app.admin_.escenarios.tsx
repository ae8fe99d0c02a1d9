import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { FILE_TOO_LARGE, readScenarioFile, SCENARIO_SCHEMA_PATH, type ScenarioFile } from "../scenario-format/files";
import { formatDateTime } from "~/domain/evaluation";
import { safetyWarnings } from "~/domain/scenario-checks";
import { idSchema, UNKNOWN_FIELD_MESSAGE, wholeNumberSchema } from "~/domain/forms";
import { SCENARIO_FILE_MAX_BYTES } from "~/domain/scenario-limits";
import { asViewer } from "~/server/guards.server";
import { foldText } from "~/domain/roles";
import { draftTitle, problemText } from "~/domain/scenario-form";
import {
  draftFromVersion,
  FILE_STATUS,
  historyOf,
  historyQuery,
  publishDraft,
  saveDraft,
  setArchived,
  STUDIO_MESSAGES,
  studioReads,
} from "~/server/studio.server";
import { AdminPage } from "~/ui/admin-page";
import { PublishDraftForm } from "~/ui/publish-draft";
import { LabelledCell, TableSection } from "~/ui/data-table";
import { buttonClass, FormMessage, textLinkClass } from "~/ui/form";
import { paths } from "~/domain/paths";

export const meta: MetaFunction = () => [{ title: "Escenarios · SimPed" }];

const MODE_LABEL = { online: "Online", presencial: "Presencial" } as const;
const modeSchema = z.enum(["online", "presencial"]);
const historySearch = z.object({ historial: idSchema, modo: modeSchema });

/** Admins: every scenario with its newest version, the drafts waiting, and one scenario's history when asked; `q` searches titles and slugs. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const search = new URL(request.url).searchParams;
  const q = (search.get("q") ?? "").slice(0, 100);
  const words = foldText(q).split(/\s+/).filter(Boolean);
  const found = (row: { title: string; slug: string }) => words.every((word) => foldText(`${row.title} ${row.slug}`).includes(word));
  const asked = historySearch.safeParse({ historial: search.get("historial") ?? undefined, modo: search.get("modo") ?? undefined });
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => {
    const history = asked.success ? historyQuery(db, asked.data.historial, asked.data.modo, adminId) : db.run(sql`select 1`);
    const [published, drafts, images, versions] = await read([...studioReads(db, adminId), history]);
    const uploaded = new Set(images.map((image) => image.key));
    return {
      q,
      discarded: search.get("descartado") === "1" ? STUDIO_MESSAGES.discarded : null,
      published: published.filter(found),
      // What the safety checks say of each draft, before anyone presses 'Publicar' (warnings, not blocks).
      drafts: drafts
        .map(({ file, ...draft }) => ({
          ...draft,
          title: draftTitle(file.escenario),
          // An incomplete draft is checked when it is whole: publishing says what it lacks.
          warnings: draft.complete ? safetyWarnings(file as ScenarioFile, uploaded) : [],
        }))
        .filter(found),
      history: asked.success
        ? {
            ...asked.data,
            title: (versions as Parameters<typeof historyOf>[0])[0]?.file.escenario.title ?? "",
            versions: historyOf(versions as Parameters<typeof historyOf>[0]),
          }
        : null,
    };
  });
  return { isAdmin: true, ...result };
}

const scenarioId = idSchema;
const actionSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("import"), revision: wholeNumberSchema, archivo: z.instanceof(File) }),
  z.strictObject({ intent: z.literal("edit"), scenarioId, mode: modeSchema }),
  z.strictObject({ intent: z.literal("duplicate"), scenarioId, mode: modeSchema }),
  z.strictObject({ intent: z.literal("archive"), scenarioId }),
  z.strictObject({ intent: z.literal("restore"), scenarioId }),
  z.strictObject({
    intent: z.literal("publish"),
    slug: z.string().max(200),
    mode: modeSchema,
    revision: idSchema,
    revisado: z.literal("si").optional(),
  }),
]);

type Answer = { ok: boolean; message: string; problems?: string[] };
const answer = (status: number, body: Answer) => data(body, { status });

export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const form = await request.formData();
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  const { result } = await asViewer(request, app, "adminAction", async (read, adminId, admin) => {
    if (!parsed.success) {
      await read([]);
      const noFile = form.get("intent") === "import" && !(form.get("archivo") instanceof File);
      return answer(400, { ok: false, message: noFile ? STUDIO_MESSAGES.noFile : UNKNOWN_FIELD_MESSAGE });
    }
    const input = parsed.data;
    if (input.intent === "import") {
      // The declared size first: a file over the limit is refused without reading it.
      const read_ = input.archivo.size > SCENARIO_FILE_MAX_BYTES ? FILE_TOO_LARGE : readScenarioFile(await input.archivo.text());
      if (!read_.ok) {
        await read([]);
        return answer(FILE_STATUS[read_.reason], {
          ok: false,
          message: STUDIO_MESSAGES.invalid,
          problems: read_.problems.map(problemText),
        });
      }
      const saved = await saveDraft(app.db, adminId, read_.file, input.revision, read);
      return saved.ok
        ? answer(200, { ok: true, message: STUDIO_MESSAGES.saved })
        : answer(409, { ok: false, message: STUDIO_MESSAGES[saved.reason] });
    }
    if (input.intent === "archive" || input.intent === "restore") {
      const title = await setArchived(app.db, adminId, input.scenarioId, input.intent === "archive", read);
      if (!title) return answer(404, { ok: false, message: STUDIO_MESSAGES.notFound });
      return answer(200, { ok: true, message: `${STUDIO_MESSAGES[input.intent === "archive" ? "archived" : "restored"]} («${title}»)` });
    }
    if (input.intent === "edit" || input.intent === "duplicate") {
      const made = await draftFromVersion(
        app.db,
        adminId,
        { scenarioId: input.scenarioId, mode: input.mode, copy: input.intent === "duplicate" },
        read,
      );
      if (!made.ok) return answer(404, { ok: false, message: STUDIO_MESSAGES.notFound });
      return redirect(paths.draftEditor(made.slug, input.mode));
    }
    await read([]);
    const published = await publishDraft(app.db, admin().id, { ...input, reviewed: input.revisado === "si" });
    if (published.ok)
      return answer(200, { ok: true, message: `${STUDIO_MESSAGES.published} («${published.title}», versión ${published.number})` });
    if (published.reason === "invalid")
      return answer(400, { ok: false, message: STUDIO_MESSAGES.incomplete, problems: published.problems });
    if (published.reason === "unreviewed")
      return answer(409, { ok: false, message: STUDIO_MESSAGES.unreviewed, problems: published.problems });
    return answer(409, { ok: false, message: STUDIO_MESSAGES[published.reason] });
  });
  return result;
}

function ImportForm({ revision, label, action, busy }: { revision: number; label: string; action: string; busy: boolean }) {
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="import" />
      <input type="hidden" name="revision" value={revision} />
      <label className="text-sm">
        <span className="block font-medium">{label}</span>
        <input type="file" name="archivo" accept=".json,application/json" required className="mt-1 block text-sm" />
      </label>
      <button type="submit" disabled={busy} className={buttonClass("secondary")}>
        {action}
      </button>
    </Form>
  );
}

export default function ScenarioStudio() {
  const { published, drafts, history, q, discarded } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AdminPage
      title="Escenarios"
      intro={
        <>
          Cada escenario publicado es una versión que no cambia: los intentos y sesiones guardan la versión con la que se hicieron. Para
          corregir un caso, pulsa «Editar»: se abre un borrador campo a campo que puedes revisar en la vista previa y publicar. Los casos
          también se comparten como archivos (Exportar e Importar), en el formato descrito en{" "}
          <a href={SCENARIO_SCHEMA_PATH} className="text-brand-700 underline">
            su esquema JSON
          </a>
          .
        </>
      }
      wide
    >
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Link to="/admin/escenarios/borrador?nuevo=online" className={buttonClass("primary")}>
          Nuevo escenario online
        </Link>
        <Link to="/admin/escenarios/borrador?nuevo=presencial" className={buttonClass("secondary")}>
          Nuevo escenario presencial
        </Link>
        <Link to="/admin/escenarios/imagenes" className={textLinkClass}>
          Imágenes de los casos
        </Link>
      </div>
      <Form method="get" role="search" aria-label="Buscar escenarios" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="text-sm">
          <span className="block font-medium">Buscar por título o identificador</span>
          <input type="search" name="q" defaultValue={q} className="mt-1 block rounded-lg border border-slate-300 px-3 py-2" />
        </label>
        <button type="submit" className={buttonClass("secondary")}>
          Buscar
        </button>
        {q && (
          <Link to="/admin/escenarios" className={textLinkClass}>
            Ver todos
          </Link>
        )}
      </Form>
      <div className="mt-6 space-y-3" aria-live="polite">
        {discarded && !result && <FormMessage tone="success">{discarded}</FormMessage>}
        {result && (
          <FormMessage tone={result.ok ? "success" : "error"} items={result.problems}>
            {result.message}
          </FormMessage>
        )}
      </div>
      <section aria-labelledby="importar" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="importar" className="text-xl font-semibold">
          Importar un escenario
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          El archivo se valida entero; si tiene errores, se listan y no se guarda nada. Queda como borrador: las versiones publicadas no
          cambian.
        </p>
        <div className="mt-3">
          <ImportForm revision={0} label="Archivo .json" action="Importar" busy={busy} />
        </div>
      </section>
      <TableSection
        id="borradores"
        title="Borradores"
        count={drafts.length}
        headers={["Escenario", "Modo", "Revisión", "Último cambio", "Comprobaciones", "Acciones"]}
        empty="No hay borradores."
        stackOnPhone
        rows={drafts.map((draft) => (
          <tr key={`${draft.slug}-${draft.mode}`} className="border-t border-slate-200 align-top max-md:block max-md:py-2">
            <td className="p-3 max-md:block">
              <span className="font-medium">{draft.title}</span>
              {!draft.complete && <span className="block text-sm font-medium text-amber-900">Incompleto: complétalo para publicarlo</span>}
              <span className="block text-sm text-slate-600">
                {draft.publishedNumber === null
                  ? "Caso nuevo"
                  : `Al publicarlo sustituye a la versión ${draft.publishedNumber} publicada (será la ${draft.publishedNumber + 1})`}
              </span>
            </td>
            <LabelledCell label="Modo">{MODE_LABEL[draft.mode]}</LabelledCell>
            <LabelledCell label="Revisión">{draft.revision}</LabelledCell>
            <LabelledCell label="Último cambio">
              {formatDateTime(draft.updatedAt)} · {draft.updatedBy ?? "—"}
            </LabelledCell>
            <LabelledCell label="Comprobaciones" className="text-sm">
              {draft.warnings.length === 0 ? (
                "Sin avisos"
              ) : (
                <ul aria-label={`Avisos de ${draft.title}`} className="list-disc space-y-1 pl-5 text-amber-900">
                  {draft.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              )}
            </LabelledCell>
            <td className="space-y-2 p-3 max-md:block">
              {draft.complete && <PublishDraftForm draft={draft} busy={busy} />}
              <Link to={paths.draftEditor(draft.slug, draft.mode)} className={`${textLinkClass} flex`}>
                {draft.complete ? "Editar" : "Completar"}
                <span className="sr-only"> {draft.title}</span>
              </Link>
              {draft.complete && (
                <Link to={paths.draftPreview(draft.slug, draft.mode)} className={`${textLinkClass} flex`}>
                  Vista previa<span className="sr-only"> de {draft.title}</span>
                </Link>
              )}
              <ImportForm revision={draft.revision} label="Sustituir por otro archivo" action={`Sustituir ${draft.title}`} busy={busy} />
            </td>
          </tr>
        ))}
      />
      <TableSection
        id="publicados"
        title="Publicados"
        count={published.length}
        headers={["Escenario", "Modo", "Estado", "Versión", "Publicada", "Acciones"]}
        empty="No hay escenarios publicados."
        stackOnPhone
        rows={published.map((row) => (
          <tr key={`${row.scenarioId}-${row.mode}`} className="border-t border-slate-200 align-top max-md:block max-md:py-2">
            <td className="p-3 font-medium max-md:block">{row.title}</td>
            <LabelledCell label="Modo">{MODE_LABEL[row.mode]}</LabelledCell>
            <LabelledCell label="Estado">{row.archived ? <strong>Archivado</strong> : row.status}</LabelledCell>
            <LabelledCell label="Versión">{row.number}</LabelledCell>
            <LabelledCell label="Publicada">
              {formatDateTime(row.publishedAt)} · {row.publishedBy ?? "Despliegue"}
            </LabelledCell>
            <td className="space-y-2 p-3 max-md:block">
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="scenarioId" value={row.scenarioId} />
                <input type="hidden" name="mode" value={row.mode} />
                <button type="submit" name="intent" value="edit" disabled={busy} className={buttonClass("secondary")}>
                  Editar<span className="sr-only"> {row.title}</span>
                </button>
                <button type="submit" name="intent" value="duplicate" disabled={busy} className={buttonClass("secondary")}>
                  Duplicar<span className="sr-only"> {row.title}</span>
                </button>
              </Form>
              <a href={paths.scenarioExport(row.scenarioId, row.mode)} className={`${textLinkClass} mr-3`}>
                Exportar<span className="sr-only"> {row.title}</span>
              </a>
              <Link to={`?historial=${row.scenarioId}&modo=${row.mode}#historial`} className={textLinkClass}>
                Historial<span className="sr-only"> de {row.title}</span>
              </Link>
              <Form method="post">
                <input type="hidden" name="scenarioId" value={row.scenarioId} />
                <button
                  type="submit"
                  name="intent"
                  value={row.archived ? "restore" : "archive"}
                  disabled={busy}
                  className="inline-flex min-h-6 min-w-6 items-center text-sm text-slate-700 underline"
                >
                  {row.archived ? "Restaurar" : "Archivar"}
                  <span className="sr-only"> {row.title}</span>
                </button>
              </Form>
            </td>
          </tr>
        ))}
      />
      {history && (
        <section aria-labelledby="historial" className="mt-10">
          <h2 id="historial" className="text-xl font-semibold">
            Historial de «{history.title}» ({MODE_LABEL[history.modo]})
          </h2>
          <ol className="mt-3 space-y-3">
            {history.versions.map((version) => (
              <li key={version.number} className="rounded-xl border border-slate-200 bg-white p-3">
                <p className="font-medium">
                  Versión {version.number} · {formatDateTime(version.publishedAt)} · {version.publishedBy ?? "Despliegue"}
                </p>
                {version.changes.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
                    {version.changes.map((change) => (
                      <li key={change}>{change}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </AdminPage>
  );
}
