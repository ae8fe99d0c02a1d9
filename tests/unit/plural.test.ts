import { describe, expect, it } from "vitest";
import { plural } from "~/domain/format";

describe("Spanish agreement with a count", () => {
  it("singular for one, plural for zero and many", () => {
    const used = (n: number) => `${n} ${plural(n, { one: "pista usada", other: "pistas usadas" })}`;
    expect([0, 1, 2, 5].map(used)).toEqual(["0 pistas usadas", "1 pista usada", "2 pistas usadas", "5 pistas usadas"]);
    expect(`${plural(1, { one: "queda", other: "quedan" })} 1`).toBe("queda 1");
    expect(`${plural(3, { one: "Queda", other: "Quedan" })} 3`).toBe("Quedan 3");
  });
});
