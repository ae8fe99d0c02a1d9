import { describe, expect, it } from "vitest";
import { nextPollDelay } from "~/domain/pending";
import { foldText, toRole } from "~/domain/roles";

describe("roles", () => {
  it.each([
    ["medico", "medico"],
    ["pediatra", "medico"],
    ["enfermera", "enfermeria"],
    ["Enfermería", "enfermeria"],
    ["farmaceutico", "farmacia"],
    ["Farmacéutico", "farmacia"],
    ["FARMACIA", "farmacia"],
  ])("maps %s to %s", (value, role) => expect(toRole(value)).toBe(role));

  it.each(["admin", "celador", "", null, undefined])("has no role for %s", (value) => expect(toRole(value)).toBeNull());

  it("folds accents and case", () => expect(foldText("  Enfermería ")).toBe("enfermeria"));
});

describe("pending screen polling", () => {
  const sequence = (verified: boolean, n: number) => {
    const delays: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < n; i++) delays.push((delay = nextPollDelay(delay, verified)));
    return delays;
  };

  it("grows by 1 s up to 8 s while the e-mail is unverified", () => {
    expect(sequence(false, 10)).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 8000, 8000]);
  });

  it("grows by 2 s up to 10 s once verified", () => {
    expect(sequence(true, 7)).toEqual([1000, 3000, 5000, 7000, 9000, 10000, 10000]);
  });
});

describe("MAIL_FROM", () => {
  it("splits a display name from the address", async () => {
    const { parseAddress } = await import("~/server/mail.server");
    expect(parseAddress("SimPed <no-reply@simped.test>")).toEqual({ name: "SimPed", email: "no-reply@simped.test" });
    expect(parseAddress('"Simulación, HI" <a@b.es>')).toEqual({ name: "Simulación, HI", email: "a@b.es" });
    expect(parseAddress(" a@b.es ")).toEqual({ email: "a@b.es" });
  });
});
