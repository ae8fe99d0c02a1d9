/**
 * From a case to the engine: the patient (model, weight, dose units, the session's seed) and the
 * log entry each recorded intervention becomes. The console, the room, the report, the studio's
 * preview and the physiology exams all go through here.
 */
import type { LogEntry, Patient } from "./engine";
import type { Model } from "./format";

export type CaseIntervention = { key: string; dose?: { unit: string }; continuous?: true };
export type ModelledCase = { weightKg: number; interventions: readonly CaseIntervention[]; model: Model };

export function patientOf(scenario: ModelledCase, seed: number): Patient {
  const doseUnits: Record<string, string> = {};
  for (const i of scenario.interventions) if (i.dose) doseUnits[i.key] = i.dose.unit;
  return { model: scenario.model, weightKg: scenario.weightKg, doseUnits, seed };
}

/** How an intervention is given: a dose, an infusion's rate, something that runs until stopped, or a one-off. */
export function givingOf(intervention: CaseIntervention): "dose" | "rate" | "continuous" | "procedure" {
  if (intervention.dose) return intervention.dose.unit.endsWith("/min") ? "rate" : "dose";
  return intervention.continuous ? "continuous" : "procedure";
}

/**
 * The log entry of a recorded intervention: `amount` is the dose or the rate (0 stops an
 * infusion); `stop` ends something that runs (compressions, oxygen).
 */
export function interventionEntry(
  intervention: CaseIntervention,
  at: number,
  given: { amount?: number; route?: string; stop?: boolean },
): LogEntry {
  const route = given.route ?? "";
  switch (givingOf(intervention)) {
    case "dose":
      return { at, kind: "dose", intervention: intervention.key, route, dose: given.amount ?? 0 };
    case "rate":
      return { at, kind: "rate", intervention: intervention.key, route, rate: given.stop ? 0 : (given.amount ?? 0) };
    case "continuous":
      return { at, kind: given.stop ? "stop" : "start", intervention: intervention.key };
    case "procedure":
      return { at, kind: "procedure", intervention: intervention.key };
  }
}
