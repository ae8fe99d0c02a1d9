/**
 * Case images in Chromium (issue 12, §4): an administrator uploads an X-ray with its alternative
 * text in the studio (an HTML file named .png is refused), a case uses it on an in-person `imagen`
 * variable, and when the instructor reveals that variable the projection shows it large.
 */
import { expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readScenarioFile } from "../../app/scenario-format/files";
import { seedCatalogue } from "../../app/scenario-format/publish.server";
import { createDb } from "../../app/server/db.server";
import { ROOT } from "../../scripts/stack";
import { E2E_ADMIN, expectAccessible, expectProjectionAccessible, liveSession, logIn, send } from "./support";

const PNG = readFileSync(join(ROOT, "tests/fixtures/radiografia.png"));
const KEY = `${createHash("sha256").update(PNG).digest("hex")}.png`;
const ALT = "ECG de 12 derivaciones: taquicardia sinusal con QRS estrecho";
const SLUG = "estatus-epileptico-con-ecg";

/** The seed's in-person status epilepticus under another slug, its ECG variable showing the uploaded image; published by the seed's own importer. */
async function publishCaseWithImage() {
  const json = JSON.parse(readFileSync(join(ROOT, "db/seed/presencial/03-estatus-epileptico-convulsivo.json"), "utf8"));
  json.escenario.slug = SLUG;
  json.escenario.title = "Estatus epiléptico (con ECG)";
  json.escenario.variables.find((v: { key: string }) => v.key === "ecg").image = { key: KEY, alt: ALT };
  const read = readScenarioFile(JSON.stringify(json));
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await seedCatalogue(db, [read.file]);
  db.$client.close();
}

test("an admin uploads an X-ray with its alternative text; revealed in a session, the projection shows it large", async ({ browser }) => {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.waitForURL("**/dashboard");
  await admin.goto("/admin/escenarios/imagenes");
  await expect(admin.getByRole("heading", { name: "Imágenes de los casos", level: 1 })).toBeVisible();
  await expect(admin.getByRole("link", { name: "← Escenarios" })).toHaveAttribute("href", "/admin/escenarios");
  await expectAccessible(admin);

  const upload = admin.getByRole("region", { name: "Subir una imagen" });
  // A page that calls itself .png is refused by what it contains.
  await upload.getByLabel("Archivo de imagen").setInputFiles({
    name: "radiografia.png",
    mimeType: "image/png",
    buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
  });
  await upload.getByLabel("Texto alternativo").fill("Radiografía");
  await upload.getByRole("button", { name: "Subir imagen" }).click();
  await expect(upload.getByRole("alert")).toContainText("El archivo no es una imagen PNG, JPEG o WebP");
  await expect(upload.getByLabel("Archivo de imagen")).toHaveAccessibleDescription(/El archivo no es una imagen/);
  await expectAccessible(admin);

  await upload.getByLabel("Archivo de imagen").setInputFiles({ name: "ecg.png", mimeType: "image/png", buffer: PNG });
  await upload.getByLabel("Texto alternativo").fill(ALT);
  await upload.getByRole("button", { name: "Subir imagen" }).click();
  await expect(upload.getByRole("status")).toContainText("Imagen guardada");
  await expect(upload.getByRole("status")).toContainText(KEY);
  const row = admin.getByRole("table", { name: "Imágenes subidas" }).getByRole("row").filter({ hasText: KEY });
  await expect(row.getByRole("img", { name: ALT })).toBeVisible();
  await expect(row.getByRole("cell").nth(1)).toHaveText(new RegExp(`${ALT}$`));
  await expectAccessible(admin);
  await context.close();

  await publishCaseWithImage();
  const live = await liveSession(browser, SLUG);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await screenContext.newPage();
  await screen.goto(`/presencial-alumno/${live.code}?mute=1`);
  await expect(screen.getByText("Conectado")).toBeVisible();
  await expect(screen.getByRole("img", { name: ALT })).toHaveCount(0);

  await send(live, { intent: "show", variableId: String(live.variables.get("ecg")) });
  const picture = screen.getByRole("region", { name: "Imágenes" }).getByRole("img", { name: ALT });
  await expect(picture).toBeVisible();
  await expect(screen.getByRole("region", { name: "Imágenes" })).toContainText("Taquicardia sinusal a 158 lpm");
  // Loaded (not a broken image) and large: most of the screen's width beside the patient column.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  const box = (await picture.boundingBox())!;
  expect(box.width).toBeGreaterThan(600);
  // Nothing falls off the projector's screen.
  const height = await screen.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThanOrEqual(720);
  await expectProjectionAccessible(screen);

  await screenContext.close();
  await live.close();
});
