/**
 * A question of the format as the `questions` table's columns: what the seed writes, an earlier
 * version's review reads and the studio's preview runs on. Apart from the schema, so that a page
 * running in the browser does not carry zod for it.
 */
import type { FormatQuestion } from "./online";

export function questionColumns(question: FormatQuestion) {
  return {
    questionText: question.question_text,
    options: question.options,
    correctOption: question.correct_option,
    explanation: question.explanation,
    roles: question.roles,
    isCritical: question.is_critical,
    hints: question.hints,
    timeLimit: question.time_limit ?? null,
  };
}
