/**
 * What a case's model must satisfy before it can teach: every name it uses exists, every drug it
 * offers has a therapeutic band and a toxicity no further than ten times the dose, no sudden jump
 * the author did not mark, and an untreated patient stays within any child's bounds except while
 * a state such as an arrest says otherwise. Pure: the scenario parser reports these next to their
 * fields, so nothing unsafe is stored or published.
 */
import { simulate } from "./engine";
import type { Model, When } from "./format";
import { APNOEA_STATE, CHILD_BOUNDS, RHYTHMS, SUDDEN_TREND_S } from "./vocabulary";

export type ModelProblem = { path: (string | number)[]; message: string };

/** What the model needs to know of the rest of the case. */
export type ModelCase = {
  weightKg: number;
  estimatedMinutes: number;
  variables: { key: string; initial_value: string }[];
  interventions: { key: string; routes: readonly string[]; dose?: { unit: string; expected_per_kg?: number }; continuous?: true }[];
};

export const MODEL_MESSAGES = {
  unknownVariable: (key: string) => `variable inexistente: ${key}`,
  notNumeric: (key: string) => `la variable ${key} del modelo debe tener un valor inicial numérico`,
  unknownIntervention: (key: string) => `intervención inexistente: ${key}`,
  routeNotOffered: (key: string, route: string) => `${key} no se da por ${route}`,
  noDose: (key: string) => `${key} no tiene dosis: no puede tener perfil de fármaco`,
  missingProfile: (key: string, route: string) => `falta el perfil del fármaco ${key} por vía ${route} (bandas y toxicidad)`,
  toxicTooFar: (key: string) => `el umbral tóxico de ${key} no puede pasar de 10 veces la dosis esperada`,
  toxicEmpty: (key: string) => `la banda tóxica de ${key} debe tener un efecto`,
  notText: (key: string) => `${key} no es una variable de texto del caso`,
  unknownState: (key: string) => `estado inexistente: ${key}`,
  unknownHandler: (key: string) => `manejador inexistente: ${key}`,
  duplicateKey: (key: string) => `clave repetida: ${key}`,
  sudden: (variable: string) =>
    `la tendencia de ${variable} cambia en menos de ${SUDDEN_TREND_S} s: márcala como «brusco» si es lo que quieres`,
  outOfBounds: (variable: string, minute: number) =>
    `sin tratamiento, ${variable} sale de los límites de cualquier niño en el minuto ${minute} sin un estado que lo justifique`,
} as const;

export function modelProblems(model: Model, scenario: ModelCase): ModelProblem[] {
  const problems: ModelProblem[] = [];
  const add = (path: (string | number)[], message: string) => problems.push({ path: ["model", ...path], message });
  const variables = new Map(scenario.variables.map((v) => [v.key, v]));
  const interventions = new Map(scenario.interventions.map((i) => [i.key, i]));
  const modelVariables = new Set(model.variables.map((v) => v.key));
  const states = new Set([...model.states.map((s) => s.key), APNOEA_STATE]);
  const handlers = new Set(model.handlers.map((h) => h.key));

  const unique = (keys: string[], path: string) => {
    const seen = new Set<string>();
    keys.forEach((k, i) => (seen.has(k) ? add([path, i, "key"], MODEL_MESSAGES.duplicateKey(k)) : seen.add(k)));
  };
  unique(
    model.variables.map((v) => v.key),
    "variables",
  );
  unique(
    model.states.map((s) => s.key),
    "states",
  );
  unique(
    model.handlers.map((h) => h.key),
    "handlers",
  );

  model.variables.forEach((v, i) => {
    const variable = variables.get(v.key);
    if (!variable) add(["variables", i, "key"], MODEL_MESSAGES.unknownVariable(v.key));
    else if (!/^-?\d+(?:\.\d+)?$/.test(variable.initial_value)) add(["variables", i, "key"], MODEL_MESSAGES.notNumeric(v.key));
  });

  const profiled = new Set<string>();
  model.drugs.forEach((drug, i) => {
    const intervention = interventions.get(drug.intervention);
    if (!intervention) return add(["drugs", i, "intervention"], MODEL_MESSAGES.unknownIntervention(drug.intervention));
    if (!intervention.routes.includes(drug.route))
      add(["drugs", i, "route"], MODEL_MESSAGES.routeNotOffered(drug.intervention, drug.route));
    if (!intervention.dose) return add(["drugs", i, "intervention"], MODEL_MESSAGES.noDose(drug.intervention));
    profiled.add(`${drug.intervention}|${drug.route}`);
    const expected = intervention.dose.expected_per_kg ?? drug.therapeutic_to_per_kg;
    if (drug.toxic_per_kg > expected * 10 + 1e-9) add(["drugs", i, "toxic_per_kg"], MODEL_MESSAGES.toxicTooFar(drug.intervention));
    const toxic = drug.effects.toxica;
    if (!toxic.changes?.length && !toxic.rhythm && !toxic.states?.length)
      add(["drugs", i, "effects", "toxica"], MODEL_MESSAGES.toxicEmpty(drug.intervention));
    for (const [band, effect] of Object.entries(drug.effects)) {
      effect?.changes?.forEach((c, j) => {
        if (!modelVariables.has(c.variable))
          add(["drugs", i, "effects", band, "changes", j, "variable"], MODEL_MESSAGES.unknownVariable(c.variable));
      });
      effect?.states?.forEach((s, j) => {
        if (!states.has(s)) add(["drugs", i, "effects", band, "states", j], MODEL_MESSAGES.unknownState(s));
      });
    }
  });
  // Every drug a case offers, by every route it offers, has its bands and its toxicity.
  scenario.interventions.forEach((intervention, i) => {
    if (!intervention.dose) return;
    for (const route of intervention.routes)
      if (!profiled.has(`${intervention.key}|${route}`))
        problems.push({ path: ["interventions", i, "routes"], message: MODEL_MESSAGES.missingProfile(intervention.key, route) });
  });

  const checkWhen = (when: When, path: (string | number)[]) => {
    for (const group of ["states", "not_states"] as const)
      when[group]?.forEach((s, j) => !states.has(s) && add([...path, group, j], MODEL_MESSAGES.unknownState(s)));
    if (when.state_for && !states.has(when.state_for.state))
      add([...path, "state_for", "state"], MODEL_MESSAGES.unknownState(when.state_for.state));
    when.values?.forEach(
      (c, j) => !modelVariables.has(c.variable) && add([...path, "values", j, "variable"], MODEL_MESSAGES.unknownVariable(c.variable)),
    );
    for (const group of ["given", "not_given"] as const)
      when[group]?.forEach((g, j) => {
        const intervention = interventions.get(g.intervention);
        if (!intervention) return add([...path, group, j, "intervention"], MODEL_MESSAGES.unknownIntervention(g.intervention));
        if (g.route && !intervention.routes.includes(g.route))
          add([...path, group, j, "route"], MODEL_MESSAGES.routeNotOffered(g.intervention, g.route));
        if (g.before && !interventions.has(g.before)) add([...path, group, j, "before"], MODEL_MESSAGES.unknownIntervention(g.before));
      });
    for (const group of ["running", "not_running"] as const)
      when[group]?.forEach((k, j) => !interventions.has(k) && add([...path, group, j], MODEL_MESSAGES.unknownIntervention(k)));
    for (const group of ["fired", "not_fired"] as const)
      when[group]?.forEach((k, j) => !handlers.has(k) && add([...path, group, j], MODEL_MESSAGES.unknownHandler(k)));
  };
  model.handlers.forEach((handler, i) => {
    checkWhen(handler.when, ["handlers", i, "when"]);
    handler.do.trends?.forEach((trend, j) => {
      const path = ["handlers", i, "do", "trends", j];
      if (!modelVariables.has(trend.variable)) add([...path, "variable"], MODEL_MESSAGES.unknownVariable(trend.variable));
      if (trend.over_s < SUDDEN_TREND_S && !trend.brusco) add([...path, "over_s"], MODEL_MESSAGES.sudden(trend.variable));
    });
    for (const group of ["states_on", "states_off"] as const)
      handler.do[group]?.forEach((s, j) => !states.has(s) && add(["handlers", i, "do", group, j], MODEL_MESSAGES.unknownState(s)));
    handler.do.texts?.forEach((text, j) => {
      const variable = variables.get(text.variable);
      if (!variable || modelVariables.has(text.variable))
        add(["handlers", i, "do", "texts", j, "variable"], MODEL_MESSAGES.notText(text.variable));
    });
  });
  if (problems.length === 0) problems.push(...untreatedCourseProblems(model, scenario));
  return problems;
}

/** The untreated course, minute by minute for the case's length: within any child's bounds. */
function untreatedCourseProblems(model: Model, scenario: ModelCase): ModelProblem[] {
  const extreme = new Set(model.states.filter((s) => s.extreme).map((s) => s.key));
  const course = simulate({ model, weightKg: scenario.weightKg, doseUnits: {}, seed: 0 }, []);
  const reported = new Set<string>();
  const problems: ModelProblem[] = [];
  for (let minute = 0; minute <= scenario.estimatedMinutes; minute++) {
    const state = course.at(minute * 60);
    if (!RHYTHMS[state.rhythm].pulse || state.states.some((s) => extreme.has(s))) continue;
    for (const [variable, value] of Object.entries(state.values)) {
      const bounds = CHILD_BOUNDS[variable];
      if (value === null || !bounds || reported.has(variable)) continue;
      if (value < bounds[0] || value > bounds[1]) {
        reported.add(variable);
        problems.push({ path: ["model", "handlers"], message: MODEL_MESSAGES.outOfBounds(variable, minute) });
      }
    }
  }
  return problems;
}
