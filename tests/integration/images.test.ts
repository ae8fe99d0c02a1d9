/**
 * Case images (issue 12, §4) through the real Worker under the local server, with its local R2: an
 * admin's PNG comes back byte for byte with caching headers; a file that is really HTML, one of
 * 6 MB, one without alternative text and anyone but an admin are refused, and nothing is stored;
 * a JPEG and a PNG with a patient's name in their metadata are served without it.
 * A scenario file that uses an image (in-person variable, online brief) exports to itself. Needs the built app (npm test builds first).
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scenarioImages } from "../../db/schema";
import { readScenarioFile } from "../../app/scenario-format/files";
import { seedCatalogue } from "../../app/scenario-format/publish.server";
import { IMAGE_UPLOAD_PATH } from "~/domain/images";
import { batchOf } from "~/server/db.server";
import { exportScenario } from "~/server/scenario-files.server";
import { freePort, ROOT, startWorker, type Started } from "../../scripts/stack";
import {
  CLEAN_JPEG,
  CLEAN_PNG,
  containsText,
  DNI,
  JPEG_WITH_METADATA,
  jpegSize,
  PATIENT,
  PNG_WITH_METADATA,
  pngSize,
} from "../image-fixtures";
import { adminIdOf, approvedUser, scenarioIdBySlug, signedInCookie, startTestApp } from "./harness";

const SESSION_SECRET = "integration-secret-integration-secret"; // the harness's, so the Worker reads its cookies
const PNG = readFileSync(join(ROOT, "tests/fixtures/radiografia.png"));
const ALT = "Radiografía de tórax AP: campos pulmonares sin condensaciones";

let t: Awaited<ReturnType<typeof startTestApp>>;
let dir: string;
let worker: Started;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), "simped-images-"));
  worker = await startWorker({
    port: await freePort(),
    stateDir: join(dir, "wrangler"),
    quiet: true,
    vars: { APP_ENV: "test", DATABASE_URL: t.app.env.DATABASE_URL, SESSION_SECRET, RATE_LIMIT_FACTOR: "1000" },
  });
  admin = await signedInCookie(t.app, await adminIdOf(t.app));
}, 90_000);

afterAll(async () => {
  await worker?.stop();
  await t?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The upload form as a browser without JavaScript posts it: the page comes back with the answer. */
async function upload(cookie: string, file: { bytes: Uint8Array; name: string; type: string } | null, alt: string | null) {
  const form = new FormData();
  if (file) form.set("imagen", new File([file.bytes as Uint8Array<ArrayBuffer>], file.name, { type: file.type }));
  if (alt !== null) form.set("alt", alt);
  const response = await fetch(`${worker.url}${IMAGE_UPLOAD_PATH}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: worker.url },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, html: await response.text(), location: response.headers.get("Location") };
}

const keyOf = (bytes: Uint8Array, extension: string) => `${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
const served = (key: string, headers: Record<string, string> = {}) => fetch(`${worker.url}/imagenes/${key}`, { headers });
const stored = async () => (await t.app.db.select({ key: scenarioImages.key }).from(scenarioImages)).map((row) => row.key);

describe("uploading an image", () => {
  it("an admin's PNG is stored and served back byte for byte, cached for good (its key is its hash)", async () => {
    const answer = await upload(admin, { bytes: PNG, name: "rx.png", type: "image/png" }, `  ${ALT} `);
    const key = keyOf(PNG, "png");
    expect(answer.status).toBe(200);
    expect(answer.html).toContain("Imagen guardada.");
    expect(answer.html).toContain(key);
    const [row] = await t.app.db.select().from(scenarioImages).where(eq(scenarioImages.key, key));
    expect(row).toMatchObject({ alt: ALT, contentType: "image/png", bytes: PNG.length, uploadedBy: await adminIdOf(t.app) });

    // Served without a session: the projector has none.
    const image = await served(key);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const etag = image.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await served(key, { "If-None-Match": etag! });
    expect(again.status).toBe(304);

    // The page lists it with its preview, its alternative text and the reference to use in a scenario.
    const page = await fetch(`${worker.url}${IMAGE_UPLOAD_PATH}`, { headers: { Cookie: admin } });
    const html = await page.text();
    expect(html).toContain(`src="/imagenes/${key}"`);
    expect(html).toContain(`alt="${ALT}"`);

    // The same bytes again keep their record.
    const twice = await upload(admin, { bytes: PNG, name: "otra.png", type: "image/png" }, "Otro texto");
    expect(twice.html).toContain("Esta imagen ya estaba subida");
    expect((await t.app.db.select().from(scenarioImages).where(eq(scenarioImages.key, key)))[0].alt).toBe(ALT);
  });

  it("an HTML page named .png is refused by its content, in Spanish, and nothing is stored", async () => {
    const before = await stored();
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    const answer = await upload(admin, { bytes: html, name: "radiografia.png", type: "image/png" }, "Radiografía");
    expect(answer.status).toBe(415);
    expect(answer.html).toContain("El archivo no es una imagen PNG, JPEG o WebP (se comprueba su contenido, no su nombre)");
    expect(await stored()).toEqual(before);
    for (const extension of ["png", "jpg", "webp"]) expect((await served(keyOf(html, extension))).status).toBe(404);
  });

  it("6 MB is refused before it is read, with the limit in Spanish; nothing is stored", async () => {
    const before = await stored();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG.subarray(0, 64));
    const answer = await upload(admin, { bytes: big, name: "grande.png", type: "image/png" }, "Radiografía");
    expect(answer.status).toBe(413);
    expect(answer.html).toContain("La imagen pesa más de 5 MB");
    expect(await stored()).toEqual(before);
    expect((await served(keyOf(big, "png"))).status).toBe(404);
  });

  it("an image without alternative text, or without a file, is refused and nothing is stored", async () => {
    const before = await stored();
    const other = Buffer.concat([PNG, Buffer.from([0])]); // other bytes, another key
    for (const alt of [null, "   "]) {
      const answer = await upload(admin, { bytes: other, name: "rx.png", type: "image/png" }, alt);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain("Escribe el texto alternativo");
    }
    const noFile = await upload(admin, null, ALT);
    expect([noFile.status, noFile.html.includes("Elige un archivo de imagen")]).toEqual([400, true]);
    expect(await stored()).toEqual(before);
    expect((await served(keyOf(other, "png"))).status).toBe(404);
  });

  it("only admins upload: anyone else is refused and nothing is stored; the page asks for a session", async () => {
    const before = await stored();
    const someone = await approvedUser(t.app);
    const other = Buffer.concat([PNG, Buffer.from([1])]);
    const theirs = await upload(await signedInCookie(t.app, someone.id), { bytes: other, name: "rx.png", type: "image/png" }, ALT);
    expect(theirs.status).toBe(403);
    expect(theirs.html).toContain("Acceso restringido");
    const nobody = await upload("", { bytes: other, name: "rx.png", type: "image/png" }, ALT);
    expect([nobody.status, nobody.location]).toEqual([302, "/"]);
    expect(await stored()).toEqual(before);
    const page = await fetch(`${worker.url}${IMAGE_UPLOAD_PATH}`, { redirect: "manual" });
    expect(page.status).toBe(302);
  });

  it("a JPEG and a PNG carrying a patient's name and DNI in their metadata are stored and served without it, and still decode", async () => {
    for (const image of [
      { bytes: JPEG_WITH_METADATA, clean: CLEAN_JPEG, name: "paciente.jpg", type: "image/jpeg", extension: "jpg", size: jpegSize },
      { bytes: PNG_WITH_METADATA, clean: CLEAN_PNG, name: "paciente.png", type: "image/png", extension: "png", size: pngSize },
    ]) {
      expect(containsText(image.bytes, PATIENT) && containsText(image.bytes, DNI)).toBe(true);
      const answer = await upload(admin, image, "Lesión cutánea en el antebrazo");
      expect(answer.status).toBe(200);
      // The key is the hash of what is stored: the picture without its metadata.
      const key = keyOf(image.clean, image.extension);
      expect(answer.html).toContain(key);
      expect((await served(keyOf(image.bytes, image.extension))).status).toBe(404);
      const [row] = await t.app.db.select().from(scenarioImages).where(eq(scenarioImages.key, key));
      expect(row.bytes).toBe(image.clean.length);

      const response = await served(key);
      expect(response.status).toBe(200);
      const body = new Uint8Array(await response.arrayBuffer());
      expect(containsText(body, PATIENT)).toBe(false);
      expect(containsText(body, DNI)).toBe(false);
      expect(Buffer.from(body).equals(Buffer.from(image.clean))).toBe(true);
      expect(image.size(body)).toEqual(image.size(image.clean));
    }
  });

  it("alternative text with control, bidi or zero-width characters is refused and nothing is stored", async () => {
    const before = await stored();
    for (const alt of ["Radiografía\u0000", "Radiografía \u202Eedn", "Radio\u200Bgrafía", "\u2066ECG\u2069"]) {
      const answer = await upload(admin, { bytes: PNG, name: "rx.png", type: "image/png" }, alt);
      expect(answer.status).toBe(400);
      expect(answer.html).toContain("El texto contiene caracteres no permitidos.");
    }
    expect(await stored()).toEqual(before);
  });

  it("an unknown or malformed key is 404", async () => {
    expect((await served(`${"0".repeat(64)}.png`)).status).toBe(404);
    expect((await served("..%2F..%2Fwrangler.toml")).status).toBe(404);
    expect((await served("radiografia.png")).status).toBe(404);
  });
});

describe("a scenario that uses an image", () => {
  it("an in-person image variable keeps its image through publishing and export; only 'imagen' variables take one", async () => {
    const text = readFileSync(join(ROOT, "db/seed/presencial/03-estatus-epileptico-convulsivo.json"), "utf8");
    const json = JSON.parse(text);
    json.escenario.slug = "estatus-con-imagen";
    json.escenario.title = "Estatus con imagen";
    const variable = json.escenario.variables.find((v: { key: string }) => v.key === "ecg");
    variable.image = { key: keyOf(PNG, "png"), alt: "ECG: taquicardia sinusal con QRS estrecho" };
    const read = readScenarioFile(JSON.stringify(json));
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    await seedCatalogue(t.app.db, [read.file]);
    const id = await scenarioIdBySlug(t.app, "estatus-con-imagen");
    expect(await exportScenario(t.app.db, id, "presencial", batchOf(t.app.db))).toEqual(json);

    // An online brief shows its images too.
    const online = JSON.parse(readFileSync(join(ROOT, "db/seed/online/05-cetoacidosis-diabetica.json"), "utf8"));
    online.escenario.slug = "cetoacidosis-con-imagen";
    online.escenario.brief.images = [{ key: keyOf(PNG, "png"), alt: "Radiografía de tórax AP sin hallazgos" }];
    const briefRead = readScenarioFile(JSON.stringify(online));
    if (!briefRead.ok) throw new Error(JSON.stringify(briefRead.problems));
    await seedCatalogue(t.app.db, [briefRead.file]);
    const onlineId = await scenarioIdBySlug(t.app, "cetoacidosis-con-imagen");
    expect(await exportScenario(t.app.db, onlineId, "online", batchOf(t.app.db))).toEqual(online);

    const wrong = structuredClone(json);
    wrong.escenario.variables.find((v: { key: string }) => v.key === "fc").image = variable.image;
    const refused = readScenarioFile(JSON.stringify(wrong));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.problems.map((p) => p.message)).toContain("solo las variables de tipo 'imagen' llevan imagen");
  });
});
