/**
 * The living patient as a room sees it: two sequences of each in-person case's physiology exam,
 * recorded through the real console at their simulation seconds, with the projection reading what
 * the patient shows. The clock is moved by setting when the session started (as if that much time
 * had passed), then «Refrescar pantalla» sends the screens the session again.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { presencialSessions } from "../../db/schema";
import { readScenarioFile } from "../../app/scenario-format/files";
import { createDb } from "../../app/server/db.server";
import { confirmDualSession, finishSession } from "./support";
import { PRESSURE_LABEL } from "../../app/presencial/vocabulary";

type Step = { key: string; at: number; amount?: number; route?: string };
const FILES = {
  "shock-septico-pediatrico": "db/seed/presencial/01-shock-septico-pediatrico.json",
  "anafilaxia-antibiotico-iv": "db/seed/presencial/02-anafilaxia-antibiotico-iv.json",
  "estatus-epileptico-convulsivo": "db/seed/presencial/03-estatus-epileptico-convulsivo.json",
} as const;
type Slug = keyof typeof FILES;

function interventionsOf(slug: Slug) {
  const read = readScenarioFile(readFileSync(FILES[slug], "utf8"));
  if (!read.ok || read.file.modo !== "presencial") throw new Error(`${slug} no se pudo leer`);
  return new Map(read.file.escenario.interventions.map((i) => [i.key, i]));
}

/**
 * The session's clock at `seconds`: it started that long ago. A change made outside the room bumps
 * the session's version, as every writer does, so that the room reads the session again.
 */
async function atSecond(sessionId: string, seconds: number) {
  const db = createDb(process.env.E2E_DATABASE_URL!);
  await db
    .update(presencialSessions)
    .set({ startedAt: new Date(Date.now() - seconds * 1000).toISOString(), version: sql`${presencialSessions.version} + 1` })
    .where(eq(presencialSessions.id, sessionId));
  db.$client.close();
}

async function open(browser: Browser, slug: Slug, shown: string[]) {
  const instructor = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const console_ = await instructor.newPage();
  const { sessionId } = await confirmDualSession(console_, slug);
  const code = (await console_.getByLabel(/^Código público/).textContent())!.trim();
  const room = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const screen = await room.newPage();
  await screen.goto(`/presencial-alumno/${code}?mute=1`);
  await console_.getByRole("button", { name: "Iniciar", exact: true }).click();
  await expect(screen.getByRole("status").filter({ hasText: "En curso" })).toBeVisible();
  // Each value's sensor: the cuff for the pressure, else the first that reads it.
  for (const label of shown) {
    const group = console_.getByRole("group", { name: label, exact: true });
    await group
      .getByRole("button", { name: label.startsWith("Tensión") ? "Conectar Manguito de presión" : /^Conectar / })
      .first()
      .click();
    await expect.poll(() => reading(screen, label)).not.toBeUndefined();
  }
  const pressure = shown.find((label) => label.startsWith("Tensión"));
  const interventions = interventionsOf(slug);
  return {
    console_,
    screen,
    /** Each step recorded through its own form, at its second of simulation. */
    async run(steps: Step[]) {
      for (const step of steps) {
        await atSecond(sessionId, step.at);
        const def = interventions.get(step.key)!;
        const form = console_.getByRole("form", { name: def.label, exact: true });
        if (step.amount !== undefined) await form.getByLabel(/^Dosis/).fill(String(step.amount).replace(".", ","));
        if (step.route && def.routes.length > 1) await form.getByLabel("Vía").selectOption(step.route);
        const recorded = console_.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/presencial/instructor/"));
        await form.getByRole("button", { name: "Registrar ahora" }).click();
        expect((await recorded).status()).toBe(200);
      }
    },
    /** The screens are sent the session again with its clock at `seconds`. */
    async show(seconds: number) {
      await atSecond(sessionId, seconds);
      const sent = console_.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/presencial/instructor/"));
      await console_.getByRole("button", { name: "Refrescar pantalla" }).click();
      expect((await sent).status()).toBe(200);
      // The cuff measures now; its reading comes at the end of its cycle.
      if (pressure) await console_.getByRole("group", { name: pressure, exact: true }).getByRole("button", { name: "Medir TA" }).click();
    },
    close: async () => Promise.all([instructor.close(), room.close()]),
  };
}

/** A vital sign as the projection shows it: a number, null for '---', undefined while not shown. */
async function reading(screen: Page, label: string): Promise<number | null | undefined> {
  // The cuff reads systolic and diastolic together: one tile, «Tensión arterial», the systolic first.
  const tileLabel = label.startsWith("Tensión arterial") ? PRESSURE_LABEL : label;
  const tile = screen.getByRole("region", { name: "Constantes" }).getByRole("listitem").filter({ hasText: tileLabel });
  if ((await tile.count()) === 0) return undefined;
  const text = (await tile.first().textContent())!.replace(tileLabel, "");
  if (text.includes("---")) return null;
  const number = /-?\d+(?:,\d+)?/.exec(text);
  return number ? Number(number[0].replace(",", ".")) : undefined;
}

const within = async (screen: Page, label: string, [lo, hi]: [number, number]) =>
  expect
    .poll(
      async () => {
        const value = await reading(screen, label);
        return typeof value === "number" && value >= lo && value <= hi ? "en rango" : `${label}: ${value}`;
      },
      { timeout: 30_000 },
    )
    .toBe("en rango");

test.describe("el paciente vivo en la sala", () => {
  test("shock séptico: volumen, antibiótico y adrenalina 0,1 a tiempo restauran la tensión en la proyección", async ({ browser }) => {
    const room = await open(browser, "shock-septico-pediatrico", ["Tensión arterial sistólica", "Saturación de O₂"]);
    await room.run([
      { key: "oxigeno", at: 30 },
      { key: "bolo_cristaloide", at: 150, amount: 10, route: "IV" },
      { key: "bolo_cristaloide", at: 480, amount: 10, route: "IV" },
      { key: "inicio_antibiotico", at: 600, amount: 800, route: "IV" },
      { key: "adrenalina_perfusion", at: 900, amount: 0.1, route: "IV" },
    ]);
    await room.show(1500);
    await within(room.screen, "Tensión arterial sistólica", [100, 116]);
    await within(room.screen, "Saturación de O₂", [96, 100]);
    await room.close();
  });

  test("shock séptico: adrenalina ×10 se marca en la consola y la sala ve su toxicidad", async ({ browser }) => {
    const room = await open(browser, "shock-septico-pediatrico", ["Frecuencia cardiaca", "Tensión arterial sistólica"]);
    await room.run([
      { key: "oxigeno", at: 30 },
      { key: "acceso_vascular", at: 60, route: "IV" },
      { key: "hemocultivo", at: 120 },
      { key: "bolo_cristaloide", at: 150, amount: 10, route: "IV" },
      { key: "bolo_cristaloide", at: 480, amount: 10, route: "IV" },
      { key: "inicio_antibiotico", at: 600, amount: 800, route: "IV" },
      { key: "bolo_cristaloide", at: 780, amount: 10, route: "IV" },
      { key: "bolo_cristaloide", at: 1020, amount: 10, route: "IV" },
      { key: "adrenalina_perfusion", at: 1080, amount: 1, route: "IV" },
    ]);
    await expect(room.console_.getByText("Dosis fuera de rango: 10 veces la esperada").first()).toBeVisible();
    await room.show(1260);
    await within(room.screen, "Frecuencia cardiaca", [185, 230]);
    await within(room.screen, "Tensión arterial sistólica", [140, 175]);
    await room.close();
  });

  test("anafilaxia: adrenalina IM a tiempo y la perfusión en la refractaria estabilizan al paciente", async ({ browser }) => {
    const room = await open(browser, "anafilaxia-antibiotico-iv", ["Tensión arterial sistólica", "Saturación de O₂"]);
    await room.run([
      { key: "suspender_antibiotico", at: 20 },
      { key: "posicion", at: 30 },
      { key: "oxigeno", at: 40 },
      { key: "adrenalina_im", at: 60, amount: 0.3, route: "IM" },
      { key: "bolo_cristaloide", at: 180, amount: 10, route: "IV" },
      { key: "adrenalina_im", at: 360, amount: 0.3, route: "IM" },
      { key: "salbutamol_nebulizado", at: 420, amount: 5, route: "nebulizada" },
      { key: "adrenalina_perfusion", at: 660, amount: 0.1, route: "IV" },
    ]);
    await room.show(1200);
    await within(room.screen, "Tensión arterial sistólica", [98, 110]);
    await within(room.screen, "Saturación de O₂", [97, 100]);
    await expect(room.console_.getByText("Ritmo: Taquicardia sinusal")).toBeVisible();
    // The report times the first dose and tells what the patient did by itself.
    await finishSession(room.console_);
    await room.console_.waitForURL(/\/informe\?session=/);
    const kpis = room.console_.getByRole("region", { name: "Indicadores clínicos" });
    await expect(kpis.getByText("Tiempo hasta adrenalina IM")).toBeVisible();
    await expect(kpis.getByText(/^T\+1:0\d$/)).toBeVisible();
    await expect(room.console_.getByText(/Adrenalina IM \(1 mg\/ml\) · 0,3 mg · IM/).first()).toBeVisible();
    // In the timeline's entries (the course chart names the same response in its markers' hidden titles).
    await expect(
      room.console_
        .getByRole("list", { name: "Entradas de la cronología" })
        .getByText(/El paciente responde/)
        .first(),
    ).toBeVisible();
    await room.close();
  });

  test("anafilaxia: la dosis IM (300 microgramos) en bolo IV da taquicardia ventricular y crisis hipertensiva", async ({ browser }) => {
    const room = await open(browser, "anafilaxia-antibiotico-iv", ["Tensión arterial sistólica"]);
    await room.run([
      { key: "suspender_antibiotico", at: 20 },
      { key: "adrenalina_iv_bolo", at: 60, amount: 300, route: "IV" },
    ]);
    await expect(room.console_.getByText(/Dosis (fuera de rango: 10 veces la esperada|tóxica para este peso)/).first()).toBeVisible();
    await room.show(120);
    await within(room.screen, "Tensión arterial sistólica", [150, 190]);
    await expect(room.console_.getByText("Ritmo: Taquicardia ventricular con pulso")).toBeVisible();
    // The defibrillator as on a real one: energy, synchronised, charge, shock (1 J/kg: a right first cardioversion).
    await room.console_.getByRole("tab", { name: "Paciente" }).click();
    const defibrillator = room.console_.getByRole("form", { name: "Desfibrilador" });
    await defibrillator.getByLabel("Energía (J)").fill("30");
    await defibrillator.getByLabel("Sincronizada").check();
    await expect(defibrillator.getByRole("button", { name: "Descargar" })).toBeDisabled();
    await defibrillator.getByRole("button", { name: "Cargar", exact: true }).click();
    await defibrillator.getByRole("button", { name: "Descargar" }).click();
    await room.console_.getByRole("tab", { name: "Línea de tiempo" }).click();
    await expect(room.console_.getByText(/Descarga de 30 J \(1 J\/kg\), sincronizada/)).toBeVisible();
    await room.close();
  });

  test("estatus epiléptico: dos benzodiacepinas y levetiracetam a tiempo; la crisis cede al terminar la carga", async ({ browser }) => {
    const room = await open(browser, "estatus-epileptico-convulsivo", ["Frecuencia cardiaca"]);
    await room.run([
      { key: "via_aerea", at: 20 },
      { key: "oxigeno", at: 30 },
      { key: "glucemia_capilar", at: 45 },
      { key: "midazolam", at: 60, amount: 5, route: "bucal" },
      { key: "acceso_vascular", at: 150, route: "IV" },
      { key: "glucosa_10", at: 200, amount: 2, route: "IV" },
      { key: "diazepam", at: 360, amount: 3, route: "IV" },
      { key: "levetiracetam", at: 660, amount: 960, route: "IV" },
    ]);
    // The console's line «Ritmo: … · states» names what holds now.
    const now = room.console_.getByText(/^Ritmo: /);
    await room.show(1200);
    await expect(now).toContainText("Crisis convulsiva en curso");
    await room.show(1320);
    await within(room.screen, "Frecuencia cardiaca", [125, 155]);
    await expect(now).not.toContainText("Crisis convulsiva en curso");
    await expect(now).toContainText("Periodo poscrítico");
    await room.close();
  });

  test("estatus epiléptico: midazolam IV ×10 deja al niño en apnea; la ventilación con bolsa-mascarilla lo rescata", async ({
    browser,
  }) => {
    const room = await open(browser, "estatus-epileptico-convulsivo", ["Frecuencia respiratoria", "Saturación de O₂"]);
    await room.run([
      { key: "oxigeno", at: 30 },
      { key: "acceso_vascular", at: 40, route: "IV" },
      { key: "midazolam", at: 60, amount: 32, route: "IV" },
    ]);
    await expect(room.console_.getByText(/Dosis (fuera de rango: 10 veces la esperada|tóxica para este peso)/).first()).toBeVisible();
    // Two minutes of apnoea without ventilation bring hypoxic bradycardia (clinical review of 26/11/2026): SatO₂ falls below 60 %.
    await room.show(300);
    await within(room.screen, "Frecuencia respiratoria", [0, 0]);
    await within(room.screen, "Saturación de O₂", [48, 62]);
    await room.run([{ key: "ventilacion_bolsa_mascarilla", at: 310 }]);
    await room.show(600);
    await within(room.screen, "Frecuencia respiratoria", [14, 40]);
    await within(room.screen, "Saturación de O₂", [93, 100]);
    await room.close();
  });
});
