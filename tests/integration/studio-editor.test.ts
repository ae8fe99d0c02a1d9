/**
 * The studio's field-by-field editor through its route (issue 12, §1): a new case saved whole or
 * not at all, with messages next to their fields; list edits without JavaScript; the optimistic
 * revision; 'Descartar'; a draft that changes nothing is not published; 'Archivar' takes a case out
 * of every list and out of reach, and 'Restaurar' brings it back.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioDrafts, scenarios } from "../../db/schema";
import { catalogueFiles } from "../../db/seed/catalogue";
import { drawnForm, postedBy } from "../scenario-form-post";
import { newDocument, type FieldSchema, type Tree } from "~/domain/scenario-form";
import { scenarioFormSchema } from "../../app/scenario-format/files";
import { STUDIO_MESSAGES } from "~/server/studio.server";
import { filterCatalog, readFilters } from "~/domain/catalog";
import * as studioRoute from "~/routes/_app.admin_.escenarios";
import * as draftRoute from "~/routes/_app.admin_.escenarios_.borrador";
import { startAttempt } from "../../app/online/attempts.server";
import { currentContent } from "~/server/content.server";
import { adminIdOf, approvedUser, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let adminCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await signedInCookie(t.app, await adminIdOf(t.app));
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

type Outcome = { status: number; location: string | null; body: Record<string, unknown> };

/** A route's answer as the page gets it: its status, where it redirects, and its data. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), body: { message: await result.text() } };
  const value = result as { type?: string; init?: { status?: number }; data?: Record<string, unknown> };
  if (value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, location: null, body: value.data ?? {} };
  return { status: 200, location: null, body: result as Record<string, unknown> };
}

function post(route: { action: (args: never) => Promise<unknown> }, path: string, pairs: [string, string][], cookie = adminCookie) {
  const body = new URLSearchParams(pairs);
  const request = new Request(`http://127.0.0.1:8787${path}`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  return outcome(() => route.action({ request, params: {}, context: { app: { ...t.app } } } as never));
}

/** What the editor posts for a tree: its fields, as drawn, and the page's own inputs. */
const fieldsOf = (tree: Tree, controls: Record<string, string>, slugEditable = false): [string, string][] => [
  ...Object.entries(controls),
  ...postedBy(drawnForm("online", tree, slugEditable)),
];
const saveFields = (tree: Tree, controls: Record<string, string>, cookie = adminCookie, slugEditable = controls.revision === "0") =>
  post(draftRoute, "/admin/escenarios/borrador", fieldsOf(tree, { intent: "campos", modo: "online", ...controls }, slugEditable), cookie);

const draftRow = (slug: string) =>
  t.app.db
    .select()
    .from(scenarioDrafts)
    .where(and(eq(scenarioDrafts.slug, slug), eq(scenarioDrafts.mode, "online")))
    .then((rows) => rows[0]);

const source = catalogueFiles.find((file) => file.escenario.slug === "crisis-asmatica-grave")!;

describe("the field-by-field editor", () => {
  it("saves a new case at any point, incomplete, under a slug made from its title, and says what it lacks next to each field", async () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    const tree = newDocument("online", root) as Record<string, unknown>;
    Object.assign(tree, { title: "Asma escrita en el estudio" });
    (tree.brief as { demographics: { weightKg: unknown } }).demographics.weightKg = "doce";
    const slug = "asma-escrita-en-el-estudio";
    const saved = await saveFields(tree, { revision: "0" }, adminCookie, true);
    expect(saved).toMatchObject({ status: 302, location: `/admin/escenarios/borrador?slug=${slug}&modo=online&guardado=1` });
    const row = await draftRow(slug);
    expect(row).toMatchObject({ revision: 1, complete: false });
    // What was typed is kept as typed, even a weight that is not yet a number.
    expect((row.file.escenario as { brief: { demographics: { weightKg: unknown } } }).brief.demographics.weightKg).toBe("doce");

    // The editor comes back with it, saying what is missing in the studio's words, each linked to its field.
    const page = (await draftRoute.loader({
      request: new Request(`http://127.0.0.1:8787/admin/escenarios/borrador?slug=${slug}&modo=online&guardado=1`, {
        headers: { Cookie: adminCookie },
      }),
      params: {},
      context: { app: { ...t.app } },
    } as never)) as { created: string; draft: { tree: Tree; problems: unknown[]; errors: Record<string, string[]>; slugFixed: boolean } };
    // Never published: its slug may still follow its title.
    expect(page.draft.slugFixed).toBe(false);
    expect(page.created).toBe("Borrador guardado tal como está. Para publicarlo falta completar:");
    expect(page.draft.problems).toContainEqual({
      text: "Caso clínico › Contexto: Este campo no puede quedar vacío.",
      href: "#f-brief-context",
    });
    expect(page.draft.errors["brief.demographics.weightKg"]).toEqual(["Escribe un número (con coma decimal si hace falta)."]);
    expect((page.draft.tree as { title: string }).title).toBe("Asma escrita en el estudio");

    // The autosave answers its revision and never redirects.
    const typed = { ...tree, slug, summary: "Un resumen a medias" };
    expect(await saveFields(typed, { revision: "1", slug, autoguardado: "1" })).toMatchObject({
      status: 200,
      body: { ok: true, revision: 2, slug, autosaved: true },
    });

    // Publishing is where completeness is required: refused, field by field in plain Spanish, nothing published.
    const publish = (revision: string) =>
      post(studioRoute, "/admin/escenarios", [
        ["intent", "publish"],
        ["slug", slug],
        ["mode", "online"],
        ["revision", revision],
        ["revisado", "si"],
      ]);
    const refused = await publish("2");
    expect(refused).toMatchObject({ status: 400, body: { message: STUDIO_MESSAGES.incomplete } });
    const problems = refused.body.problems as string[];
    expect(problems).toContain("Caso clínico › Contexto: Este campo no puede quedar vacío.");
    expect(problems).toContain("Caso clínico › Datos del paciente › Peso (kg): Escribe un número (con coma decimal si hace falta).");
    for (const problem of problems) expect(problem, "no field names, no jargon").not.toMatch(/[a-z]+_[a-z]+|kebab|\bslug\b|weightKg/);
    expect(await draftRow(slug)).toMatchObject({ revision: 2, complete: false });
    expect(await scenarioIdBySlug(t.app, slug).catch(() => null)).toBeNull();

    // Completed, it is saved whole.
    const whole = { ...structuredClone(source.escenario), slug, title: "Asma escrita en el estudio" };
    expect(await saveFields(whole as Tree, { revision: "2", slug })).toMatchObject({
      status: 200,
      body: { message: "Borrador guardado. Publícalo cuando esté revisado." },
    });
    expect(await draftRow(slug)).toMatchObject({ revision: 3, complete: true });

    // A new case cannot take a slug in use: a draft's, or a published scenario's.
    expect(await saveFields(tree, { revision: "0" }, adminCookie, true)).toMatchObject({
      status: 409,
      body: { message: expect.stringMatching(/^Ya hay un escenario o un borrador con ese identificador/) },
    });
    expect(await saveFields(source.escenario as Tree, { revision: "0" }, adminCookie, true)).toMatchObject({ status: 409 });
  });

  it("moves a draft never published when its slug follows a new title; a published case keeps its slug", async () => {
    const root = scenarioFormSchema("online") as FieldSchema;
    const tree = { ...(newDocument("online", root) as Record<string, unknown>), title: "Bronquiolitis" };
    expect(await saveFields(tree, { revision: "0" }, adminCookie, true)).toMatchObject({ status: 302 });
    const renamed = { ...tree, title: "Bronquiolitis grave", slug: "bronquiolitis-grave" };
    expect(await saveFields(renamed, { revision: "1", slug: "bronquiolitis" }, adminCookie, true)).toMatchObject({
      status: 302,
      location: "/admin/escenarios/borrador?slug=bronquiolitis-grave&modo=online&guardado=1",
    });
    expect(await draftRow("bronquiolitis")).toBeUndefined();
    expect(await draftRow("bronquiolitis-grave")).toMatchObject({ revision: 2, complete: false });

    // An untitled draft is saved too, under an identifier of its own.
    const untitled = await saveFields(newDocument("online", root), { revision: "0" }, adminCookie, true);
    expect(untitled.location).toMatch(/^\/admin\/escenarios\/borrador\?slug=sin-titulo-[a-z0-9]{6}&modo=online&guardado=1$/);

    // A published case's draft cannot move: its slug is its identity across versions.
    const scenarioId = await scenarioIdBySlug(t.app, "anafilaxia-pediatrica");
    await post(studioRoute, "/admin/escenarios", [
      ["intent", "edit"],
      ["scenarioId", String(scenarioId)],
      ["mode", "online"],
    ]);
    const published = catalogueFiles.find((file) => file.escenario.slug === "anafilaxia-pediatrica")!;
    const moved = await saveFields({ ...structuredClone(published.escenario), slug: "anafilaxia-movida" } as Tree, {
      revision: "1",
      slug: "anafilaxia-pediatrica",
    });
    expect(moved).toMatchObject({ status: 409, body: { errors: { slug: [expect.stringMatching(/^Ya hay un escenario/)] } } });
    const editor = (await draftRoute.loader({
      request: new Request("http://127.0.0.1:8787/admin/escenarios/borrador?slug=anafilaxia-pediatrica&modo=online", {
        headers: { Cookie: adminCookie },
      }),
      params: {},
      context: { app: { ...t.app } },
    } as never)) as { draft: { slugFixed: boolean } };
    expect(editor.draft.slugFixed).toBe(true);
    expect(await draftRow("anafilaxia-movida")).toBeUndefined();
    expect(await draftRow("anafilaxia-pediatrica")).toMatchObject({ revision: 1 });
    await post(draftRoute, "/admin/escenarios/borrador", [
      ["intent", "descartar"],
      ["modo", "online"],
      ["slug", "anafilaxia-pediatrica"],
      ["revision", "1"],
      ["confirmar", "on"],
    ]);
  });

  it("applies a list edit made without JavaScript to what was typed, and saves nothing", async () => {
    const tree = structuredClone(source.escenario) as unknown as { title: string; steps: { questions: unknown[] }[] };
    tree.title = "Título aún sin guardar";
    const before = tree.steps[1].questions.length;
    const edited = await post(draftRoute, "/admin/escenarios/borrador", [
      ...fieldsOf(tree as Tree, { intent: "campos", modo: "online", revision: "0" }, true),
      ["edit", "add:steps.1.questions"],
    ]);
    expect(edited.status).toBe(200);
    const back = edited.body.tree as typeof tree;
    expect(back.title).toBe("Título aún sin guardar");
    expect(back.steps[1].questions).toHaveLength(before + 1);
    expect(edited.body.edited).toEqual(["steps", 1, "questions"]);
    expect(await draftRow(source.escenario.slug)).toBeUndefined();
    // An edit outside the format is no edit: the form is saved (and checked) instead.
    const odd = await post(draftRoute, "/admin/escenarios/borrador", [
      ...fieldsOf(tree as Tree, { intent: "campos", modo: "online", revision: "0" }, true),
      ["edit", "add:constructor.prototype"],
    ]);
    expect(odd.status).toBe(409);
  });

  it("refuses the second of two saves over one revision and gives back what was typed; 'Descartar' needs its confirmation", async () => {
    const scenarioId = await scenarioIdBySlug(t.app, source.escenario.slug);
    const opened = await outcome(() =>
      studioRoute.action({
        request: new Request("http://127.0.0.1:8787/admin/escenarios", {
          method: "POST",
          headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "edit", scenarioId: String(scenarioId), mode: "online" }),
        }),
        params: {},
        context: { app: { ...t.app } },
      } as never),
    );
    expect(opened.location).toBe(`/admin/escenarios/borrador?slug=${source.escenario.slug}&modo=online`);

    // Publishing a draft that changes nothing would only add an empty version.
    const publish = (revision: string) =>
      post(studioRoute, "/admin/escenarios", [
        ["intent", "publish"],
        ["slug", source.escenario.slug],
        ["mode", "online"],
        ["revision", revision],
        ["revisado", "si"],
      ]);
    expect(await publish("1")).toMatchObject({
      status: 409,
      body: { message: "El borrador no cambia nada de la versión publicada: no hay nada que publicar." },
    });

    const first = { ...structuredClone(source.escenario), summary: "Primera corrección." };
    const second = { ...structuredClone(source.escenario), summary: "Segunda corrección, sobre la misma revisión." };
    const controls = { slug: source.escenario.slug, revision: "1" };
    expect(await saveFields(first as Tree, controls)).toMatchObject({
      status: 200,
      body: { message: "Borrador guardado. Publícalo cuando esté revisado." },
    });
    const late = await saveFields(second as Tree, controls);
    expect(late).toMatchObject({ status: 409, body: { message: "Otro instructor ha guardado cambios en este borrador." } });
    expect((late.body.tree as { summary: string }).summary).toBe("Segunda corrección, sobre la misma revisión.");
    expect((await draftRow(source.escenario.slug)).file.escenario.summary).toBe("Primera corrección.");

    // Someone without the admin role gets nothing saved.
    const learner = await approvedUser(t.app);
    const theirs = await saveFields(second as Tree, { ...controls, revision: "2" }, await signedInCookie(t.app, learner.id));
    expect(theirs.status).toBeGreaterThanOrEqual(300);
    expect((await draftRow(source.escenario.slug)).file.escenario.summary).toBe("Primera corrección.");

    const discard = (extra: [string, string][]) =>
      post(draftRoute, "/admin/escenarios/borrador", [
        ["intent", "descartar"],
        ["modo", "online"],
        ["slug", source.escenario.slug],
        ["revision", "2"],
        ...extra,
      ]);
    expect(await discard([])).toMatchObject({ status: 400 });
    expect(await draftRow(source.escenario.slug)).toBeDefined();
    expect(await discard([["confirmar", "on"]])).toMatchObject({ status: 302, location: "/admin/escenarios?descartado=1" });
    expect(await draftRow(source.escenario.slug)).toBeUndefined();
  });

  it("'Archivar' takes a case out of every list and out of reach, keeping its attempts; 'Restaurar' brings it back", async () => {
    const scenarioId = await scenarioIdBySlug(t.app, "anafilaxia-pediatrica");
    const learner = await approvedUser(t.app, { rol: "medico" });
    const earlier = await startAttempt(t.app.db, { userId: learner.id, isAdmin: false, role: "medico", scenarioId });
    expect(earlier.ok).toBe(true);
    const toggle = (intent: "archive" | "restore") =>
      post(studioRoute, "/admin/escenarios", [
        ["intent", intent],
        ["scenarioId", String(scenarioId)],
      ]);
    const listed = async () =>
      filterCatalog((await currentContent(t.app.db)).catalog, readFilters(new URLSearchParams())).some((s) => s.id === scenarioId);

    expect(await listed()).toBe(true);
    const [{ title }] = await t.app.db.select({ title: scenarios.title }).from(scenarios).where(eq(scenarios.id, scenarioId));
    const archived = await toggle("archive");
    expect(archived).toMatchObject({ status: 200, body: { message: expect.stringMatching(/^Archivado: /) } });
    expect(archived.body).toMatchObject({ message: expect.stringContaining(`(«${title}»)`) });
    expect(await listed()).toBe(false);
    const other = await approvedUser(t.app, { rol: "medico" });
    expect(await startAttempt(t.app.db, { userId: other.id, isAdmin: false, role: "medico", scenarioId })).toMatchObject({
      ok: false,
      reason: "notFound",
    });
    // An attempt already running goes on: archiving takes nothing away from anyone.
    expect(await startAttempt(t.app.db, { userId: learner.id, isAdmin: false, role: "medico", scenarioId })).toMatchObject({
      ok: true,
      resumed: true,
    });
    const [{ n }] = await t.app.db.all<{ n: number }>(sql`select count(*) n from attempts where scenario_id = ${scenarioId}`);
    expect(n).toBe(1);

    expect(await toggle("restore")).toMatchObject({ status: 200, body: { message: expect.stringMatching(/^Restaurado/) } });
    expect(await listed()).toBe(true);
    expect(await startAttempt(t.app.db, { userId: other.id, isAdmin: false, role: "medico", scenarioId })).toMatchObject({ ok: true });
  });
});
