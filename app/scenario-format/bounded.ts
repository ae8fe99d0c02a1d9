/**
 * The format's texts and lists: trimmed, never empty, at most their declared length (app/domain/scenario-limits.ts)
 * and free of the characters no field of the product accepts (the product's one rule, safe-text.ts).
 * A long text is one the studio gives a text area: it keeps its line breaks and tabs.
 */
import { z } from "zod";
import { hasForbiddenChars, TEXT_CHARS_MESSAGE } from "../domain/safe-text";
import { LONG_TEXT_MAX, SCENARIO_MAX_LIST_ITEMS, TEXT_MAX, TITLE_MAX } from "../domain/scenario-limits";

const scenarioText = (max: number, lines: "single" | "multi") =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasForbiddenChars(value, lines), TEXT_CHARS_MESSAGE);

/** A label, an option, a hint, a source: one line. */
export const shortText = scenarioText(TEXT_MAX, "single");
/** The case's title and its brief's: one line that fits a list. */
export const titleText = scenarioText(TITLE_MAX, "single");
/** An explanation, a summary, a narrative: paragraphs. */
export const longText = scenarioText(LONG_TEXT_MAX, "multi");

/** Every list of the format holds at most SCENARIO_MAX_LIST_ITEMS (fewer where the format says so). */
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(SCENARIO_MAX_LIST_ITEMS);
