/**
 * The studio under hostile and simultaneous requests (issue 31), through its routes on the real
 * database: bodies and lists beyond the format's bounds are refused before any work with a short
 * Spanish answer and nothing written; texts with control, bidi or zero-width characters are
 * refused; simultaneous publishes of one draft are applied once, every other answered 409 at once;
 * saves, discards, archives and publishes are in the audit log.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, scenarioDrafts, scenarioVersions } from "../../db/schema";
import { catalogueFiles } from "../../db/seed/catalogue";
import { drawnForm, postedBy } from "../scenario-form-post";
import { TEXT_CHARS_MESSAGE } from "~/domain/safe-text";
import { BOUNDS_MESSAGES, MAX_PROBLEMS_SHOWN } from "~/domain/scenario-limits";
import * as studioRoute from "~/routes/_app.admin_.escenarios";
import * as draftRoute from "~/routes/_app.admin_.escenarios_.borrador";
import { STUDIO_MESSAGES } from "~/server/studio.server";
import { adminIdOf, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  t = await startTestApp();
  adminId = await adminIdOf(t.app);
  adminCookie = await signedInCookie(t.app, adminId);
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

type Answer = { status: number; message?: string; problems?: (string | { text: string })[]; size: number };

/** A route's answer as the page gets it: status, message, problems, and how large its data is. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  const result = await run().catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, message: await result.text(), size: 0 };
  const value = result as { init?: { status?: number }; data?: { message?: string; problems?: string[] } };
  return { status: value.init?.status ?? 200, ...value.data, size: JSON.stringify(value.data ?? {}).length };
}

function send(route: { action: (args: never) => Promise<unknown> }, path: string, body: FormData | URLSearchParams, db = t.app.db) {
  const request = new Request(`http://127.0.0.1:8787${path}`, { method: "POST", headers: { Cookie: adminCookie }, body });
  return answerOf(() => route.action({ request, params: {}, context: { app: { ...t.app, db } } } as never));
}
const toStudio = (fields: Record<string, string | File>, db = t.app.db) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return send(studioRoute, "/admin/escenarios", body, db);
};

/** The database, counting the transactions opened through it (a publish's heavy part). */
function countingTransactions() {
  const counted = { transactions: 0 };
  const db = new Proxy(t.app.db, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (property === "transaction") counted.transactions++;
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db, counted };
}
const toEditor = (pairs: [string, string][]) => send(draftRoute, "/admin/escenarios/borrador", new URLSearchParams(pairs));
const upload = (text: string) => new File([text], "escenario.json", { type: "application/json" });

const drafts = async () => (await t.app.db.select({ slug: scenarioDrafts.slug }).from(scenarioDrafts)).map((row) => row.slug).sort();
const source = catalogueFiles.find((file) => file.escenario.slug === "crisis-asmatica-grave")!;
/** The catalogue case as a new case's file, changed by `edit`. */
function caseFile(slug: string, edit: (escenario: Record<string, unknown>) => void = () => {}) {
  const file = structuredClone(source) as unknown as { escenario: Record<string, unknown> };
  file.escenario.slug = slug;
  file.escenario.title = `Caso ${slug}`;
  edit(file.escenario);
  return file;
}

describe("bounds checked before any work", () => {
  it("a field-editor post declaring lists of 300 × 300 × 300 is refused with a short 400 and nothing is written", async () => {
    const before = await drafts();
    const pairs: [string, string][] = [
      ["intent", "campos"],
      ["modo", "online"],
      ["revision", "0"],
      ...postedBy(drawnForm("online", { ...caseFile("trescientos").escenario }, true)).filter(([name]) => !name.startsWith("d.steps")),
      ["d.steps.#", "300"],
    ];
    for (let s = 0; s < 300; s++) {
      pairs.push([`d.steps.${s}.questions.#`, "300"]);
      for (let q = 0; q < 300; q += 30) pairs.push([`d.steps.${s}.questions.${q}.options.#`, "300"]);
    }
    const answer = await toEditor(pairs);
    expect(answer).toMatchObject({ status: 400, message: BOUNDS_MESSAGES.tooManyItems, problems: [] });
    expect(answer.size).toBeLessThan(1000);
    expect(await drafts()).toEqual(before);
  });

  it("an imported file with 40 000 items is refused as too complex (400), not validated, nothing written", async () => {
    const before = await drafts();
    const file = caseFile("cuarenta-mil", (e) => {
      (e.steps as { questions: { options: unknown[] }[] }[])[0].questions[0].options = Array.from({ length: 40_000 }, () => 0);
    });
    const answer = await toStudio({ intent: "import", revision: "0", archivo: upload(JSON.stringify(file)) });
    expect(answer).toMatchObject({ status: 400, message: STUDIO_MESSAGES.invalid, problems: [BOUNDS_MESSAGES.tooManyItems] });
    expect(await drafts()).toEqual(before);
  });

  it("a file nested thousands deep is refused as too complex", async () => {
    const deep = `{"formato":"simped-escenario","version":1,"modo":"online","escenario":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    expect(await toStudio({ intent: "import", revision: "0", archivo: upload(deep) })).toMatchObject({
      status: 400,
      problems: [BOUNDS_MESSAGES.tooDeep],
    });
  });

  it("a file over the size limit (a 900 KB title) is refused unread with a 413, by import and by the file editor", async () => {
    const before = await drafts();
    const text = JSON.stringify(caseFile("titulo-enorme", (e) => void (e.title = "T".repeat(900_000))));
    expect(await toStudio({ intent: "import", revision: "0", archivo: upload(text) })).toMatchObject({
      status: 413,
      problems: [BOUNDS_MESSAGES.tooLarge],
    });
    const answer = await toEditor([
      ["intent", "archivo"],
      ["modo", "online"],
      ["revision", "0"],
      ["texto", text],
    ]);
    expect(answer).toMatchObject({ status: 413, problems: [BOUNDS_MESSAGES.tooLarge] });
    // What could not be read is not drawn back.
    expect(answer.size).toBeLessThan(1000);
    expect(await drafts()).toEqual(before);
  });

  it("a small file with thousands of problems answers a short list of them", async () => {
    const file = caseFile("mil-problemas", (e) => {
      e.steps = Array.from({ length: 100 }, () => ({
        description: 1,
        role_specific: "no",
        roles: "x",
        questions: [{ options: [1, 2, 3] }],
      }));
      e.resources = Array.from({ length: 100 }, () => ({ title: 1, url: 2, source: 3, type: 4, year: "x", free_access: 0 }));
    });
    const text = JSON.stringify(file);
    expect(text.length).toBeLessThan(70_000);
    const answer = await toStudio({ intent: "import", revision: "0", archivo: upload(text) });
    expect(answer.status).toBe(400);
    expect(answer.problems).toHaveLength(MAX_PROBLEMS_SHOWN + 1);
    expect(answer.problems!.at(-1)).toMatch(/^… y [\d.]+ problemas más\.$/);
    expect(answer.size).toBeLessThan(20_000);
  });
});

describe("texts", () => {
  it("the field editor refuses a title with a bidi override, next to its field, and writes nothing", async () => {
    const before = await drafts();
    const tree = { ...caseFile("titulo-bidi").escenario, title: "Asma \u202Eavarg" };
    const answer = await toEditor([
      ["intent", "campos"],
      ["modo", "online"],
      ["revision", "0"],
      ...postedBy(drawnForm("online", tree, true)),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.problems).toContainEqual(expect.objectContaining({ text: `Título: ${TEXT_CHARS_MESSAGE}` }));
    expect(await drafts()).toEqual(before);
  });

  it("an import with a zero-width space in an option or NUL in an explanation is refused", async () => {
    const file = caseFile("caracteres-ocultos", (e) => {
      const question = (e.steps as { questions: { options: string[]; explanation: string }[] }[])[0].questions[0];
      question.options[0] = `${question.options[0]}\u200B`;
      question.explanation = `${question.explanation}\u0000`;
    });
    const answer = await toStudio({ intent: "import", revision: "0", archivo: upload(JSON.stringify(file)) });
    expect(answer.status).toBe(400);
    expect(answer.problems).toEqual([
      `Paso 1 › Pregunta 1 › Opción 1: ${TEXT_CHARS_MESSAGE}`,
      `Paso 1 › Pregunta 1 › Explicación: ${TEXT_CHARS_MESSAGE}`,
    ]);
  });
});

describe("publishing one draft from many requests at once", () => {
  it("applies it once; every other publish answers 409 with the Spanish message at once; one version, one audit line", async () => {
    const slug = "publicado-a-la-vez";
    expect(await toStudio({ intent: "import", revision: "0", archivo: upload(JSON.stringify(caseFile(slug))) })).toMatchObject({
      status: 200,
    });
    const publish = { intent: "publish", slug, mode: "online", revision: "1", revisado: "si" };
    const { db, counted } = countingTransactions();
    const answers = await Promise.all(Array.from({ length: 20 }, () => toStudio(publish, db)));
    // Only the publish that claimed the draft opened a transaction: the others did no work but answer.
    expect(counted.transactions).toBe(1);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...new Array(19).fill(409)]);
    for (const answer of answers.filter((answer) => answer.status === 409))
      expect([STUDIO_MESSAGES.claimed, STUDIO_MESSAGES.noDraft]).toContain(answer.message);
    const id = await scenarioIdBySlug(t.app, slug);
    expect(await t.app.db.select().from(scenarioVersions).where(eq(scenarioVersions.scenarioId, id))).toHaveLength(1);
    expect(await drafts()).not.toContain(slug);
    const published = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "scenario.published"), sql`json_extract(${auditLog.details}, '$.escenario') = ${slug}`));
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ actorId: adminId, details: { escenario: slug, modo: "online", version: 1 } });
  });

  it("a publish refused by its checks gives the revision back: the same publish, reviewed, goes on", async () => {
    const slug = "publicado-tras-revisar";
    // A weight no child of that age has: a safety warning to review.
    const file = caseFile(slug, (e) => void ((e.brief as { demographics: { weightKg: number } }).demographics.weightKg = 140));
    expect(await toStudio({ intent: "import", revision: "0", archivo: upload(JSON.stringify(file)) })).toMatchObject({ status: 200 });
    const publish = { intent: "publish", slug, mode: "online", revision: "1" };
    expect(await toStudio(publish)).toMatchObject({ status: 409, message: STUDIO_MESSAGES.unreviewed });
    expect((await t.app.db.select().from(scenarioDrafts).where(eq(scenarioDrafts.slug, slug)))[0].revision).toBe(1);
    expect(await toStudio({ ...publish, revisado: "si" })).toMatchObject({ status: 200 });
  });
});

describe("the audit log", () => {
  const lines = (slug: string) =>
    t.app.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(sql`json_extract(${auditLog.details}, '$.escenario') = ${slug}`)
      .orderBy(desc(auditLog.id));

  it("records saves, discards, archives and restores, each once and only when it happened", async () => {
    const slug = "caso-auditado";
    const file = caseFile(slug);
    expect(await toStudio({ intent: "import", revision: "0", archivo: upload(JSON.stringify(file)) })).toMatchObject({ status: 200 });
    // A second import over revision 0 writes nothing, and so records nothing.
    expect(await toStudio({ intent: "import", revision: "0", archivo: upload(JSON.stringify(file)) })).toMatchObject({ status: 409 });
    expect(await toStudio({ intent: "import", revision: "1", archivo: upload(JSON.stringify(file)) })).toMatchObject({ status: 200 });
    const discard: [string, string][] = [
      ["intent", "descartar"],
      ["modo", "online"],
      ["slug", slug],
      ["confirmar", "on"],
    ];
    // Over a revision it no longer has: nothing removed, nothing recorded.
    expect(await toEditor([...discard, ["revision", "1"]])).toMatchObject({ status: 409 });
    expect(await toEditor([...discard, ["revision", "2"]])).toMatchObject({ status: 302 });
    expect((await lines(slug)).map((line) => line.action)).toEqual([
      "scenario.draft_discarded",
      "scenario.draft_saved",
      "scenario.draft_saved",
    ]);
    expect((await lines(slug))[0]).toMatchObject({
      actorId: adminId,
      details: { escenario: slug, modo: "online", titulo: `Caso ${slug}` },
    });

    const archived = await scenarioIdBySlug(t.app, "crisis-asmatica-grave");
    expect(await toStudio({ intent: "archive", scenarioId: String(archived) })).toMatchObject({ status: 200 });
    expect(await toStudio({ intent: "restore", scenarioId: String(archived) })).toMatchObject({ status: 200 });
    expect(await toStudio({ intent: "archive", scenarioId: "999999" })).toMatchObject({ status: 404 });
    expect((await lines("crisis-asmatica-grave")).map((line) => line.action)).toEqual(["scenario.restored", "scenario.archived"]);
  });
});
