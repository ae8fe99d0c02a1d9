/**
 * The studio's versions (issue 12, §2–3): a file imported as a draft changes nothing published;
 * 'Publicar' makes the next version; an attempt's review keeps the words of the version it ran
 * on; two saves over one draft revision: the second is refused; a deployment's seed does not
 * overwrite what an administrator published.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueFiles } from "../../db/seed/catalogue";
import { seedCatalogue } from "../../app/scenario-format/publish.server";
import { sql } from "drizzle-orm";
import { ROOT } from "../../scripts/stack";
import * as studioRoute from "~/routes/_app.admin_.escenarios";
import * as draftRoute from "~/routes/_app.admin_.escenarios_.borrador";
import * as previewRoute from "~/routes/_app.admin_.escenarios_.vista-previa";
import { startAttempt } from "../../app/online/attempts.server";
import { loadAttempt } from "./online-harness";
import { createSession, reportFor, runCommand } from "~/presencial/store.server";
import { presencialSessions } from "../../db/schema";
import { historyOf, historyQuery, saveDraft } from "~/server/studio.server";
import { batchOf } from "~/server/db.server";
import { adminIdOf, approvedUser, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let adminCookie: string;
let scenarioId: number;

const original = readFileSync(join(ROOT, "db/seed/online/01-shock-septico-lactante.json"), "utf8");

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await signedInCookie(t.app, await adminIdOf(t.app));
  scenarioId = await scenarioIdBySlug(t.app, "shock-septico-lactante");
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

function send(cookie: string, fields: Record<string, string | File>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request("http://127.0.0.1:8787/admin/escenarios", { method: "POST", headers: { Cookie: cookie }, body });
  return studioRoute.action({ request, params: {}, context: { app: { ...t.app } } as never });
}

const post = (cookie: string, fields: Record<string, string | File>) => routeOutcome(() => send(cookie, fields));

const upload = (text: string) => new File([text], "escenario.json", { type: "application/json" });

async function firstQuestion(userId: string, attemptId: string) {
  const loaded = await loadAttempt(t.app.db, { attemptId, userId, scenarioId });
  return loaded!.steps[0].questions[0];
}

async function startAs(role: "medico" | "enfermeria") {
  const user = await approvedUser(t.app, { rol: role });
  const started = await startAttempt(t.app.db, { userId: user.id, isAdmin: false, role, scenarioId });
  if (!started.ok) throw new Error(JSON.stringify(started));
  return { user, attemptId: started.attemptId };
}

describe("versions", () => {
  it("a corrected case is a draft until published; then new attempts use it and an old review keeps the old words", async () => {
    const earlier = await startAs("medico");
    const asked = await firstQuestion(earlier.user.id, earlier.attemptId);

    const corrected = JSON.parse(original);
    corrected.escenario.steps[0].questions[0].question_text = `${asked.questionText} (corregida)`;
    corrected.escenario.steps[0].questions[0].options[0] = "Una opción reescrita";
    expect(await post(adminCookie, { intent: "import", revision: "0", archivo: upload(JSON.stringify(corrected)) })).toMatchObject({
      status: 200,
      message: "Borrador guardado. Publícalo cuando esté revisado.",
    });
    // A draft changes nothing anyone runs.
    expect((await firstQuestion(earlier.user.id, earlier.attemptId)).questionText).toBe(asked.questionText);
    const draftOnly = await startAs("medico");
    expect((await firstQuestion(draftOnly.user.id, draftOnly.attemptId)).questionText).toBe(asked.questionText);

    expect(await post(adminCookie, { intent: "publish", slug: "shock-septico-lactante", mode: "online", revision: "1" })).toMatchObject({
      status: 200,
      message: `Publicado: los intentos nuevos usarán esta versión. («${JSON.parse(original).escenario.title}», versión 2)`,
    });
    const later = await startAs("medico");
    const now = await firstQuestion(later.user.id, later.attemptId);
    expect(now.questionText).toBe(`${asked.questionText} (corregida)`);
    expect(now.options[0]).toBe("Una opción reescrita");
    // The review of an attempt made on version 1 still shows version 1, question id and all.
    const old = await firstQuestion(earlier.user.id, earlier.attemptId);
    expect(old).toMatchObject({
      id: asked.id,
      questionText: asked.questionText,
      options: asked.options,
      correctOption: asked.correctOption,
    });

    const history = historyOf(await historyQuery(t.app.db, scenarioId, "online", sql`${await adminIdOf(t.app)}`));
    expect(history.map((v) => v.number)).toEqual([2, 1]);
    // In the studio's words, with what it said and what it says now.
    expect(history[0].changes).toEqual([
      `Paso 1 › Pregunta 1 › Enunciado: «${asked.questionText}» → «${asked.questionText} (corregida)»`,
      expect.stringMatching(/^Paso 1 › Pregunta 1 › Opción 1: «.*» → «Una opción reescrita»$/),
    ]);

    // A deployment's seed leaves a scenario an administrator published alone.
    await seedCatalogue(t.app.db, catalogueFiles);
    const after = await startAs("enfermeria");
    const [{ n }] = await t.app.db.all<{ n: number }>(sql`select count(*) n from scenario_versions where scenario_id = ${scenarioId}`);
    expect(n).toBe(2);
    const seen = (await loadAttempt(t.app.db, { attemptId: after.attemptId, userId: after.user.id, scenarioId }))!.steps.flatMap(
      (s) => s.questions,
    );
    expect(seen.map((q) => q.questionText)).not.toContain(asked.questionText);
  });

  it("an in-person session records its version, and an ended session's report stays as it was after a new one", async () => {
    const adminId = await adminIdOf(t.app);
    const id = await scenarioIdBySlug(t.app, "anafilaxia-antibiotico-iv");
    const participants = [{ role: "medico" as const, name: "Ana Pérez", userId: null }];
    const session = await createSession(t.app.db, { scenarioId: id, instructorId: adminId, flow: "classic", participants });
    const [{ newest }] = await t.app.db.all<{ newest: number }>(
      sql`select max(id) newest from scenario_versions where scenario_id = ${id} and mode = 'presencial'`,
    );
    const [row] = await t.app.db
      .select()
      .from(presencialSessions)
      .where(sql`${presencialSessions.id} = ${session.id}`);
    expect(row.scenarioVersionId).toBe(newest);
    expect((await runCommand(t.app.db, { sessionId: session.id, actorId: adminId }, { intent: "start" })).ok).toBe(true);
    expect((await runCommand(t.app.db, { sessionId: session.id, actorId: adminId }, { intent: "finish" })).ok).toBe(true);
    const before = (await reportFor(t.app.db, session.id))!.report;

    const file = JSON.parse(readFileSync(join(ROOT, "db/seed/presencial/02-anafilaxia-antibiotico-iv.json"), "utf8"));
    file.escenario.checklist[0].label = `${file.escenario.checklist[0].label} (revisado)`;
    expect(await saveDraft(t.app.db, sql`${adminId}`, file, 0, batchOf(t.app.db))).toMatchObject({ ok: true });
    expect(
      await post(adminCookie, { intent: "publish", slug: "anafilaxia-antibiotico-iv", mode: "presencial", revision: "1" }),
    ).toMatchObject({
      status: 200,
    });
    expect((await reportFor(t.app.db, session.id))!.report).toEqual(before);
    expect(JSON.stringify(before)).not.toContain("(revisado)");
  });

  it("the second of two saves over one revision is refused, and nothing of it is kept", async () => {
    const file = JSON.parse(original.replace('"slug": "shock-septico-lactante"', '"slug": "caso-de-prueba-concurrente"'));
    const adminId = await adminIdOf(t.app);
    const id = sql`${adminId}`;
    expect(await saveDraft(t.app.db, id, file, 0, batchOf(t.app.db))).toMatchObject({ ok: true });
    expect(await saveDraft(t.app.db, id, file, 0, batchOf(t.app.db))).toEqual({ ok: false, reason: "draftExists" });
    const one = structuredClone(file);
    one.escenario.title = "Versión de Ana";
    const two = structuredClone(file);
    two.escenario.title = "Versión de Luis";
    const results = await Promise.all([
      saveDraft(t.app.db, id, one, 1, batchOf(t.app.db)),
      saveDraft(t.app.db, id, two, 1, batchOf(t.app.db)),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, reason: "conflict" }]);
    const [draft] = await t.app.db.all<{ title: string; revision: number }>(
      sql`select json_extract(file, '$.escenario.title') title, revision from scenario_drafts where slug = 'caso-de-prueba-concurrente'`,
    );
    expect(draft.revision).toBe(2);
    expect(["Versión de Ana", "Versión de Luis"]).toContain(draft.title);
    // Through the page: an import over a revision someone else has moved on from.
    expect(await post(adminCookie, { intent: "import", revision: "1", archivo: upload(JSON.stringify(file)) })).toMatchObject({
      status: 409,
      message: "Otro instructor ha guardado cambios en este borrador.",
    });
  });

  it("shows the safety checks' warnings on a draft before it is published", async () => {
    const heavy = JSON.parse(original.replace('"slug": "shock-septico-lactante"', '"slug": "caso-con-avisos"'));
    heavy.escenario.brief.demographics.weightKg = 80;
    expect(await post(adminCookie, { intent: "import", revision: "0", archivo: upload(JSON.stringify(heavy)) })).toMatchObject({
      status: 200,
    });
    const request = new Request("http://127.0.0.1:8787/admin/escenarios", { headers: { Cookie: adminCookie } });
    const page = await studioRoute.loader({ request, params: {}, context: { app: { ...t.app } } as never });
    const draft = page.drafts.find((d) => d.slug === "caso-con-avisos")!;
    expect(draft.warnings).toEqual(["Peso poco plausible: 80 kg a los 8 meses (las fórmulas APLS esperan unos 8 kg)."]);
    // Warnings do not block, but nobody publishes past them without saying they were read.
    const publish = { intent: "publish", slug: "caso-con-avisos", mode: "online", revision: "1" };
    expect(await post(adminCookie, publish)).toMatchObject({
      status: 409,
      message: "Este borrador tiene avisos de seguridad: márcalos como revisados para publicarlo.",
    });
    expect(await post(adminCookie, { ...publish, revisado: "si" })).toMatchObject({ status: 200 });
  });

  it("'Duplicar' opens a copy under a free slug; 'Editar' a draft of the newest version, saved by hand with the same checks", async () => {
    const id = await scenarioIdBySlug(t.app, "taquicardia-supraventricular");
    const copied = await post(adminCookie, { intent: "duplicate", scenarioId: String(id), mode: "online" });
    expect(copied).toMatchObject({
      status: 302,
      location: "/admin/escenarios/borrador?slug=taquicardia-supraventricular-copia&modo=online",
    });
    expect(await post(adminCookie, { intent: "duplicate", scenarioId: String(id), mode: "online" })).toMatchObject({
      location: "/admin/escenarios/borrador?slug=taquicardia-supraventricular-copia-2&modo=online",
    });
    expect(await post(adminCookie, { intent: "edit", scenarioId: String(id), mode: "online" })).toMatchObject({
      location: "/admin/escenarios/borrador?slug=taquicardia-supraventricular&modo=online",
    });
    const open = (slug: string) =>
      draftRoute.loader({
        request: new Request(`http://127.0.0.1:8787/admin/escenarios/borrador?slug=${slug}&modo=online`, {
          headers: { Cookie: adminCookie },
        }),
        params: {},
        context: { app: { ...t.app } } as never,
      });
    const copy = (await open("taquicardia-supraventricular-copia")).draft;
    expect(copy.title).toMatch(/\(copia\)$/);
    expect(JSON.parse(copy.text).escenario.status).toBe("En construcción: en proceso");

    const draft = (await open("taquicardia-supraventricular")).draft;
    const save = (fields: Record<string, string>) =>
      routeOutcome(() =>
        draftRoute.action({
          request: new Request("http://127.0.0.1:8787/admin/escenarios/borrador", {
            method: "POST",
            headers: { Cookie: adminCookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(fields),
          }),
          params: {},
          context: { app: { ...t.app } } as never,
        }),
      );
    const edited = JSON.parse(draft.text);
    edited.escenario.summary = "Resumen corregido a mano.";
    const fields = {
      intent: "archivo",
      slug: draft.slug!,
      modo: "online",
      revision: String(draft.revision),
      texto: JSON.stringify(edited),
    };
    expect(await save({ ...fields, texto: "{ roto" })).toMatchObject({ status: 400, message: "El archivo no es un escenario válido:" });
    expect(await save({ ...fields, texto: JSON.stringify({ ...edited, escenario: { ...edited.escenario, slug: "otro" } }) })).toMatchObject(
      {
        status: 400,
      },
    );
    expect(await save(fields)).toMatchObject({ status: 200, message: "Borrador guardado. Publícalo cuando esté revisado." });
    // The same editor page, opened before that save, cannot overwrite it.
    expect(await save(fields)).toMatchObject({ status: 409, message: "Otro instructor ha guardado cambios en este borrador." });
    expect(JSON.parse((await open("taquicardia-supraventricular")).draft.text).escenario.summary).toBe("Resumen corregido a mano.");

    // 'Vista previa' of the draft as each role meets it; nothing is written anywhere.
    const preview = (rol: string) =>
      previewRoute.loader({
        request: new Request(`http://127.0.0.1:8787/admin/escenarios/vista-previa?slug=taquicardia-supraventricular&rol=${rol}`, {
          headers: { Cookie: adminCookie },
        }),
        params: {},
        context: { app: { ...t.app } } as never,
      });
    const [{ n: before }] = await t.app.db.all<{ n: number }>(sql`select count(*) n from attempts`);
    const file = JSON.parse((await open("taquicardia-supraventricular")).draft.text).escenario;
    for (const rol of ["medico", "enfermeria", "farmacia"] as const) {
      const seen = (await preview(rol)).steps.flatMap((step) => step.questions.map((q) => q.question_text));
      const expected = file.steps
        .filter((step: { roles: string[] }) => step.roles.length === 0 || step.roles.includes(rol))
        .flatMap((step: { questions: { roles: string[]; question_text: string }[] }) =>
          step.questions.filter((q) => q.roles.length === 0 || q.roles.includes(rol)).map((q) => q.question_text),
        );
      expect(seen, rol).toEqual(expected);
    }
    const [{ n: after }] = await t.app.db.all<{ n: number }>(sql`select count(*) n from attempts`);
    expect(after).toBe(before);
  });

  it("refuses hostile files whole, lists their problems, and is for administrators only", async () => {
    expect(
      await post(adminCookie, { intent: "import", revision: "0", archivo: upload("<html><script>alert(1)</script></html>") }),
    ).toMatchObject({
      status: 400,
      message: "El archivo no es un escenario válido:",
    });
    const wrong = JSON.parse(original);
    wrong.escenario.steps[0].questions[0].correct_option = "A";
    wrong.escenario.campo_desconocido = true;
    const refused = (await send(adminCookie, { intent: "import", revision: "0", archivo: upload(JSON.stringify(wrong)) })) as unknown as {
      data: { problems: string[] };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    // Where, in the studio's words and counted from 1; what, in plain words.
    expect(refused.data.problems).toContain("Paso 1 › Pregunta 1 › Opción correcta: Escribe un número (con coma decimal si hace falta).");
    expect(refused.data.problems).toContain('Escenario: Campo desconocido: "campo_desconocido"');
    const broken = (await send(adminCookie, {
      intent: "import",
      revision: "0",
      archivo: upload('{\n  "formato": "simped-escenario",\n  "version": 1,\n}'),
    })) as unknown as {
      data: { problems: string[] };
    };
    expect(broken.data.problems).toEqual([expect.stringMatching(/^El archivo no es JSON válido \(línea [34], columna \d+\)\.$/)]);
    expect(await post(adminCookie, { intent: "import", revision: "0" })).toMatchObject({
      status: 400,
      message: "Elige un archivo .json de escenario.",
    });
    const someone = await approvedUser(t.app);
    const theirs = await signedInCookie(t.app, someone.id);
    expect(await post(theirs, { intent: "import", revision: "0", archivo: upload(original) })).toMatchObject({ status: 403 });
    expect(await post(theirs, { intent: "publish", slug: "shock-septico-lactante", mode: "online", revision: "1" })).toMatchObject({
      status: 403,
    });
  });
});
