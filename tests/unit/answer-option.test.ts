import { describe, expect, it } from "vitest";
import { attemptIntentSchema } from "../../app/online/forms";

const answer = (option: unknown, questionId: unknown = "12") => attemptIntentSchema.safeParse({ intent: "answer", questionId, option });

describe("the answer's option is a decimal index", () => {
  it.each([
    ["0", 0],
    ["3", 3],
    ["007", 7],
    ["999", 999],
  ])("accepts %j as %i", (option, index) => {
    expect(answer(option)).toMatchObject({ success: true, data: { intent: "answer", questionId: 12, option: index } });
  });

  it.each([
    ["empty", ""],
    ["hexadecimal", "0x1"],
    ["binary", "0b1"],
    ["exponent", "1e0"],
    ["decimal point", "1.0"],
    ["negative", "-1"],
    ["plus sign", "+1"],
    ["spaces", " 1 "],
    ["a newline", "1\n"],
    ["four digits", "1000"],
    ["Arabic-Indic digits", "\u0661"],
    ["Infinity", "Infinity"],
    ["a list", ["1", "2"]],
    ["missing", undefined],
  ])("refuses %s", (_why, option) => {
    expect(answer(option).success).toBe(false);
  });

  it.each([
    ["empty", ""],
    ["hexadecimal", "0x1"],
    ["exponent", "1e1"],
    ["negative", "-3"],
  ])("refuses a %s question id", (_why, id) => {
    expect(answer("1", id).success).toBe(false);
    expect(attemptIntentSchema.safeParse({ intent: "hint", questionId: id }).success).toBe(false);
  });

  it("keeps the other intents", () => {
    expect(attemptIntentSchema.parse({ intent: "hint", questionId: "5" })).toEqual({ intent: "hint", questionId: 5 });
    expect(attemptIntentSchema.parse({ intent: "finish" })).toEqual({ intent: "finish" });
    expect(attemptIntentSchema.safeParse({ intent: "finish", option: "1" }).success).toBe(false);
  });
});
