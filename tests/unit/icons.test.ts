/**
 * Screens draw their signs as inline SVG (app/ui/icons.tsx): emoji and dingbats depend on the
 * machine's fonts and show as empty boxes on some hospital PCs. The only ones left are in the
 * spec's own messages, copied character for character.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SPEC_MESSAGES = ["Guardado correctamente ✔"];
const SIGNS = /[\u{2300}-\u{23FF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{1F300}-\u{1FAFF}]/u;

function screens(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? screens(path) : path.endsWith(".tsx") ? [path] : [];
  });
}

describe("signs on screens", () => {
  it("no emoji or dingbat in any screen, apart from the spec's messages", () => {
    const found = screens(join(__dirname, "..", "..", "app")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({
          where: `${file}:${index + 1}`,
          line: SPEC_MESSAGES.reduce((rest, message) => rest.replace(message, ""), line),
        }))
        .filter(({ line }) => SIGNS.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it("catches one", () => {
    expect(SIGNS.test("⚠ ALARMA")).toBe(true);
    expect(SIGNS.test("⏱ Tiempo agotado")).toBe(true);
    expect(SIGNS.test("39,4 °C · SatO₂ < 92 %")).toBe(false);
  });
});
