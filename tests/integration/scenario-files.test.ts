/**
 * Cases as files (issue 12, §3): the seed catalogue is files of the published format, loaded by the
 * same parser an import uses; each one, stored, exports to itself; the published JSON Schema
 * accepts every one; the parser refuses hostile files with their problems listed by path.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv2020 from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readScenarioFile, SCENARIO_SCHEMA_PATH } from "../../app/scenario-format/files";
import { ROOT } from "../../scripts/stack";
import * as exportRoute from "~/routes/admin.escenarios.$id.exportar";
import * as schemaRoute from "~/routes/esquemas.escenario-v2[.]json";
import { adminIdOf, approvedUser, routeOutcome, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

let t: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.stop();
});

const seedFiles = (["online", "presencial"] as const).flatMap((mode) =>
  readdirSync(join(ROOT, "db/seed", mode))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ mode, name, text: readFileSync(join(ROOT, "db/seed", mode, name), "utf8") })),
);

async function exported(cookie: string, id: number | string, mode: string) {
  const request = new Request(`http://127.0.0.1:8787/admin/escenarios/${id}/exportar?modo=${mode}`, { headers: { Cookie: cookie } });
  return exportRoute.loader({ request, params: { id: String(id) }, context: { app: { ...t.app } } as never });
}

describe("cases as files", () => {
  it("the seed is files of the format: 20 online and 12 in-person", () => {
    expect(seedFiles.filter((f) => f.mode === "online")).toHaveLength(20);
    expect(seedFiles.filter((f) => f.mode === "presencial")).toHaveLength(12);
  });

  it("every seed case, stored, exports to the same file", async () => {
    const cookie = await signedInCookie(t.app, await adminIdOf(t.app));
    for (const file of seedFiles) {
      const json = JSON.parse(file.text) as { escenario: { slug: string } };
      const answer = await exported(cookie, await scenarioIdBySlug(t.app, json.escenario.slug), file.mode);
      expect(answer.headers.get("Content-Disposition"), file.name).toBe(`attachment; filename="${json.escenario.slug}.json"`);
      expect(JSON.parse(await answer.text()), file.name).toEqual(json);
    }
  });

  it("export is for administrators; an unknown scenario or mode is 404", async () => {
    const someone = await approvedUser(t.app);
    const id = await scenarioIdBySlug(t.app, "shock-septico-lactante");
    const theirs = await signedInCookie(t.app, someone.id);
    expect(await routeOutcome(() => exported(theirs, id, "online"))).toMatchObject({ status: 302, location: "/dashboard" });
    expect(await routeOutcome(() => exported("", id, "online"))).toMatchObject({ status: 302 });
    const admin = await signedInCookie(t.app, await adminIdOf(t.app));
    expect(await routeOutcome(() => exported(admin, 999_999, "online"))).toMatchObject({
      status: 404,
      message: "Escenario no encontrado.",
    });
    expect(await routeOutcome(() => exported(admin, id, "presencial"))).toMatchObject({ status: 404 });
    expect(await routeOutcome(() => exported(admin, "1 or 1=1", "online"))).toMatchObject({ status: 404 });
  });

  it("the JSON Schema published at its stable address accepts every seed file and refuses a broken one", async () => {
    expect(SCENARIO_SCHEMA_PATH).toBe("/esquemas/escenario-v2.json");
    const answer = schemaRoute.loader();
    expect(answer.headers.get("Content-Type")).toContain("application/schema+json");
    const schema = (await answer.json()) as object;
    const validate = new Ajv2020({ strict: false }).compile(schema);
    for (const file of seedFiles) expect(validate(JSON.parse(file.text)), `${file.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    expect(validate({ ...JSON.parse(seedFiles[0].text), version: 1 })).toBe(true);
    const broken = JSON.parse(seedFiles[0].text);
    broken.escenario.steps[0].questions[0].options = "una sola";
    expect(validate(broken)).toBe(false);
  });

  it("refuses hostile files whole, with each problem by its path", () => {
    const good = JSON.parse(seedFiles[0].text);
    expect(readScenarioFile("esto no es JSON")).toEqual({
      ok: false,
      reason: "invalid",
      problems: [{ path: "", message: "El archivo no es JSON válido." }],
    });
    const wrongType = structuredClone(good);
    wrongType.escenario.steps[1].questions[0].correct_option = "B";
    expect(readScenarioFile(JSON.stringify(wrongType))).toMatchObject({
      ok: false,
      problems: [{ path: "escenario.steps.1.questions.0.correct_option" }],
    });
    const unknown = { ...good, macro: "rm -rf" };
    expect(readScenarioFile(JSON.stringify(unknown))).toMatchObject({ ok: false, problems: [{ path: "" }] });
    // A version-1 file is read as version 2, with everything else as it was.
    expect(readScenarioFile(JSON.stringify({ ...good, version: 1 }))).toEqual({ ok: true, file: { ...good, version: 2 } });
    const future = { ...good, version: 3 };
    expect(readScenarioFile(JSON.stringify(future))).toMatchObject({ ok: false, problems: [{ path: "version" }] });
    const outOfRange = structuredClone(good);
    outOfRange.escenario.steps[0].questions[0].correct_option = 9;
    const read = readScenarioFile(JSON.stringify(outOfRange));
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problems.map((p) => p.path)).toContain("escenario.steps.0.questions.0.correct_option");
  });
});
