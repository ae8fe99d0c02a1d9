import { describe, expect, it } from "vitest";
import { idSchema, wholeNumberSchema } from "~/domain/forms";
import { readRecordFilters } from "~/domain/records";

describe("ids and whole numbers in URLs and forms", () => {
  it.each(["1", "16", "250", "999999999999999"])("reads %j as the number it says", (text) => {
    expect(idSchema.parse(text)).toBe(Number(text));
    expect(wholeNumberSchema.parse(text)).toBe(Number(text));
  });

  it.each(["0x10", "1e1", "1.5", "16.0", " 7", "7 ", "+7", "-7", "007", "", "Infinity", "NaN", "１６", "1_000", "9999999999999999"])(
    "refuses %j rather than coerce it",
    (text) => {
      expect(idSchema.safeParse(text).success).toBe(false);
      expect(wholeNumberSchema.safeParse(text).success).toBe(false);
    },
  );

  it("refuses what is not text, and 0 as an id (not as a whole number)", () => {
    for (const value of [16, null, undefined, ["16"]]) expect(idSchema.safeParse(value).success).toBe(false);
    expect(idSchema.safeParse("0").success).toBe(false);
    expect(wholeNumberSchema.parse("0")).toBe(0);
  });

  it("drops a filter written any other way instead of reading another scenario", () => {
    expect(readRecordFilters(new URLSearchParams("escenario=0x10&pagina=1e1"))).toMatchObject({ escenario: undefined, pagina: 1 });
    expect(readRecordFilters(new URLSearchParams("escenario=16&pagina=3"))).toMatchObject({ escenario: 16, pagina: 3 });
  });
});
