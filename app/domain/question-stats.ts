/**
 * Question statistics of a scenario, as Moodle's quiz statistics report computes them, from sums
 * the database aggregates over the finished attempts (x: this question right, 1 or 0; y: the
 * attempt's other questions right).
 *
 * - Facility index: the share of attempts that got the question right (unanswered counts as wrong).
 * - Discrimination index: the correlation between getting this question right and doing well on
 *   the rest of the case (Pearson, i.e. point-biserial), as a percentage. Near 0 the question does
 *   not tell strong from weak; below 0 the weak get it right more often than the strong: a wrong
 *   key, an ambiguous text or a distractor that is also right.
 */
type QuestionSums = { n: number; sx: number; sy: number; sxy: number; syy: number };

/** Below this discrimination (percent) a question is flagged for review, as Moodle's report suggests. */
const WEAK_DISCRIMINATION = 20;

export function facilityIndex(sums: Pick<QuestionSums, "n" | "sx">): number | null {
  return sums.n === 0 ? null : (100 * sums.sx) / sums.n;
}

export function discriminationIndex({ n, sx, sy, sxy, syy }: QuestionSums): number | null {
  // x is 0 or 1, so the sum of its squares is sx.
  const varianceX = n * sx - sx * sx;
  const varianceY = n * syy - sy * sy;
  if (n < 2 || varianceX <= 0 || varianceY <= 0) return null;
  return (100 * (n * sxy - sx * sy)) / Math.sqrt(varianceX * varianceY);
}

export type Review = "negativa" | "baja" | null;

export const REVIEW_LABEL: Record<Exclude<Review, null>, string> = {
  negativa: "Revisar: la aciertan más quienes peor hacen el caso",
  baja: "Revisar: apenas distingue a quien domina el caso",
};

export function reviewFlag(discrimination: number | null): Review {
  if (discrimination === null) return null;
  if (discrimination < 0) return "negativa";
  return discrimination < WEAK_DISCRIMINATION ? "baja" : null;
}

/** Which attempts count: every finished one, or only each person's first attempt (if finished). */
export const STATS_ATTEMPTS = { primeros: "Solo el primer intento de cada persona", todos: "Todos los intentos finalizados" } as const;
export type StatsAttempts = keyof typeof STATS_ATTEMPTS;
