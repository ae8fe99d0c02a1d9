/**
 * The living patient's engine (app/presencial/model/engine.ts) on small models written here and
 * parsed with the format's own schema: trends, handlers on the clock, drug bands and their shape,
 * what was given, arrest and apnoea, electrical therapy, pacing, the instructor's hand, variability
 * and the model's safety checks.
 */
import { describe, expect, it } from "vitest";
import { MODEL_MESSAGES, type ModelCase, modelProblems } from "~/presencial/model/checks";
import { COMPRESSION_CAPNO_SHARE, type Course, type LogEntry, readShock, simulate } from "~/presencial/model/engine";
import { modelSchema, type Model } from "~/presencial/model/format";

type ModelInput = Record<string, unknown>;

/** A variable the engine moves, without variability unless the test asks for it. */
const variable = (key: string, initial: number, extra: ModelInput = {}) => ({ key, initial, low: 0, high: 300, noise: 0, ...extra });

const VITALS = [
  variable("fc", 120),
  variable("sat", 97, { high: 100 }),
  variable("fr", 30, { high: 120 }),
  variable("tas", 90),
  variable("tad", 50, { high: 250 }),
  variable("etco2", 35, { high: 150 }),
];

/** A model parsed by the format (so a fixture the format refuses fails the test that uses it). */
const model = (parts: ModelInput): Model =>
  modelSchema.parse({ variables: VITALS, rhythm: "sinusal", states: [], drugs: [], handlers: [], ...parts });

const state = (key: string, initial = false, extra: ModelInput = {}) => ({ key, label: key, initial, ...extra });
const handler = (key: string, when: ModelInput, act: ModelInput, extra: ModelInput = {}) => ({
  key,
  description: `Manejador ${key}`,
  when,
  do: act,
  ...extra,
});

/** A drug given as mg/kg: therapeutic 0.1–0.2, toxic from 1; onset 30 s, peak 60 s, gone at 600 s. */
const drug = (extra: ModelInput = {}) => ({
  intervention: "farmaco",
  route: "IV",
  onset_s: 30,
  peak_s: 60,
  duration_s: 600,
  therapeutic_from_per_kg: 0.1,
  therapeutic_to_per_kg: 0.2,
  toxic_per_kg: 1,
  effects: {
    infra: { changes: [{ variable: "fc", by: -5 }] },
    terapeutica: { changes: [{ variable: "fc", by: -20 }] },
    supra: { changes: [{ variable: "fc", by: -40 }] },
    toxica: { changes: [{ variable: "fc", by: -80 }] },
  },
  source: "Ficha de prueba",
  ...extra,
});

const UNITS = { farmaco: "mg/kg", otro: "mg/kg", noradrenalina: "mcg/kg/min", bolo: "ml/kg" };
const course = (m: Model, log: LogEntry[] = [], options: { weightKg?: number; seed?: number } = {}): Course =>
  simulate({ model: m, weightKg: options.weightKg ?? 20, doseUnits: UNITS, seed: options.seed ?? 1 }, log);
const value = (c: Course, t: number, key: string) => c.at(t).values[key];
const dose = (at: number, amount: number, intervention = "farmaco", route = "IV"): LogEntry => ({
  at,
  kind: "dose",
  intervention,
  route,
  dose: amount,
});
/** The seconds a handler fired at, once the course has reached second `t` (by default, as far as it has gone). */
const firedAt = (c: Course, key: string, t?: number) => {
  if (t !== undefined) c.at(t);
  return c.fired.filter((f) => f.key === key).map((f) => f.at);
};

describe("tendencias", () => {
  const trends = model({
    handlers: [
      handler("sube", { after_s: 60 }, { trends: [{ variable: "fc", to: 160, over_s: 120 }] }),
      handler("baja", { after_s: 120 }, { trends: [{ variable: "fc", by: -50, over_s: 100 }] }),
      handler("para", { after_s: 400 }, { trends: [{ variable: "fc", to: 40, over_s: 0, brusco: true }] }),
    ],
  });

  it("una tendencia va poco a poco del valor de su inicio a su destino en over_s", () => {
    const only = model({ handlers: [handler("sube", { after_s: 60 }, { trends: [{ variable: "fc", to: 160, over_s: 120 }] })] });
    const c = course(only);
    expect(value(c, 59, "fc")).toBe(120);
    expect(value(c, 60, "fc")).toBe(120);
    expect(value(c, 90, "fc")).toBe(130);
    expect(value(c, 120, "fc")).toBe(140);
    expect(value(c, 180, "fc")).toBe(160);
    expect(value(c, 1000, "fc")).toBe(160);
    expect(c.at(120).trends).toEqual([{ variable: "fc", to: 160, endsAt: 180 }]);
    expect(c.at(180).trends).toEqual([]);
  });

  it("una tendencia con 'by' suma a partir del valor actual", () => {
    const c = course(model({ handlers: [handler("sube", { after_s: 10 }, { trends: [{ variable: "sat", by: -20, over_s: 40 }] })] }));
    expect(value(c, 10, "sat")).toBe(97);
    expect(value(c, 30, "sat")).toBe(87);
    expect(value(c, 50, "sat")).toBe(77);
  });

  it("una tendencia posterior sustituye a la anterior desde el valor en que la encuentra", () => {
    const c = course(trends);
    // At 120 the first is halfway (140): the second goes from 140 by −50 to 90 over 100 s.
    expect(value(c, 120, "fc")).toBe(140);
    expect(value(c, 170, "fc")).toBe(115);
    expect(value(c, 220, "fc")).toBe(90);
    expect(value(c, 300, "fc")).toBe(90);
  });

  it("una tendencia 'brusco' salta en su segundo", () => {
    const c = course(trends);
    expect(value(c, 399, "fc")).toBe(90);
    expect(value(c, 400, "fc")).toBe(40);
  });

  it("el destino de una tendencia respeta los límites del autor", () => {
    const c = course(model({ handlers: [handler("h", { after_s: 0 }, { trends: [{ variable: "sat", to: 120, over_s: 10 }] })] }));
    expect(value(c, 10, "sat")).toBe(100);
  });
});

describe("manejadores en el reloj", () => {
  const clock = model({
    states: [state("crisis"), state("tarde"), state("marca")],
    handlers: [
      handler("a_los_300", { after_s: 300 }, { states_on: ["tarde"] }),
      handler("una_vez", { states: ["crisis"] }, { trends: [{ variable: "fr", by: 10, over_s: 0, brusco: true }] }),
      handler("cada_vez", { states: ["crisis"] }, { trends: [{ variable: "fc", by: 10, over_s: 0, brusco: true }] }, { repeat: true }),
    ],
  });

  it("un manejador de tiempo se dispara en su segundo exacto sin ninguna entrada en el registro", () => {
    const c = course(clock);
    expect(c.at(299).states).not.toContain("tarde");
    expect(c.at(300).states).toContain("tarde");
    expect(firedAt(c, "a_los_300")).toEqual([300]);
  });

  it("un manejador se dispara una vez aunque su condición vuelva a cumplirse", () => {
    const c = course(clock, [
      { at: 100, kind: "state", state: "crisis", on: true },
      { at: 200, kind: "state", state: "crisis", on: false },
      { at: 300, kind: "state", state: "crisis", on: true },
    ]);
    c.at(1000);
    expect(firedAt(c, "una_vez")).toEqual([100]);
    expect(firedAt(c, "a_los_300")).toEqual([300]);
    expect(value(c, 1000, "fr")).toBe(40);
  });

  it("con 'repeat' se dispara de nuevo cuando su condición deja de cumplirse y vuelve a cumplirse, no mientras sigue", () => {
    const c = course(clock, [
      { at: 100, kind: "state", state: "crisis", on: true },
      { at: 200, kind: "state", state: "crisis", on: false },
      { at: 300, kind: "state", state: "crisis", on: true },
    ]);
    expect(value(c, 199, "fc")).toBe(130);
    expect(firedAt(c, "cada_vez")).toEqual([100]);
    expect(value(c, 299, "fc")).toBe(130);
    expect(value(c, 300, "fc")).toBe(140);
    expect(value(c, 1000, "fc")).toBe(140);
    expect(firedAt(c, "cada_vez")).toEqual([100, 300]);
  });

  it("'before_s', 'fired' y 'not_fired'", () => {
    const c = course(
      model({
        states: [state("pronto"), state("despues"), state("nunca")],
        handlers: [
          handler("pronto", { before_s: 50, after_s: 40 }, { states_on: ["pronto"] }),
          handler("despues", { fired: ["pronto"], after_s: 100 }, { states_on: ["despues"] }),
          handler("nunca", { not_fired: ["pronto"], after_s: 100 }, { states_on: ["nunca"] }),
        ],
      }),
    );
    expect(firedAt(c, "pronto", 200)).toEqual([40]);
    expect(firedAt(c, "despues")).toEqual([100]);
    expect(firedAt(c, "nunca")).toEqual([]);
  });
});

describe("bandas de dosis", () => {
  const bands = model({ drugs: [drug()] });
  const PEAK = 60;

  it.each([
    [0.05, "infra", 115],
    [0.15, "terapeutica", 100],
    [0.2, "terapeutica", 100],
    [0.5, "supra", 80],
    [1, "toxica", 40],
  ] as const)("%s mg/kg cae en la banda %s y hace su efecto", (amount, band, fc) => {
    const c = course(bands, [dose(0, amount)]);
    expect(value(c, PEAK, "fc")).toBe(fc);
    expect(c.doses[0]).toMatchObject({ band, cumulativeBand: band, infusion: false });
  });

  it("sin banda 'supra' una dosis por encima del rango hace el efecto tóxico", () => {
    const c = course(model({ drugs: [drug({ effects: { ...drug().effects, supra: undefined } })] }), [dose(0, 0.5)]);
    expect(c.at(PEAK).values.fc).toBe(40);
    expect(c.doses[0].band).toBe("supra");
  });

  it("una dosis sin perfil (otra vía) se registra sin banda y no hace nada", () => {
    const c = course(bands, [dose(0, 0.15, "farmaco", "IO")]);
    expect(value(c, PEAK, "fc")).toBe(120);
    expect(c.doses[0]).toMatchObject({ band: null, route: "IO" });
  });

  it("forma: nada antes del inicio, sube hasta el pico, se mantiene y desaparece al final de la duración", () => {
    const c = course(bands, [dose(100, 0.15)]);
    expect(value(c, 99, "fc")).toBe(120);
    expect(value(c, 129, "fc")).toBe(120);
    expect(value(c, 130, "fc")).toBe(120);
    expect(value(c, 145, "fc")).toBe(110);
    expect(value(c, 160, "fc")).toBe(100);
    // Holds until halfway between the peak and the end (330 s after the dose), then fades out.
    expect(value(c, 430, "fc")).toBe(100);
    expect(value(c, 565, "fc")).toBe(110);
    expect(value(c, 700, "fc")).toBe(120);
    expect(value(c, 1000, "fc")).toBe(120);
  });

  it("dos dosis terapéuticas dentro de la duración que suman el umbral tóxico hacen el efecto tóxico", () => {
    const m = model({ drugs: [drug({ toxic_per_kg: 0.4 })] });
    const c = course(m, [dose(0, 0.2), dose(60, 0.2)]);
    expect(value(c, 60, "fc")).toBe(100);
    expect(value(c, 120, "fc")).toBe(40);
    expect(c.doses.map((d) => [d.band, d.cumulativeBand])).toEqual([
      ["terapeutica", "terapeutica"],
      ["terapeutica", "toxica"],
    ]);
    // Past the first dose's duration they no longer add up.
    const apart = course(m, [dose(0, 0.2), dose(600, 0.2)]);
    expect(value(apart, 660, "fc")).toBe(100);
    expect(apart.doses[1].cumulativeBand).toBe("terapeutica");
    // Less than the threshold: above the range.
    const some = course(m, [dose(0, 0.2), dose(60, 0.15)]);
    expect(value(some, 120, "fc")).toBe(80);
    expect(some.doses[1].cumulativeBand).toBe("supra");
  });

  it("la dosis máxima absoluta hace 'supra' la dosis por kg correcta de un niño grande", () => {
    const m = model({
      drugs: [drug({ therapeutic_from_per_kg: 0.01, therapeutic_to_per_kg: 0.01, max_dose: 0.5, toxic_per_kg: 0.1 })],
    });
    const light = course(m, [dose(0, 0.01)], { weightKg: 20 });
    expect(value(light, PEAK, "fc")).toBe(100);
    expect(light.doses[0].band).toBe("terapeutica");
    const heavy = course(m, [dose(0, 0.01)], { weightKg: 60 });
    expect(value(heavy, PEAK, "fc")).toBe(80);
    expect(heavy.doses[0].band).toBe("supra");
    // A whole-dose unit reads the same way.
    const whole = simulate({ model: m, weightKg: 60, doseUnits: { farmaco: "mg" }, seed: 1 }, [dose(0, 0.6)]);
    expect(value(whole, PEAK, "fc")).toBe(80);
    expect(whole.doses[0].band).toBe("supra");
  });

  /** An infusion in mcg/kg/min: onset 30 s, peak 120 s; it fades over duration − peak (180 s) once stopped. */
  const infusion = model({
    drugs: [
      {
        ...drug(),
        intervention: "noradrenalina",
        onset_s: 30,
        peak_s: 120,
        duration_s: 300,
        therapeutic_from_per_kg: 0.05,
        therapeutic_to_per_kg: 0.5,
        toxic_per_kg: 2,
        effects: {
          infra: { changes: [{ variable: "tas", by: 5 }] },
          terapeutica: { changes: [{ variable: "tas", by: 20 }] },
          toxica: { changes: [{ variable: "tas", by: 60 }] },
        },
      },
    ],
  });
  const rate = (at: number, amount: number): LogEntry => ({ at, kind: "rate", intervention: "noradrenalina", route: "IV", rate: amount });

  it("una perfusión actúa mientras corre y se desvanece tras ponerla a 0", () => {
    const c = course(infusion, [rate(60, 0.1), rate(1000, 0)]);
    expect(value(c, 90, "tas")).toBe(90);
    expect(value(c, 135, "tas")).toBe(100);
    expect(value(c, 180, "tas")).toBe(110);
    expect(value(c, 999, "tas")).toBe(110);
    expect(c.at(999).running).toContain("noradrenalina");
    // Fades over duration − peak (180 s) once stopped.
    expect(value(c, 1090, "tas")).toBe(100);
    expect(value(c, 1180, "tas")).toBe(90);
    expect(value(c, 1500, "tas")).toBe(90);
    expect(c.at(1000).running).not.toContain("noradrenalina");
    expect(c.doses).toMatchObject([{ infusion: true, band: "terapeutica", dose: 0.1 }]);
  });

  it("cambiar la velocidad de una perfusión dentro de su banda, o repetirla, no cambia su efecto", () => {
    for (const next of [0.2, 0.1]) {
      const c = course(infusion, [rate(60, 0.1), rate(600, next)]);
      expect(c.at(600).running).toEqual(["noradrenalina"]);
      const changed = c
        .until(1200)
        .slice(180)
        .filter((s) => s.values.tas !== 110)
        .map((s) => [s.t, s.values.tas]);
      expect(changed.slice(0, 5)).toEqual([]);
    }
  });

  it("'response' reduce el efecto terapéutico en un estado pero nunca la toxicidad", () => {
    const responding = drug({ response: [{ state: "refractario", factor: 0.5 }] });
    const m = model({ drugs: [responding], states: [state("refractario", true)] });
    expect(value(course(m, [dose(0, 0.15)]), PEAK, "fc")).toBe(110);
    expect(value(course(m, [dose(0, 0.05)]), PEAK, "fc")).toBe(118);
    expect(value(course(m, [dose(0, 0.5)]), PEAK, "fc")).toBe(80);
    expect(value(course(m, [dose(0, 1)]), PEAK, "fc")).toBe(40);
    const responsive = model({ drugs: [responding], states: [state("refractario", false)] });
    expect(value(course(responsive, [dose(0, 0.15)]), PEAK, "fc")).toBe(100);
  });

  it("un fármaco que induce un estado o un ritmo los muestra mientras actúa a la mitad o más", () => {
    const m = model({
      states: [state("sedado")],
      drugs: [drug({ effects: { ...drug().effects, terapeutica: { states: ["sedado"], rhythm: "bradicardia_sinusal" } } })],
    });
    const c = course(m, [dose(0, 0.15)]);
    expect(c.at(44).states).not.toContain("sedado");
    expect(c.at(45).states).toContain("sedado");
    expect(c.at(45).rhythm).toBe("bradicardia_sinusal");
    expect(c.at(599).rhythm).toBe("sinusal");
    expect(c.at(599).states).not.toContain("sedado");
  });
});

describe("condiciones sobre lo administrado", () => {
  const givenModel = model({
    drugs: [drug(), drug({ intervention: "otro" })],
    states: ["bandas", "dos", "total", "rango", "hace", "a_tiempo", "antes", "sin_farmaco", "bolo"].map((k) => state(k)),
    handlers: [
      handler("bandas", { given: [{ intervention: "farmaco", bands: ["terapeutica"] }] }, { states_on: ["bandas"] }),
      handler("dos", { given: [{ intervention: "farmaco", count_gte: 2 }] }, { states_on: ["dos"] }),
      handler("total", { given: [{ intervention: "farmaco", total_per_kg_gte: 0.3 }] }, { states_on: ["total"] }),
      handler("rango", { given: [{ intervention: "farmaco", total_per_kg_gte: 0.1, total_per_kg_lt: 0.3 }] }, { states_on: ["rango"] }),
      handler("hace", { given: [{ intervention: "farmaco", since_gte_s: 120 }] }, { states_on: ["hace"] }),
      handler("a_tiempo", { given: [{ intervention: "farmaco", by_s: 300 }] }, { states_on: ["a_tiempo"] }),
      handler("antes", { given: [{ intervention: "farmaco", before: "otro" }] }, { states_on: ["antes"] }),
      handler("sin_farmaco", { after_s: 600, not_given: [{ intervention: "farmaco" }] }, { states_on: ["sin_farmaco"] }),
      handler("bolo", { given: [{ intervention: "bolo", route: "IV" }] }, { states_on: ["bolo"] }),
    ],
  });

  it("'bands' cuenta solo las dosis, cada una por sí sola, de esas bandas", () => {
    const c = course(givenModel, [dose(10, 0.05), dose(100, 0.15)]);
    expect(firedAt(c, "bandas", 1000)).toEqual([100]);
    // Two infra doses adding up to the range are still two infra doses.
    const twice = course(givenModel, [dose(10, 0.06), dose(20, 0.06)]);
    expect(twice.at(1000).states).not.toContain("bandas");
    expect(twice.doses[1].cumulativeBand).toBe("terapeutica");
  });

  it("'count_gte' se cumple con la dosis que completa la cuenta", () => {
    const c = course(givenModel, [dose(10, 0.15), dose(200, 0.15)]);
    expect(c.at(199).states).not.toContain("dos");
    expect(c.at(200).states).toContain("dos");
  });

  it("'total_per_kg_gte' y 'total_per_kg_lt' suman las dosis por kg", () => {
    const c = course(givenModel, [dose(10, 0.15), dose(200, 0.15), dose(400, 0.15)]);
    expect(firedAt(c, "rango", 1000)).toEqual([10]);
    expect(firedAt(c, "total")).toEqual([200]);
    expect(c.at(199).states).not.toContain("total");
    expect(c.at(399).states).toContain("rango");
    // 0.45 mg/kg is no longer below 0.3: the condition is false (the state it set stays).
    const whole = simulate({ model: givenModel, weightKg: 20, doseUnits: { farmaco: "mg" }, seed: 1 }, [dose(10, 3), dose(20, 3)]);
    expect(firedAt(whole, "total", 100)).toEqual([20]);
  });

  it("'since_gte_s' espera a que pase ese tiempo desde la dosis", () => {
    const c = course(givenModel, [dose(100, 0.15)]);
    expect(c.at(219).states).not.toContain("hace");
    expect(c.at(220).states).toContain("hace");
  });

  it("'by_s' exige la dosis a más tardar en ese segundo", () => {
    expect(course(givenModel, [dose(300, 0.15)]).at(1000).states).toContain("a_tiempo");
    expect(course(givenModel, [dose(301, 0.15)]).at(1000).states).not.toContain("a_tiempo");
  });

  it("'before' exige que la primera dosis llegue antes que cualquiera de la otra intervención", () => {
    expect(course(givenModel, [dose(100, 0.15), dose(200, 0.15, "otro")]).at(1000).states).toContain("antes");
    expect(course(givenModel, [dose(50, 0.15, "otro"), dose(100, 0.15)]).at(1000).states).not.toContain("antes");
    expect(course(givenModel, [dose(100, 0.15, "otro"), dose(100, 0.15)]).at(1000).states).not.toContain("antes");
  });

  it("'not_given' se cumple solo si no se dio", () => {
    expect(course(givenModel).at(599).states).not.toContain("sin_farmaco");
    expect(course(givenModel).at(600).states).toContain("sin_farmaco");
    expect(course(givenModel, [dose(500, 0.01)]).at(1000).states).not.toContain("sin_farmaco");
  });

  it("'route' filtra por vía; una dosis sin perfil también cuenta como dada", () => {
    expect(course(givenModel, [dose(10, 10, "bolo", "IO")]).at(100).states).not.toContain("bolo");
    expect(course(givenModel, [dose(10, 10, "bolo", "IV")]).at(100).states).toContain("bolo");
  });
});

describe("estados, valores e intervenciones continuas", () => {
  it("'state_for' espera a que el estado dure ese tiempo, y vuelve a contar si se interrumpe", () => {
    const m = model({
      states: [state("convulsion"), state("estatus")],
      handlers: [handler("estatus", { state_for: { state: "convulsion", gte_s: 300 } }, { states_on: ["estatus"] })],
    });
    const c = course(m, [{ at: 100, kind: "state", state: "convulsion", on: true }]);
    expect(c.at(399).states).not.toContain("estatus");
    expect(c.at(400).states).toContain("estatus");
    const broken = course(m, [
      { at: 100, kind: "state", state: "convulsion", on: true },
      { at: 200, kind: "state", state: "convulsion", on: false },
      { at: 250, kind: "state", state: "convulsion", on: true },
    ]);
    expect(broken.at(549).states).not.toContain("estatus");
    expect(broken.at(550).states).toContain("estatus");
    // A state held from the start counts from second 0.
    const initial = course(model({ ...m, states: [state("convulsion", true), state("estatus")] }));
    expect(firedAt(initial, "estatus", 400)).toEqual([300]);
  });

  it("'values' compara el valor del modelo con gte y lte", () => {
    const m = model({
      states: [state("hipoxia"), state("taquicardia")],
      handlers: [
        handler("cae", { after_s: 0 }, { trends: [{ variable: "sat", to: 57, over_s: 40 }] }),
        handler("hipoxia", { values: [{ variable: "sat", lte: 87 }] }, { states_on: ["hipoxia"] }),
        handler("taquicardia", { values: [{ variable: "fc", gte: 150 }] }, { states_on: ["taquicardia"] }),
      ],
    });
    const c = course(m);
    expect(c.at(9).states).not.toContain("hipoxia");
    expect(c.at(10).states).toContain("hipoxia");
    expect(c.at(1000).states).not.toContain("taquicardia");
    const set = course(m, [{ at: 500, kind: "set", variable: "fc", value: 150 }]);
    expect(firedAt(set, "taquicardia", 1000)).toEqual([500]);
  });

  it("'running' y 'not_running' siguen a las intervenciones continuas que se inician y se detienen", () => {
    const m = model({
      states: [state("con_o2"), state("sin_o2")],
      handlers: [
        handler("con_o2", { running: ["oxigeno"] }, { states_on: ["con_o2"] }),
        handler("sin_o2", { after_s: 100, not_running: ["oxigeno"] }, { states_on: ["sin_o2"] }),
      ],
    });
    const running = course(m, [{ at: 50, kind: "start", intervention: "oxigeno" }]);
    expect(running.at(49).states).not.toContain("con_o2");
    expect(running.at(50).states).toContain("con_o2");
    expect(running.at(50).running).toEqual(["oxigeno"]);
    expect(running.at(1000).states).not.toContain("sin_o2");
    const stopped = course(m, [
      { at: 50, kind: "start", intervention: "oxigeno" },
      { at: 80, kind: "stop", intervention: "oxigeno" },
    ]);
    expect(stopped.at(80).running).toEqual([]);
    expect(firedAt(stopped, "sin_o2", 1000)).toEqual([100]);
  });
});

describe("parada y apnea", () => {
  const arrest = model({ rhythm: "fv" });

  it("sin pulso no hay saturación ni tensión; la FC es nula en FV y 0 en asistolia", () => {
    const c = course(arrest, [{ at: 100, kind: "rhythm", rhythm: "asistolia" }]);
    expect(c.at(10).values).toMatchObject({ sat: null, tas: null, tad: null, tam: null, fc: null });
    expect(c.at(100).values).toMatchObject({ sat: null, tas: null, tad: null, tam: null, fc: 0 });
    const pea = course(model({ rhythm: "aesp" }));
    expect(pea.at(10).values).toMatchObject({ sat: null, tas: null, fc: 120 });
  });

  it("el EtCO₂ sube con compresiones torácicas si se ventila; sin ventilar solo llegan las ondas de las compresiones; la FR es 0 salvo que se ventile", () => {
    const c = course(arrest, [
      { at: 100, kind: "start", intervention: "compresiones_toracicas" },
      { at: 200, kind: "start", intervention: "ventilacion_bolsa_mascarilla" },
      { at: 300, kind: "stop", intervention: "compresiones_toracicas" },
    ]);
    const without = value(c, 99, "etco2")!;
    // Sin respiraciones, el número es el de las ondas del capnograma: 15 % de 15 mmHg (segunda revisión, W9).
    expect(value(c, 100, "etco2")).toBe(Math.round(15 * COMPRESSION_CAPNO_SHARE));
    expect(value(c, 100, "etco2")).toBe(2);
    expect(value(c, 200, "etco2")).toBe(15);
    expect(value(c, 200, "etco2")).toBeGreaterThan(without);
    expect(value(c, 301, "etco2")).toBe(without);
    expect(value(c, 199, "fr")).toBe(0);
    expect(value(c, 200, "fr")).toBe(30);
  });

  it("en apnea la FR es 0 salvo con ventilación con bolsa y mascarilla", () => {
    const c = course(model({ states: [state("apnea")] }), [
      { at: 100, kind: "state", state: "apnea", on: true },
      { at: 200, kind: "start", intervention: "ventilacion_bolsa_mascarilla" },
      { at: 300, kind: "stop", intervention: "ventilacion_bolsa_mascarilla" },
    ]);
    expect(value(c, 99, "fr")).toBe(30);
    expect(value(c, 100, "fr")).toBe(0);
    expect(value(c, 200, "fr")).toBe(30);
    expect(value(c, 300, "fr")).toBe(0);
    expect(value(c, 300, "sat")).toBe(97);
  });

  // The overlays are what the monitor shows whatever the variable's variability or the author's bounds.
  /** The first seconds (up to five) of the first ten minutes at which `key` is not 0, with what it shows. */
  const notZero = (c: Course, key: string) =>
    c
      .until(600)
      .filter((s) => s.values[key] !== 0)
      .map((s) => [s.t, s.values[key]])
      .slice(0, 5);

  it("en asistolia la FC es 0 en cada segundo aunque la variable tenga variabilidad", () => {
    expect(notZero(course(model({ rhythm: "asistolia", variables: [variable("fc", 120, { noise: 3 })] })), "fc")).toEqual([]);
  });

  it("en asistolia la FC es 0 aunque el autor ponga un mínimo de FC para el paciente", () => {
    expect(notZero(course(model({ rhythm: "asistolia", variables: [variable("fc", 120, { low: 40, high: 220 })] })), "fc")).toEqual([]);
  });

  it("en apnea la FR es 0 en cada segundo aunque la variable tenga variabilidad", () => {
    const m = model({ states: [state("apnea", true)], variables: [variable("fr", 30, { noise: 2 })] });
    expect(notZero(course(m), "fr")).toEqual([]);
  });

  it("en apnea la FR es 0 aunque el autor ponga un mínimo de FR para el paciente", () => {
    const m = model({ states: [state("apnea", true)], variables: [variable("fr", 30, { low: 10, high: 60 })] });
    expect(notZero(course(m), "fr")).toEqual([]);
  });

  it("en parada el EtCO₂ sube con compresiones aunque el autor ponga un mínimo de EtCO₂ para el paciente", () => {
    const m = model({ rhythm: "fv", variables: [variable("etco2", 35, { low: 20, high: 60 })] });
    const c = course(m, [
      { at: 50, kind: "start", intervention: "ventilacion_bolsa_mascarilla" },
      { at: 100, kind: "start", intervention: "compresiones_toracicas" },
    ]);
    expect(value(c, 100, "etco2")).toBeGreaterThan(value(c, 99, "etco2")!);
    // Sin ventilar, las compresiones solas dan 2 mmHg, también por debajo del mínimo del autor.
    const alone = course(m, [{ at: 100, kind: "start", intervention: "compresiones_toracicas" }]);
    expect(value(alone, 100, "etco2")).toBe(2);
  });
});

describe("descargas", () => {
  it("readShock: 4 J/kg en FV es adecuada; 2 J/kg baja; 10 J/kg alta; más de 360 J alta", () => {
    expect(readShock(80, false, "fv", 20, 0)).toMatchObject({ delivered: true, adequate: true, problem: null, perKg: 4 });
    expect(readShock(80, false, "tv_sin_pulso", 20, 0)).toMatchObject({ adequate: true });
    expect(readShock(40, false, "fv", 20, 0)).toMatchObject({ delivered: true, adequate: false, problem: "low" });
    expect(readShock(200, false, "fv", 20, 0)).toMatchObject({ delivered: true, adequate: false, problem: "high" });
    expect(readShock(400, false, "fv", 60, 0)).toMatchObject({ adequate: false, problem: "high" });
    expect(readShock(360, false, "fv", 60, 0)).toMatchObject({ adequate: true });
  });

  it("readShock: cualquier descarga en asistolia o AESP no es desfibrilable", () => {
    for (const rhythm of ["asistolia", "aesp"] as const) {
      expect(readShock(80, false, rhythm, 20, 0)).toMatchObject({ delivered: true, adequate: false, problem: "notShockable" });
    }
    expect(readShock(80, false, "sinusal", 20, 0)).toMatchObject({ problem: "notShockable" });
  });

  it("readShock: sincronizada en FV no se descarga; no sincronizada en TSV es un error", () => {
    expect(readShock(80, true, "fv", 20, 0)).toMatchObject({ delivered: false, adequate: false, problem: "syncInArrest" });
    expect(readShock(20, false, "tsv", 20, 0)).toMatchObject({ delivered: true, adequate: false, problem: "unsyncWithPulse" });
  });

  it("readShock: cardioversión a 1 J/kg y después a 2 J/kg; 2 J/kg la primera vez es alta", () => {
    expect(readShock(20, true, "tsv", 20, 0)).toMatchObject({ delivered: true, adequate: true });
    expect(readShock(40, true, "tsv", 20, 1)).toMatchObject({ delivered: true, adequate: true });
    expect(readShock(40, true, "tsv", 20, 0)).toMatchObject({ adequate: false, problem: "high" });
    expect(readShock(5, true, "tv_con_pulso", 20, 0)).toMatchObject({ adequate: false, problem: "low" });
  });

  const shockable = model({
    rhythm: "fv",
    handlers: [handler("revierte", { rhythm: ["fv"], shocks: { count_gte: 2, adequate: true } }, { rhythm: "sinusal" })],
  });

  it("en el registro: las descargas se leen con el ritmo de su segundo y un manejador que cuenta las adecuadas revierte la FV", () => {
    const c = course(shockable, [
      { at: 60, kind: "shock", joules: 80, synchronised: false },
      { at: 120, kind: "shock", joules: 40, synchronised: false },
      { at: 150, kind: "shock", joules: 80, synchronised: true },
      { at: 180, kind: "shock", joules: 80, synchronised: false },
      { at: 240, kind: "shock", joules: 80, synchronised: false },
    ]);
    expect(c.at(179).rhythm).toBe("fv");
    expect(c.at(180).rhythm).toBe("sinusal");
    expect(c.at(180).values.tas).toBe(90);
    c.at(300);
    expect(c.shocks.map((s) => [s.at, s.delivered, s.problem])).toEqual([
      [60, true, null],
      [120, true, "low"],
      [150, false, "syncInArrest"],
      [180, true, null],
      [240, true, "notShockable"],
    ]);
    expect(firedAt(c, "revierte")).toEqual([180]);
  });

  it("en el registro: la segunda cardioversión a 2 J/kg es adecuada", () => {
    const m = model({
      rhythm: "tsv",
      handlers: [handler("revierte", { shocks: { count_gte: 2, adequate: true, synchronised: true } }, { rhythm: "sinusal" })],
    });
    const c = course(m, [
      { at: 10, kind: "shock", joules: 20, synchronised: true },
      { at: 60, kind: "shock", joules: 40, synchronised: true },
    ]);
    expect(c.at(59).rhythm).toBe("tsv");
    expect(c.at(60).rhythm).toBe("sinusal");
    expect(c.shocks.map((s) => s.adequate)).toEqual([true, true]);
    const wrong = course(m, [{ at: 10, kind: "shock", joules: 20, synchronised: false }]);
    expect(wrong.at(100).rhythm).toBe("tsv");
    expect(wrong.shocks[0].problem).toBe("unsyncWithPulse");
  });
});

describe("marcapasos transcutáneo", () => {
  const brady = model({ rhythm: "bradicardia_sinusal", pacing_threshold_ma: 50, variables: [variable("fc", 45)] });
  const pacing = (at: number, ma: number, on = true): LogEntry => ({ at, kind: "pacing", on, rate: 100, ma });

  it("captura desde el umbral en una bradicardia: ritmo de marcapasos y FC del marcapasos", () => {
    const c = course(brady, [pacing(10, 50), pacing(100, 0, false)]);
    expect(c.at(9)).toMatchObject({ rhythm: "bradicardia_sinusal", values: { fc: 45 }, pacing: null });
    expect(c.at(10)).toMatchObject({ rhythm: "marcapasos", values: { fc: 100 }, pacing: { rate: 100, ma: 50, captured: true } });
    expect(c.at(100)).toMatchObject({ rhythm: "bradicardia_sinusal", values: { fc: 45 }, pacing: null });
  });

  it("no captura por debajo del umbral", () => {
    const c = course(brady, [pacing(10, 49)]);
    expect(c.at(20)).toMatchObject({ rhythm: "bradicardia_sinusal", values: { fc: 45 }, pacing: { captured: false } });
  });

  it("nunca captura en asistolia", () => {
    const c = course(model({ ...brady, rhythm: "asistolia" }), [{ at: 10, kind: "pacing", on: true, rate: 100, ma: 200 }]);
    expect(c.at(20)).toMatchObject({ rhythm: "asistolia", values: { fc: 0 }, pacing: { captured: false } });
  });

  it("la FC capturada es la del marcapasos en cada segundo aunque la FC tenga variabilidad", () => {
    const noisy = model({ ...brady, variables: [variable("fc", 45, { noise: 3 })] });
    const shown = course(noisy, [pacing(0, 80)]).until(600);
    expect(shown.filter((s) => s.values.fc !== 100).map((s) => [s.t, s.values.fc])).toEqual([]);
  });

  it("sin umbral en el modelo, captura desde 60 mA", () => {
    const plain = model({ rhythm: "bav_completo", variables: [variable("fc", 45)] });
    expect(course(plain, [pacing(10, 59)]).at(20).rhythm).toBe("bav_completo");
    expect(course(plain, [pacing(10, 60)]).at(20).rhythm).toBe("marcapasos");
  });
});

describe("la mano del instructor", () => {
  const m = model({
    drugs: [
      drug({ effects: { ...drug().effects, terapeutica: { changes: [{ variable: "fc", by: -20 }], rhythm: "bradicardia_sinusal" } } }),
    ],
    handlers: [handler("baja", { after_s: 300 }, { trends: [{ variable: "sat", to: 77, over_s: 100 }] })],
  });

  it("'set' muestra lo que fija el instructor aunque actúe un fármaco", () => {
    const c = course(m, [dose(100, 0.15), { at: 200, kind: "set", variable: "fc", value: 130 }]);
    expect(value(c, 199, "fc")).toBe(100);
    expect(value(c, 200, "fc")).toBe(130);
  });

  it("'set' detiene la tendencia en marcha de esa variable", () => {
    const c = course(m, [{ at: 350, kind: "set", variable: "sat", value: 95 }]);
    expect(value(c, 349, "sat")).toBe(87);
    expect(value(c, 350, "sat")).toBe(95);
    expect(value(c, 500, "sat")).toBe(95);
    expect(c.at(350).trends).toEqual([]);
  });

  it("tras un 'set' fuera de los límites del autor, una tendencia parte del valor que se muestra", () => {
    const bounded = model({
      variables: [variable("fc", 120, { high: 220 })],
      handlers: [handler("baja", { after_s: 200 }, { trends: [{ variable: "fc", by: -20, over_s: 10 }] })],
    });
    const c = course(bounded, [{ at: 100, kind: "set", variable: "fc", value: 300 }]);
    expect(value(c, 100, "fc")).toBe(220);
    expect(value(c, 210, "fc")).toBe(200);
  });

  it("'rhythm', 'state' y 'text' cambian lo que se muestra desde su segundo", () => {
    const c = course(model({ states: [state("shock")] }), [
      { at: 50, kind: "rhythm", rhythm: "tsv" },
      { at: 30, kind: "state", state: "shock", on: true },
      { at: 60, kind: "state", state: "shock", on: false },
      { at: 40, kind: "text", variable: "piel", value: "Moteada" },
    ]);
    expect(c.at(49).rhythm).toBe("sinusal");
    expect(c.at(50).rhythm).toBe("tsv");
    expect(c.at(29).states).toEqual([]);
    expect(c.at(30).states).toEqual(["shock"]);
    expect(c.at(60).states).toEqual([]);
    expect(c.at(39).texts).toEqual({});
    expect(c.at(40).texts).toEqual({ piel: "Moteada" });
  });

  it("un manejador cambia los textos de las variables de texto", () => {
    const c = course(model({ handlers: [handler("piel", { after_s: 60 }, { texts: [{ variable: "piel", value: "Pálida" }] })] }));
    expect(c.at(59).texts).toEqual({});
    expect(c.at(60).texts).toEqual({ piel: "Pálida" });
  });

  it("el ritmo que fija el instructor se muestra aunque actúe un fármaco que cambia el ritmo", () => {
    const c = course(m, [dose(100, 0.15), { at: 200, kind: "rhythm", rhythm: "tsv" }]);
    expect(c.at(199).rhythm).toBe("bradicardia_sinusal");
    expect(c.at(200).rhythm).toBe("tsv");
  });
});

describe("variabilidad natural", () => {
  const noisy = model({
    variables: [
      variable("fc", 120, { noise: 5 }),
      variable("sat", 97, { noise: 2, high: 100 }),
      variable("tas", 90, { noise: 4 }),
      variable("tad", 50, { noise: 3 }),
      variable("temp", 38.5, { low: 25, high: 45, noise: 0.3, decimals: 1 }),
    ],
    drugs: [drug()],
    handlers: [
      handler("sube", { after_s: 200 }, { trends: [{ variable: "fc", to: 180, over_s: 300 }] }),
      handler("fiebre", { values: [{ variable: "fc", gte: 150 }] }, { trends: [{ variable: "temp", by: 1, over_s: 600 }] }),
    ],
  });
  const log: LogEntry[] = [dose(100, 0.15), dose(700, 0.5), { at: 900, kind: "set", variable: "tas", value: 70 }];
  const quiet = model({ ...noisy, variables: noisy.variables.map((v) => ({ ...v, noise: 0 })) });

  it("la misma semilla da los mismos valores; otra semilla los cambia en algún segundo", () => {
    const a = course(noisy, log, { seed: 7 }).until(1800);
    expect(course(noisy, log, { seed: 7 }).until(1800)).toEqual(a);
    const b = course(noisy, log, { seed: 8 }).until(1800);
    expect(b).not.toEqual(a);
    expect(b.some((s, t) => s.values.fc !== a[t].values.fc)).toBe(true);
  });

  it("la variabilidad nunca pasa de la amplitud declarada alrededor del valor sin variabilidad", () => {
    for (const seed of [1, 2, 12345, 0x7fffffff]) {
      const shown = course(noisy, log, { seed }).until(1800);
      const still = course(quiet, log, { seed }).until(1800);
      let widest = 0;
      for (const v of noisy.variables) {
        for (let t = 0; t <= 1800; t++) {
          const difference = Math.abs(shown[t].values[v.key]! - still[t].values[v.key]!);
          expect(difference).toBeLessThanOrEqual(v.noise! + 1e-9);
          if (v.key === "fc") widest = Math.max(widest, difference);
        }
      }
      // It does vary, and by a good part of its amplitude.
      expect(widest).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("comprobaciones del modelo (modelProblems)", () => {
  const scenario: ModelCase = {
    weightKg: 20,
    estimatedMinutes: 10,
    variables: [
      { key: "fc", initial_value: "120" },
      { key: "sat", initial_value: "97" },
      { key: "piel", initial_value: "Pálida" },
    ],
    interventions: [
      { key: "farmaco", routes: ["IV"], dose: { unit: "mg/kg", expected_per_kg: 0.15 } },
      { key: "oxigeno", routes: [], continuous: true },
    ],
  };
  const good = {
    variables: [variable("fc", 120), variable("sat", 97, { high: 100 })],
    rhythm: "sinusal",
    states: [state("parada", false, { extreme: true })],
    drugs: [drug()],
    handlers: [
      handler("empeora", { after_s: 60 }, { trends: [{ variable: "fc", to: 150, over_s: 120 }] }),
      handler("piel", { after_s: 120 }, { texts: [{ variable: "piel", value: "Moteada" }] }),
    ],
  };
  const problems = (parts: ModelInput, forCase: ModelCase = scenario) =>
    modelProblems(model({ ...good, ...parts }), forCase).map((p) => p.message);

  it("un modelo correcto no tiene problemas", () => {
    expect(problems({})).toEqual([]);
  });

  it("una variable que el caso no tiene", () => {
    expect(problems({ variables: [...good.variables, variable("glucemia", 90)] })).toContain(MODEL_MESSAGES.unknownVariable("glucemia"));
    expect(problems({ handlers: [handler("h", { after_s: 1 }, { trends: [{ variable: "glucemia", by: 1, over_s: 60 }] })] })).toContain(
      MODEL_MESSAGES.unknownVariable("glucemia"),
    );
  });

  it("falta el perfil de un fármaco por una vía que el caso ofrece", () => {
    const both = { ...scenario, interventions: [{ key: "farmaco", routes: ["IV", "IO"], dose: { unit: "mg/kg", expected_per_kg: 0.15 } }] };
    expect(problems({}, both)).toEqual([MODEL_MESSAGES.missingProfile("farmaco", "IO")]);
    expect(problems({ drugs: [drug(), drug({ route: "IO" })] }, both)).toEqual([]);
  });

  it("un umbral tóxico de más de 10 veces la dosis esperada", () => {
    expect(problems({ drugs: [drug({ toxic_per_kg: 1.5 })] })).toEqual([]);
    expect(problems({ drugs: [drug({ toxic_per_kg: 1.6 })] })).toEqual([MODEL_MESSAGES.toxicTooFar("farmaco")]);
  });

  it("una banda tóxica vacía", () => {
    expect(problems({ drugs: [drug({ effects: { ...drug().effects, toxica: {} } })] })).toEqual([MODEL_MESSAGES.toxicEmpty("farmaco")]);
    expect(problems({ drugs: [drug({ effects: { ...drug().effects, toxica: { changes: [] } } })] })).toEqual([
      MODEL_MESSAGES.toxicEmpty("farmaco"),
    ]);
    expect(problems({ drugs: [drug({ effects: { ...drug().effects, toxica: { rhythm: "fv" } } })] })).toEqual([]);
  });

  it("una tendencia de menos de 10 s que no es 'brusco'", () => {
    const sudden = (extra: ModelInput) => ({
      handlers: [handler("salta", { after_s: 60 }, { trends: [{ variable: "fc", to: 150, over_s: 9, ...extra }] })],
    });
    expect(problems(sudden({}))).toEqual([MODEL_MESSAGES.sudden("fc")]);
    expect(problems(sudden({ brusco: true }))).toEqual([]);
    expect(problems(sudden({ over_s: 10 }))).toEqual([]);
  });

  it("el curso sin tratamiento que sale de los límites de cualquier niño sin un estado que lo justifique", () => {
    const falls = handler("cae", { after_s: 60 }, { trends: [{ variable: "fc", to: 20, over_s: 60 }] });
    expect(problems({ handlers: [falls] })).toEqual([MODEL_MESSAGES.outOfBounds("fc", 2)]);
    // Within the case's length only.
    expect(problems({ handlers: [falls] }, { ...scenario, estimatedMinutes: 1 })).toEqual([]);
    // An extreme state or an arrest justifies it.
    expect(problems({ handlers: [{ ...falls, do: { ...falls.do, states_on: ["parada"] } }] })).toEqual([]);
    expect(problems({ handlers: [{ ...falls, do: { ...falls.do, rhythm: "asistolia" } }] })).toEqual([]);
  });

  it("un manejador que cambia el texto de una variable numérica", () => {
    expect(problems({ handlers: [handler("texto", { after_s: 1 }, { texts: [{ variable: "fc", value: "Rápida" }] })] })).toEqual([
      MODEL_MESSAGES.notText("fc"),
    ]);
  });
});

describe("la dosis máxima es la de una sola dosis", () => {
  it("dos dosis en rango, cada una bajo el máximo, no se leen como una sobredosis por el máximo; una sola por encima, sí", () => {
    const m = model({ drugs: [drug({ therapeutic_to_per_kg: 0.5, max_dose: 3 })] });
    const whole = (log: LogEntry[]) => {
      const c = simulate({ model: m, weightKg: 20, doseUnits: { farmaco: "mg" }, seed: 1 }, log);
      c.at(120);
      return c;
    };
    // 2 mg each (0,1 mg/kg), 4 mg together: above the 3 mg maximum as a sum, not as any single dose.
    expect(
      whole([
        { at: 0, kind: "dose", intervention: "farmaco", route: "IV", dose: 2 },
        { at: 60, kind: "dose", intervention: "farmaco", route: "IV", dose: 2 },
      ]).doses.map((d) => d.cumulativeBand),
    ).toEqual(["terapeutica", "terapeutica"]);
    expect(whole([{ at: 0, kind: "dose", intervention: "farmaco", route: "IV", dose: 3.5 }]).doses[0].cumulativeBand).toBe("supra");
  });
});
