import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useBeforeUnload, useLoaderData, useNavigation } from "@remix-run/react";
import { and, eq, sql } from "drizzle-orm";
import { useCallback, useState } from "react";
import { z } from "zod";
import { scenarioDrafts } from "../../db/schema";
import { readScenarioFile } from "../../db/seed/files";
import { UNKNOWN_FIELD_MESSAGE } from "~/domain/forms";
import { safetyWarnings } from "~/domain/scenario-checks";
import { asViewer } from "~/server/guards.server";
import { saveDraft, STUDIO_MESSAGES } from "~/server/studio.server";
import { AdminPage } from "~/ui/admin-page";
import { buttonClass, FormMessage } from "~/ui/form";

export const meta: MetaFunction = () => [{ title: "Borrador · Escenarios · SimPed" }];

const draftKey = z.object({ slug: z.string().min(1).max(200), modo: z.enum(["online", "presencial"]) });

/** Admins: a draft as its file, to correct by hand (the format is the published JSON Schema), with its warnings. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { db } = context.app;
  const search = new URL(request.url).searchParams;
  const key = draftKey.safeParse({ slug: search.get("slug") ?? "", modo: search.get("modo") ?? "" });
  const { result } = await asViewer(request, context.app, "admin", async (read, adminId) => {
    if (!key.success) return read([]).then(() => null);
    const [[draft]] = await read([
      db
        .select()
        .from(scenarioDrafts)
        .where(and(eq(scenarioDrafts.slug, key.data.slug), eq(scenarioDrafts.mode, key.data.modo), sql`${adminId} is not null`)),
    ]);
    return draft ?? null;
  });
  if (!result) throw data({ message: STUDIO_MESSAGES.noDraft }, { status: 404 });
  return {
    isAdmin: true,
    draft: {
      slug: result.slug,
      mode: result.mode,
      revision: result.revision,
      title: result.file.escenario.title,
      text: JSON.stringify(result.file, null, 2),
      warnings: safetyWarnings(result.file),
    },
  };
}

const saveSchema = z.strictObject({
  slug: z.string().min(1).max(200),
  modo: z.enum(["online", "presencial"]),
  revision: z.coerce.number().int().positive(),
  texto: z.string().max(900_000),
});

/** 'Guardar': the whole file, checked by the format's parser, over the revision the editor opened; the text comes back when refused. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { app } = context;
  const parsed = saveSchema.safeParse(Object.fromEntries(await request.formData()));
  const { result } = await asViewer(request, app, "adminAction", async (read, adminId) => {
    if (!parsed.success)
      return read([]).then(() => data({ ok: false, message: UNKNOWN_FIELD_MESSAGE, problems: [], text: null }, { status: 400 }));
    const { slug, modo, revision, texto } = parsed.data;
    const file = readScenarioFile(texto);
    const refuse = (status: number, message: string, problems: string[] = []) =>
      read([]).then(() => data({ ok: false, message, problems, text: texto }, { status }));
    if (!file.ok)
      return refuse(
        400,
        STUDIO_MESSAGES.invalid,
        file.problems.map((p) => `${p.path || "(archivo)"}: ${p.message}`),
      );
    if (file.file.escenario.slug !== slug || file.file.modo !== modo) return refuse(400, STUDIO_MESSAGES.otherScenario);
    const saved = await saveDraft(app.db, adminId, file.file, revision, read);
    if (!saved.ok) return data({ ok: false, message: STUDIO_MESSAGES.conflict, problems: [], text: texto }, { status: 409 });
    return data({ ok: true, message: STUDIO_MESSAGES.saved, problems: [], text: null });
  });
  return result;
}

export default function Borrador() {
  const { draft } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [dirty, setDirty] = useState(false);
  // With JavaScript, leaving with unsaved changes asks first.
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty) event.preventDefault();
      },
      [dirty],
    ),
  );
  return (
    <AdminPage
      title={`Borrador: ${draft.title}`}
      intro="El escenario completo en su formato de archivo. Al guardar se valida entero; si hay errores se listan con su ruta y no se guarda nada. Las posiciones cuentan desde 0: «correct_option»: 0 es la primera opción y «steps.0» el paso 1."
      wide
      back={{ to: "/admin/escenarios", label: "Escenarios" }}
    >
      <div className="mt-6 space-y-3" aria-live="polite">
        {result && (
          <FormMessage tone={result.ok ? "success" : "error"} items={result.problems}>
            {result.message}
          </FormMessage>
        )}
        {draft.warnings.length > 0 && (
          <FormMessage tone="info" items={draft.warnings}>
            Comprobaciones antes de publicar:
          </FormMessage>
        )}
      </div>
      <Form method="post" className="mt-6 space-y-3" onSubmit={() => setDirty(false)}>
        <input type="hidden" name="slug" value={draft.slug} />
        <input type="hidden" name="modo" value={draft.mode} />
        <input type="hidden" name="revision" value={draft.revision} />
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          Guardar borrador
        </button>
        <label className="block">
          <span className="font-medium">Archivo del escenario (revisión {draft.revision})</span>
          <textarea
            key={`${draft.revision}-${result?.text ? "kept" : "saved"}`}
            name="texto"
            defaultValue={result?.text ?? draft.text}
            onChange={() => setDirty(true)}
            spellCheck={false}
            rows={30}
            className="mt-1 block w-full rounded-lg border border-slate-300 p-3 font-mono text-sm"
          />
        </label>
      </Form>
    </AdminPage>
  );
}
