/**
 * The course chart (app/presencial/course-chart.tsx) and the studio's fast-clock preview
 * (app/presencial/course-preview.tsx), drawn to HTML on a small model parsed by the format: one
 * line per variable, broken where nothing can be measured; the rhythm band; a flagged dose's
 * marker named with what it was and when; and a plan that changes the course.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { amountText, CourseChart, courseMarkers, markerName, sampleCourse, type ChartVariable } from "~/presencial/course-chart";
import { CoursePreview, parseMinute, plannedCourse, plannedLog, type CourseCase, type PlannedAction } from "~/presencial/course-preview";
import { simulate } from "~/presencial/model/engine";
import { modelSchema } from "~/presencial/model/format";

const model = modelSchema.parse({
  variables: [
    { key: "fc", initial: 120, low: 0, high: 250, noise: 0 },
    { key: "sat", initial: 96, low: 0, high: 100, noise: 0 },
  ],
  rhythm: "sinusal",
  states: [],
  drugs: [
    {
      intervention: "adrenalina",
      route: "IV",
      onset_s: 10,
      peak_s: 30,
      duration_s: 300,
      therapeutic_from_per_kg: 0.01,
      therapeutic_to_per_kg: 0.01,
      toxic_per_kg: 0.1,
      effects: {
        infra: { changes: [{ variable: "fc", by: 5 }] },
        terapeutica: { changes: [{ variable: "fc", by: 20 }] },
        toxica: { changes: [{ variable: "fc", by: 80 }] },
      },
      source: "Ficha de prueba",
    },
  ],
  handlers: [
    { key: "parada", description: "El paciente entra en FV", when: { after_s: 120 }, do: { rhythm: "fv" } },
    { key: "recupera", description: "Vuelve a ritmo sinusal", when: { after_s: 240 }, do: { rhythm: "sinusal" } },
    {
      key: "responde",
      description: "Responde a la adrenalina",
      when: { given: [{ intervention: "adrenalina", bands: ["terapeutica"] }] },
      do: { trends: [{ variable: "sat", to: 99, over_s: 60 }] },
    },
  ],
});

const escenario: CourseCase = {
  estimated_minutes: 6,
  patient_overview: { weightKg: 10 },
  interventions: [
    { key: "adrenalina", label: "Adrenalina", dose: { unit: "mg/kg", default: 0.01 }, routes: ["IV", "IO"] },
    { key: "oxigeno", label: "Oxígeno", routes: [], continuous: true },
  ],
  variables: [
    { key: "fc", label: "FC", unit: "lpm" },
    { key: "sat", label: "SatO₂", unit: "%" },
  ],
  model,
};
const variables: ChartVariable[] = escenario.variables.map((v) => ({ ...v }));
const names = {
  intervention: (key: string) => {
    const i = escenario.interventions.find((x) => x.key === key);
    return i && { label: i.label, unit: i.dose?.unit };
  },
  handler: (key: string) => model.handlers.find((h) => h.key === key)?.description,
};

function chartOf(actions: PlannedAction[], durationS = 360) {
  const course = plannedCourse({ ...escenario, model }, actions);
  const log = plannedLog(actions, escenario.interventions);
  const states = sampleCourse(course, durationS);
  const markers = courseMarkers(course, names, log, durationS);
  const html = renderToStaticMarkup(createElement(CourseChart, { states, variables, markers, durationS, title: "Curso de prueba" }));
  return { course, states, markers, html };
}

const pathOf = (html: string, key: string) => {
  const paths = [...html.matchAll(new RegExp(`<path d="([^"]*)" data-variable="${key}"`, "g"))];
  return paths.map((m) => m[1]);
};
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

describe("the course chart", () => {
  const toxic: PlannedAction[] = [{ at: 60, kind: "intervention", key: "adrenalina", route: "IV", amount: 0.1 }];
  const { html, states, markers } = chartOf(toxic);

  it("samples the course every few seconds, with the seconds on either side of each change", () => {
    expect(states.length).toBeLessThan(100);
    expect(states[0].t).toBe(0);
    expect(states[states.length - 1].t).toBe(360);
    // The rhythm changes at 120 s and 240 s: the band starts exactly there.
    expect(states.some((s) => s.t === 119 && s.rhythm === "sinusal")).toBe(true);
    expect(states.some((s) => s.t === 120 && s.rhythm === "fv")).toBe(true);
  });

  it("draws one line per numeric variable, broken where the value is null", () => {
    expect(pathOf(html, "fc")).toHaveLength(1);
    expect(pathOf(html, "sat")).toHaveLength(1);
    // SatO₂ cannot be measured in VF (120–240 s): its line starts twice, and the gap is marked.
    const moves = pathOf(html, "sat")[0].match(/M/g) ?? [];
    expect(moves).toHaveLength(2);
    expect(html).toContain('data-gap="sat"');
    expect(html).toContain("no medible");
    expect(html).toMatch(/FC \(lpm\)/);
  });

  it("labels the rhythm band", () => {
    expect(html).toContain('data-rhythm="sinusal"');
    expect(html).toContain('data-rhythm="fv"');
    expect(html).toContain("Ritmo sinusal de T+0:00 a T+2:00");
    expect(html).toContain("Fibrilación ventricular de T+2:00 a T+4:00");
    expect(html).toMatch(/>Ritmo sinusal</);
  });

  it("draws a flagged dose as a focusable marker named with what it was, its band and when, and a visible label", () => {
    const name = "T+1:00 · Dosis: Adrenalina 0,1 mg/kg IV. Dosis tóxica";
    expect(markerName(markers.find((m) => m.kind === "dose")!)).toBe(name);
    const marker = [...html.matchAll(/<g tabindex="0" role="img" aria-label="([^"]*)" data-marker="dose" data-flagged="true"/g)];
    expect(marker.map((m) => decode(m[1]))).toEqual([name]);
    expect(html).toContain(">Tóxica</text>");
    // The handlers that fired are markers too, and every marker is listed in the text version.
    expect(html).toContain('aria-label="T+2:00 · Respuesta del paciente: El paciente entra en FV"');
    expect(html).toContain("<summary");
    expect(decode(html)).toContain(`<li>${name}</li>`);
  });

  it("draws a dose in range without a flag", () => {
    const { html: inRange } = chartOf([{ at: 30, kind: "intervention", key: "adrenalina", route: "IV", amount: 0.01 }]);
    expect(inRange).toContain('data-marker="dose"');
    expect(inRange).not.toContain('data-flagged="true"');
    expect(decode(inRange)).toContain("T+0:30 · Dosis: Adrenalina 0,01 mg/kg IV. En rango terapéutico");
  });
});

describe("the fast-clock preview's plan", () => {
  it("turns the author's plan into the engine's log", () => {
    const log = plannedLog(
      [
        { at: 60, kind: "intervention", key: "adrenalina", route: "IV", amount: 0.01 },
        { at: 90, kind: "intervention", key: "oxigeno" },
        { at: 150, kind: "intervention", key: "oxigeno", stop: true },
        { at: 130, kind: "shock", joules: 40, synchronised: false },
        { at: 200, kind: "rhythm", rhythm: "sinusal" },
        { at: 10, kind: "intervention", key: "desconocida" },
      ],
      escenario.interventions,
    );
    expect(log).toEqual([
      { at: 60, kind: "dose", intervention: "adrenalina", route: "IV", dose: 0.01 },
      { at: 90, kind: "start", intervention: "oxigeno" },
      { at: 150, kind: "stop", intervention: "oxigeno" },
      { at: 130, kind: "shock", joules: 40, synchronised: false },
      { at: 200, kind: "rhythm", rhythm: "sinusal" },
    ]);
  });

  it("changes the course when an action is added", () => {
    const untreated = plannedCourse({ ...escenario, model }, []);
    const treated = plannedCourse({ ...escenario, model }, [
      { at: 30, kind: "intervention", key: "adrenalina", route: "IV", amount: 0.01 },
    ]);
    expect(untreated.at(100).values.fc).toBe(120);
    expect(treated.at(100).values.fc).toBe(140);
    expect(untreated.fired.map((f) => f.key)).not.toContain("responde");
    expect(treated.fired.map((f) => f.key)).toContain("responde");
    expect(treated.doses.map((d) => d.band)).toEqual(["terapeutica"]);
    // The same plan gives the same course (the preview's seed is fixed).
    const again = plannedCourse({ ...escenario, model }, [{ at: 30, kind: "intervention", key: "adrenalina", route: "IV", amount: 0.01 }]);
    expect(again.until(360)).toEqual(treated.until(360));
  });

  it("writes amounts with a decimal comma and «microgramos» in full", () => {
    expect(amountText(0.1, "mcg/kg/min")).toBe("0,1 microgramos/kg/min");
    expect(amountText(1, "mcg/kg/min")).toBe("1 microgramo/kg/min");
    expect(amountText(20, "ml/kg")).toBe("20 ml/kg");
  });

  it("reads minutes as authors write them", () => {
    expect(parseMinute("2")).toBe(120);
    expect(parseMinute("2,5")).toBe(150);
    expect(parseMinute("2:30")).toBe(150);
    expect(parseMinute("dos")).toBeNull();
  });

  it("draws the section, its chart and its controls for a case with a model, and nothing without one", () => {
    const html = renderToStaticMarkup(createElement(CoursePreview, { escenario }));
    expect(html).toContain("Curso del paciente");
    expect(html).toContain("Reproducir a velocidad rápida");
    expect(html).toContain("Sin tratamiento");
    expect(html).toContain('role="timer"');
    expect(pathOf(html, "fc")).toHaveLength(1);
    expect(html).toContain("El paciente entra en FV");
    expect(renderToStaticMarkup(createElement(CoursePreview, { escenario: { ...escenario, model: undefined } }))).toBe("");
    // The engine itself, for the same model, agrees with the chart's source.
    expect(simulate({ model, weightKg: 10, doseUnits: { adrenalina: "mg/kg" }, seed: 1 }, []).at(130).rhythm).toBe("fv");
  });
});
