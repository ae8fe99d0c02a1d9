import { describe, expect, it } from "vitest";
import {
  withPressureTogether,
  bannerParagraphs,
  canLinkUser,
  checkCategoryFrom,
  checklistScore,
  checkRoleFrom,
  checkStatusFrom,
  compareParticipants,
  elapsedSeconds,
  normalizePublicCode,
  participantRoleFrom,
  publicCodeFrom,
  sessionStatus,
} from "~/presencial/vocabulary";
import { formatClock } from "~/domain/attempts";
import { commandSchema, PARTICIPANT_MESSAGES, participantsSchema } from "~/presencial/forms";

describe("public code", () => {
  it("is six characters of A-Z and 0-9, never the look-alikes 0, O, 1, I or L", () => {
    for (let i = 0; i < 500; i++) expect(publicCodeFrom(crypto.getRandomValues(new Uint8Array(32)))).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  });
  it("skips bytes that would bias the alphabet", () => {
    // 31 characters: 248 = 8 × 31, so 248…255 are dropped.
    expect(publicCodeFrom(Uint8Array.from([255, 0, 1, 248, 30, 31, 61, 247]))).toBe("AB9A99");
  });
  it("normalises what is typed: any case, spaces and hyphens ignored; old codes still read", () => {
    expect(normalizePublicCode(" ab12cd ")).toBe("AB12CD");
    expect(normalizePublicCode("ab3 k7m")).toBe("AB3K7M");
    expect(normalizePublicCode("AB3-K7M")).toBe("AB3K7M");
    expect(normalizePublicCode("AB12C")).toBeNull();
    expect(normalizePublicCode("AB12C-")).toBeNull();
    expect(normalizePublicCode("AB12C!")).toBeNull();
    expect(normalizePublicCode(undefined)).toBeNull();
  });
});

describe("participants", () => {
  it("matches role text ignoring accents and case", () => {
    expect(participantRoleFrom("Médico")).toBe("medico");
    expect(participantRoleFrom("ENFERMERÍA")).toBe("enfermeria");
    expect(participantRoleFrom("farmacéutica")).toBe("farmacia");
    expect(participantRoleFrom("Instructora")).toBe("instructor");
    expect(participantRoleFrom("celador")).toBeNull();
  });
  it("links instructors to admins and the rest to users of their role", () => {
    expect(canLinkUser("instructor", { rol: "medico", isAdmin: true })).toBe(true);
    expect(canLinkUser("instructor", { rol: "medico", isAdmin: false })).toBe(false);
    expect(canLinkUser("enfermeria", { rol: "enfermeria", isAdmin: false })).toBe(true);
    expect(canLinkUser("farmacia", { rol: "enfermeria", isAdmin: true })).toBe(false);
  });
  it("orders instructor, médico, enfermería, farmacia, others, then by name", () => {
    const people = [
      { role: "farmacia", name: "Zoe" },
      { role: "otro", name: "Ana" },
      { role: "medico", name: "Óscar" },
      { role: "enfermeria", name: "Eva" },
      { role: "medico", name: "Ana" },
      { role: "instructor", name: "Luis" },
    ];
    expect(people.sort(compareParticipants).map((p) => `${p.role}:${p.name}`)).toEqual([
      "instructor:Luis",
      "medico:Ana",
      "medico:Óscar",
      "enfermeria:Eva",
      "farmacia:Zoe",
      "otro:Ana",
    ]);
  });
  it("requires names of at least 2 characters and one of the four roles; skips blank rows", () => {
    const ok = participantsSchema.parse({ name: ["Ana", "", "Luis"], role: ["Médico", "", "instructor"], userId: ["", "", ""] });
    expect(ok.participants).toEqual([
      { name: "Ana", role: "medico", userId: null },
      { name: "Luis", role: "instructor", userId: null },
    ]);
    expect(participantsSchema.safeParse({ name: ["A"], role: ["medico"], userId: [""] }).success).toBe(false);
    // A blank form is refused with a message, not turned into a session nobody can run.
    const blank = participantsSchema.safeParse({ name: ["", ""], role: ["", ""], userId: ["", ""] });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => i.message)).toContain(PARTICIPANT_MESSAGES.none);
    expect(participantsSchema.safeParse({}).success).toBe(false);
    expect(participantsSchema.safeParse({ name: ["Ana"], role: ["celador"], userId: [""] }).success).toBe(false);
    expect(participantsSchema.safeParse({ name: ["Ana"], role: ["medico"], userId: ["not-a-uuid"] }).success).toBe(false);
  });
});

describe("checklist", () => {
  it.each([
    [true, "ok"],
    [false, "missed"],
    ["Correcto", "ok"],
    ["bien", "ok"],
    ["hecho", "ok"],
    ["Realizado", "ok"],
    ["incorrecto", "wrong"],
    ["MAL", "wrong"],
    ["error", "wrong"],
    ["pendiente", "missed"],
    ["omitido", "missed"],
    ["no realizado", "missed"],
    ["No aplica", "na"],
    ["cualquier cosa", "na"],
    [null, "na"],
    [3, "na"],
  ])("%j → %s", (value, status) => expect(checkStatusFrom(value)).toBe(status));

  it("the console's checklist command takes the same values and synonyms", () => {
    const status = (value: unknown) => {
      const parsed = commandSchema.safeParse({ intent: "check", itemId: "5", status: value });
      return parsed.success && parsed.data.intent === "check" ? parsed.data.status : parsed.error?.issues[0]?.message;
    };
    expect(status("ok")).toBe("ok");
    expect(status("Realizado")).toBe("ok");
    expect(status(true)).toBe("ok");
    expect(status(false)).toBe("missed");
    expect(status("mal")).toBe("wrong");
    expect(status("no realizado")).toBe("missed");
    expect(status("no aplica")).toBe("na");
    expect(status("cualquier cosa")).toBe("na");
  });

  it.each([
    ["A - Vía aérea permeable", null, "A"],
    ["Diagnóstico: hemocultivo antes del antibiótico", null, "Diagnóstico"],
    ["Administra oxígeno a alto flujo", null, "B"],
    ["Canaliza una vía intraósea", null, "C"],
    ["Comprueba la glucemia", null, "D"],
    ["Controla la temperatura", null, "E"],
    ["Pide lactato", null, "Diagnóstico"],
    ["Prescribe el antibiótico", null, "Tratamiento"],
    ["Comunicación en bucle cerrado", null, "Otros"],
    ["Lo que sea", "Tratamiento", "Tratamiento"],
  ])("%s (given %s) → %s", (label, given, category) => expect(checkCategoryFrom(label, given)).toBe(category));

  it("maps role tags to the filters", () => {
    expect(checkRoleFrom("Medicina")).toBe("Medicina");
    expect(checkRoleFrom("MED")).toBe("Medicina");
    expect(checkRoleFrom("Enfermería")).toBe("Enfermería");
    expect(checkRoleFrom("farmacia")).toBe("Farmacia");
    expect(checkRoleFrom("Común")).toBe("Común");
    expect(checkRoleFrom(null)).toBe("Común");
  });

  it("scores ok over scored items (N/A excluded), and weighted 3/2/1", () => {
    expect(
      checklistScore([
        { status: "ok", weight: 3 },
        { status: "wrong", weight: 1 },
        { status: "missed", weight: 2 },
        { status: "ok", weight: 1 },
        { status: "na", weight: 3 },
      ]),
    ).toEqual({ scored: 4, ok: 2, percent: 50, weightedPercent: 57 });
    expect(checklistScore([{ status: "na", weight: 3 }])).toEqual({ scored: 0, ok: 0, percent: null, weightedPercent: null });
  });
});

describe("projection", () => {
  it("formats the timer as m:ss or h:mm:ss", () => {
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(3600)).toBe("1:00:00");
  });
  it("counts from the server's start with the client's clock offset; 0 when not started", () => {
    const start = "2026-01-01T10:00:00.000Z";
    const serverNow = Date.parse("2026-01-01T10:02:05.000Z");
    const clientNow = serverNow - 30_000; // the client's clock is 30 s behind
    expect(elapsedSeconds({ startedAt: start, endedAt: null }, clientNow, 30_000)).toBe(125);
    expect(elapsedSeconds({ startedAt: null, endedAt: null }, clientNow, 0)).toBe(0);
    expect(elapsedSeconds({ startedAt: start, endedAt: "2026-01-01T10:01:00.000Z" }, clientNow, 0)).toBe(60);
  });
  it("leaves the pauses out of simulation time and stands still while paused", () => {
    const startedAt = "2026-01-01T10:00:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    // Paused 30 s earlier on; paused again since 10:02:00.
    const paused = { startedAt, endedAt: null, pausedMs: 30_000, pausedAt: "2026-01-01T10:02:00.000Z" };
    expect(elapsedSeconds(paused, at("2026-01-01T10:02:00.000Z"), 0)).toBe(90);
    expect(elapsedSeconds(paused, at("2026-01-01T10:05:00.000Z"), 0)).toBe(90);
    expect(elapsedSeconds({ ...paused, pausedAt: null }, at("2026-01-01T10:05:00.000Z"), 0)).toBe(270);
  });
  it("states and banner paragraphs", () => {
    expect(sessionStatus({ startedAt: null, endedAt: null })).toBe("waiting");
    expect(sessionStatus({ startedAt: "x", endedAt: null })).toBe("running");
    expect(sessionStatus({ startedAt: "x", endedAt: "y" })).toBe("ended");
    expect(bannerParagraphs("Uno\nsigue\n\n  Dos  \n\n\n")).toEqual(["Uno\nsigue", "Dos"]);
  });
  it("validates console commands (bolus > 0, minutes ≥ 0)", () => {
    expect(commandSchema.safeParse({ intent: "bolus", mlkg: "0" }).success).toBe(false);
    expect(commandSchema.parse({ intent: "bolus", mlkg: "20" })).toEqual({ intent: "bolus", mlkg: 20 });
    expect(commandSchema.parse({ intent: "antibiotic", minutos: "0" })).toEqual({ intent: "antibiotic", minutos: 0 });
    expect(commandSchema.parse({ intent: "antibiotic", minutos: "" })).toEqual({ intent: "antibiotic", minutos: undefined });
    expect(commandSchema.parse({ intent: "intervene", key: "adrenalina_im", dose: "0,15", route: "IM" })).toMatchObject({ dose: 0.15 });
    for (const dose of ["-1", "0", "abc", "1e3", "0x1"])
      expect(commandSchema.safeParse({ intent: "intervene", key: "adrenalina_im", dose }).success, dose).toBe(false);
    expect(commandSchema.safeParse({ intent: "antibiotic", minutos: "-1" }).success).toBe(false);
    expect(commandSchema.safeParse({ intent: "show", variableId: "1", extra: "x" }).success).toBe(false);
    expect(commandSchema.safeParse({ intent: "delete_everything" }).success).toBe(false);
  });
});

describe("la tensión arterial en la pantalla", () => {
  const v = (key: string, value: string) => ({ id: key.length, key, label: key, value });
  it("muestra sistólica y diastólica juntas, en el lugar de la sistólica, solo cuando se muestran las dos", () => {
    expect(withPressureTogether([v("fc", "150"), v("tas", "76"), v("sat", "95"), v("tad", "40")])).toEqual([
      v("fc", "150"),
      { id: 3, key: "ta", label: "Tensión arterial", value: "76/40" },
      v("sat", "95"),
    ]);
    expect(withPressureTogether([v("tas", "76"), v("sat", "95")])).toEqual([v("tas", "76"), v("sat", "95")]);
  });
});
