import { describe, expect, it } from "vitest";
import { buildReport } from "~/domain/presencial-report";
import {
  applyEffect,
  bannerParagraphs,
  canLinkUser,
  checkCategoryFrom,
  checklistScore,
  checkRoleFrom,
  checkStatusFrom,
  clinicalKpis,
  compareParticipants,
  elapsedSeconds,
  evaluateRules,
  normalizePublicCode,
  participantRoleFrom,
  publicCodeFrom,
  ruleHolds,
  sessionStatus,
  type Intervention,
} from "~/domain/presencial";
import { formatClock } from "~/domain/attempts";
import { participantsSchema, commandSchema } from "~/domain/presencial-forms";

const bolus = (mlkg: number): Intervention => ({ actionKey: "bolo_cristaloide", payload: { mlkg } });
const antibiotic = (minutos: number): Intervention => ({ actionKey: "inicio_antibiotico", payload: { minutos } });

describe("public code", () => {
  it("is six characters of A-Z and 0-9", () => {
    for (let i = 0; i < 200; i++) expect(publicCodeFrom(crypto.getRandomValues(new Uint8Array(32)))).toMatch(/^[A-Z0-9]{6}$/);
  });
  it("skips bytes that would bias the alphabet", () => {
    expect(publicCodeFrom(Uint8Array.from([255, 0, 1, 252, 35, 36, 71, 251]))).toBe("AB9A99");
  });
  it("normalises what is typed", () => {
    expect(normalizePublicCode(" ab12cd ")).toBe("AB12CD");
    expect(normalizePublicCode("AB12C")).toBeNull();
    expect(normalizePublicCode("AB12C-")).toBeNull();
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

describe("rules", () => {
  it("'+' and '-' add to the current number; anything else sets", () => {
    expect(applyEffect("150", "-15")).toBe("135");
    expect(applyEffect("4.5", "+1.5")).toBe("6");
    expect(applyEffect("4,5", "-0,5")).toBe("4");
    expect(applyEffect("150", "120")).toBe("120");
    expect(applyEffect("78/40", "-5")).toBe("-5");
    expect(applyEffect("normal", "Crepitantes bibasales")).toBe("Crepitantes bibasales");
  });

  it("any: some action matches every threshold", () => {
    expect(ruleHolds({ any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] }, [bolus(5)])).toBe(false);
    expect(ruleHolds({ any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] }, [bolus(5), bolus(10)])).toBe(true);
    expect(ruleHolds({ any: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] }, [antibiotic(75)])).toBe(false);
    expect(ruleHolds({ any: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] }, [antibiotic(45)])).toBe(true);
    expect(ruleHolds({ any: [{ action: "inicio_antibiotico" }] }, [antibiotic(300)])).toBe(true);
  });

  it("none: no action matches", () => {
    const when = { none: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] };
    expect(ruleHolds(when, [])).toBe(true);
    expect(ruleHolds(when, [antibiotic(90)])).toBe(true);
    expect(ruleHolds(when, [antibiotic(30)])).toBe(false);
  });

  it("sum: totals of ml/kg against mlkg_sum_lt or mlkg_gte; groups combine with AND", () => {
    expect(ruleHolds({ sum: [{ action: "bolo_cristaloide", mlkg_sum_lt: 20 }] }, [bolus(10), bolus(5)])).toBe(true);
    expect(ruleHolds({ sum: [{ action: "bolo_cristaloide", mlkg_sum_lt: 20 }] }, [bolus(10), bolus(10)])).toBe(false);
    expect(ruleHolds({ sum: [{ action: "bolo_cristaloide", mlkg_gte: 40 }] }, [bolus(20), bolus(20)])).toBe(true);
    const both = { sum: [{ action: "bolo_cristaloide", mlkg_gte: 60 }], none: [{ action: "inicio_antibiotico" }] };
    expect(ruleHolds(both, [bolus(20), bolus(20), bolus(20)])).toBe(true);
    expect(ruleHolds(both, [bolus(20), bolus(20), bolus(20), antibiotic(10)])).toBe(false);
  });

  it("fires each rule once, in order, later effects overwriting earlier ones", () => {
    const rules = [
      { id: 1, appliesWhen: { any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] }, effects: [{ variable_key: "fc", value: "-15" }] },
      { id: 2, appliesWhen: { sum: [{ action: "bolo_cristaloide", mlkg_gte: 40 }] }, effects: [{ variable_key: "fc", value: "170" }, { variable_key: "auscultacion", value: "Crepitantes" }] },
      { id: 3, appliesWhen: { any: [{ action: "inicio_antibiotico", minutos_llegada_lte: 60 }] }, effects: [{ variable_key: "lactato", value: "-1.2" }, { variable_key: "desconocida", value: "1" }] },
    ];
    const values = new Map([
      ["fc", "180"],
      ["lactato", "4.8"],
      ["auscultacion", "Normal"],
    ]);
    const first = evaluateRules(rules, new Set(), [bolus(20)], values);
    expect(first).toEqual({ fired: [1], changes: new Map([["fc", "165"]]) });
    const second = evaluateRules(rules, new Set([1]), [bolus(20), bolus(20), antibiotic(30)], new Map([...values, ["fc", "165"]]));
    expect(second.fired).toEqual([2, 3]);
    expect(second.changes).toEqual(new Map([["fc", "170"], ["auscultacion", "Crepitantes"], ["lactato", "3.6"]]));
    expect(evaluateRules(rules, new Set([1, 2, 3]), [bolus(20), bolus(30)], values)).toEqual({ fired: [], changes: new Map() });
  });
});

describe("KPIs and the report", () => {
  it("totals ml/kg, counts boluses, and takes the earliest antibiotic", () => {
    expect(clinicalKpis([bolus(20), bolus(10), antibiotic(45), antibiotic(30), { actionKey: "alarm", payload: {} }])).toEqual({
      bolusMlkgTotal: 30,
      bolusCount: 2,
      antibioticMinutes: 30,
    });
    expect(clinicalKpis([])).toEqual({ bolusMlkgTotal: 0, bolusCount: 0, antibioticMinutes: null });
  });

  it("builds the report from the log", () => {
    const report = buildReport({
      session: { id: "s", scenarioId: 1, startedAt: "2026-01-01T10:00:00.000Z", endedAt: "2026-01-01T10:12:30.000Z" },
      scenarioTitle: "Shock",
      participants: [
        { role: "enfermeria", name: "Eva", userId: null },
        { role: "instructor", name: "Luis", userId: null },
      ],
      variables: [
        { label: "FC", unit: "lpm", value: "150", isRevealed: true },
        { label: "Lactato", unit: "mmol/l", value: "4", isRevealed: false },
      ],
      actions: [{ actionKey: "bolo_cristaloide", payload: { mlkg: 20 }, createdAt: "2026-01-01T10:05:00.000Z" }],
      checklist: [
        { label: "Oxígeno", category: "B", weight: 3, role: "Enfermería", status: "ok", note: "" },
        { label: "Glucemia", category: "D", weight: 1, role: "Común", status: "missed", note: "tarde" },
      ],
      events: [{ at: "2026-01-01T10:00:00.000Z", kind: "variable.show", payload: { label: "FC", value: "150", unit: "lpm" } }],
    });
    expect(report.duration_sec).toBe(750);
    expect(report.participants.map((p) => p.name)).toEqual(["Luis", "Eva"]);
    expect(report.revealed).toEqual([{ label: "FC", unit: "lpm", value: "150" }]);
    expect(report.kpis).toEqual({ bolusMlkgTotal: 20, bolusCount: 1, antibioticMinutes: null });
    expect(report.checklist_score).toEqual({ scored: 2, ok: 1, percent: 50, weightedPercent: 75 });
    expect(report.checklist[1]).toMatchObject({ status_text: "No hecho", weight_label: "Deseable", note: "tarde" });
    expect(report.timeline[0].text).toBe("Dato mostrado: FC · 150 lpm");
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
    expect(elapsedSeconds(start, null, clientNow, 30_000)).toBe(125);
    expect(elapsedSeconds(null, null, clientNow, 0)).toBe(0);
    expect(elapsedSeconds(start, "2026-01-01T10:01:00.000Z", clientNow, 0)).toBe(60);
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
    expect(commandSchema.safeParse({ intent: "antibiotic", minutos: "-1" }).success).toBe(false);
    expect(commandSchema.safeParse({ intent: "show", variableId: "1", extra: "x" }).success).toBe(false);
    expect(commandSchema.safeParse({ intent: "delete_everything" }).success).toBe(false);
  });
});
