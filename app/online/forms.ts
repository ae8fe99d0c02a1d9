import { z } from "zod";

// Decimal digits only: z.coerce.number would read '' as 0 and '0x1' or '1e0' as 1.
const digits = (pattern: RegExp) => z.string().regex(pattern).transform(Number);

/**
 * The forms of an attempt's page (apart from attempts.ts, which screens without zod import). The option is an index into the question's options; that it
 * is within them is checked by the server against the question (`validOption` in writeQuestion).
 */
/** With JavaScript the forms add `modo=datos`: the answer is the page's new state, not a redirect. */
const answerMode = { modo: z.literal("datos").optional() };

export const attemptIntentSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("answer"), questionId: digits(/^\d{1,9}$/), option: digits(/^\d{1,3}$/), ...answerMode }),
  z.strictObject({ intent: z.literal("hint"), questionId: digits(/^\d{1,9}$/), ...answerMode }),
  // 'This timed question is in view': its clock starts (decision 0035).
  z.strictObject({ intent: z.literal("start"), questionId: digits(/^\d{1,9}$/), ...answerMode }),
  z.strictObject({ intent: z.literal("finish") }),
]);
