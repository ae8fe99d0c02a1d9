/** Averages per scenario over finished attempts, for the evaluation chart. */
export function averagesByScenario(rows: { scenarioId: number; scenarioTitle: string; score: number | null; finishedAt: string | null }[]) {
  const groups = new Map<number, { title: string; scores: number[] }>();
  for (const row of rows) {
    if (!row.finishedAt || row.score === null) continue;
    const group = groups.get(row.scenarioId) ?? { title: row.scenarioTitle, scores: [] };
    group.scores.push(row.score);
    groups.set(row.scenarioId, group);
  }
  return [...groups.entries()].map(([scenarioId, { title, scores }]) => ({
    scenarioId,
    title,
    average: Math.round(scores.reduce((a, b) => a + b, 0) / scores.length),
    count: scores.length,
  }));
}

export const formatDateTime = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat("es-ES", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Madrid" }).format(new Date(iso))
    : "—";

/** Readings grouped under the scenario they belong to, in the order the scenarios were last tried. */
export function readingsByScenario<R extends { scenarioId: number }>(
  readings: R[],
  scenarios: { scenarioId: number; scenarioTitle: string }[],
) {
  const titles = new Map<number, string>();
  for (const s of scenarios) if (!titles.has(s.scenarioId)) titles.set(s.scenarioId, s.scenarioTitle);
  return [...titles.entries()]
    .map(([scenarioId, title]) => ({ scenarioId, title, readings: readings.filter((r) => r.scenarioId === scenarioId) }))
    .filter((group) => group.readings.length > 0);
}
