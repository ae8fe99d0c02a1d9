/** The report's debrief guide from a session's report and its case's KPI definitions (pure; decision 0042). */
import { buildDebriefGuide, type DebriefGuide, type GuideDose, type GuideKpi } from "../domain/debrief-guide";
import { unitLabel, type InterventionDef, type KpiDef } from "./planner";
import type { Report } from "./report";

export type DebriefRow = { pointKey: string; discussed: boolean; note: string; updatedAt: string };

/** The guide of this report: KPIs with the case's targets, and every flagged dose. */
export function guideOf(report: Pick<Report, "kpis" | "actions">, definitions: { kpis: KpiDef[]; interventions: InterventionDef[] }) {
  const kpiDefs = new Map(definitions.kpis.map((k) => [k.key, k]));
  const interventions = new Map(definitions.interventions.map((i) => [i.key, i]));
  const kpis: GuideKpi[] = report.kpis.map((result) => {
    const def = kpiDefs.get(result.key);
    const unit = def?.action ? interventions.get(def.action)?.dose?.unit : undefined;
    return { ...result, target: def?.target, question: def?.question, source: def?.source, unit: unit && unitLabel(unit) };
  });
  const doses: GuideDose[] = report.actions
    .filter((a) => a.flag)
    .map((a) => ({
      atSeconds: a.at_seconds,
      label: interventions.get(a.action_key)?.label ?? a.action_key,
      route: typeof a.payload.route === "string" ? a.payload.route : null,
      flag: a.flag!,
    }));
  return buildDebriefGuide({ kpis, doses });
}

/** What the report page shows the instructor: the guide and what was saved against its points. */
export function debriefView(found: {
  report: Pick<Report, "kpis" | "actions">;
  definitions: Parameters<typeof guideOf>[1];
  debrief: DebriefRow[];
}) {
  const guide: DebriefGuide = guideOf(found.report, found.definitions);
  const saved = Object.fromEntries(found.debrief.map((row) => [row.pointKey, { discussed: row.discussed, note: row.note }]));
  const updatedAt = found.debrief.reduce<string | null>((last, row) => (last && last > row.updatedAt ? last : row.updatedAt), null);
  return { guide, saved, updatedAt };
}
export type DebriefView = ReturnType<typeof debriefView>;
