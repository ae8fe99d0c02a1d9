/** No in-person case ships without its physiology exam: every file in db/seed/presencial/ has one here. */
import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

it("every published in-person case has a physiology exam that runs its file", () => {
  const cases = readdirSync("db/seed/presencial").filter((f) => f.endsWith(".json"));
  const examined = readdirSync("tests/unit/exams")
    .filter((f) => f.endsWith(".test.ts"))
    .flatMap((f) =>
      [...readFileSync(`tests/unit/exams/${f}`, "utf8").matchAll(/examineCase\(\s*"[^"]*",\s*"([^"]+\.json)"/g)].map((m) => m[1]),
    );
  expect(cases.length).toBeGreaterThanOrEqual(3);
  expect(cases.filter((c) => !examined.includes(c))).toEqual([]);
});
