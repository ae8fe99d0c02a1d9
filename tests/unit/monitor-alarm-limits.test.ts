/**
 * Alarm limits by age (app/presencial/monitor/alarm-limits.ts): a healthy infant's fast heart does
 * not alarm where a fixed FC > 170 would, a school child's does; a case's own limits come first;
 * the priorities follow IEC 60601-1-8 with the room's words for the reason; the bursts are the
 * standard's.
 */
import { describe, expect, it } from "vitest";
import {
  ALARM_BURSTS,
  alarmPriority,
  alarmsFor,
  type AlarmInput,
  ageBand,
  hypotensionBelow,
  limitsFor,
  ageInMonths,
  shownAlarms,
} from "~/presencial/monitor/alarm-limits";

const INFANT = 6;
const TEN_YEARS = 120;

const input = (more: Partial<AlarmInput>): AlarmInput => ({ ageInMonths: TEN_YEARS, rhythm: "sinusal", values: {}, ...more });

describe("limits by age", () => {
  it("a normal infant's FC of 160 or 175 raises no alarm; a fixed FC > 170 would have at 175", () => {
    for (const fc of [160, 175]) expect(alarmsFor(input({ ageInMonths: INFANT, values: { fc } }))).toEqual([]);
    expect(limitsFor(INFANT).fc).toEqual({ below: 100, above: 190 });
  });

  it("a 10-year-old's FC of 160 alarms (medium), with the band's limit in the reason", () => {
    expect(alarmPriority(input({ values: { fc: 160 } }))).toEqual({ key: "fc", priority: "medium", reason: "FC 160 lpm > 140 lpm" });
  });

  it("bands follow PALS: heart and breathing rates by age, hypotension by 70 + 2 × age", () => {
    expect(limitsFor(0)).toMatchObject({ fc: { below: 85, above: 205 }, fr: { below: 30, above: 60 }, tas: { below: 60 } });
    expect(limitsFor(2)).toMatchObject({ fc: { below: 85, above: 205 }, tas: { below: 70 } });
    expect(limitsFor(18)).toMatchObject({ fc: { below: 100, above: 190 }, fr: { below: 24, above: 40 }, tas: { below: 72 } });
    expect(limitsFor(5 * 12)).toMatchObject({ fc: { below: 60, above: 140 }, fr: { below: 22, above: 34 }, tas: { below: 80 } });
    expect(limitsFor(10 * 12 + 11)).toMatchObject({ fc: { below: 60, above: 140 }, fr: { below: 18, above: 30 }, tas: { below: 90 } });
    expect(limitsFor(11 * 12)).toMatchObject({ fc: { below: 60, above: 100 }, tas: { below: 90 } });
    expect(limitsFor(16 * 12)).toMatchObject({ fc: { below: 60, above: 100 }, fr: { below: 12, above: 16 }, tas: { below: 90 } });
    expect(ageBand(30 * 12).label).toBe("13 a 17 años");
    expect([0.5, 3, 12, 24, 60, 120, 132].map(hypotensionBelow)).toEqual([60, 70, 72, 74, 80, 90, 90]);
  });

  it("a case's own limits take precedence, bound by bound", () => {
    const limits = limitsFor(INFANT, { fc: { above: 170 }, tas: { below: 65 }, tam: { below: 45 } });
    expect(limits.fc).toEqual({ below: 100, above: 170 });
    expect(limits.tas).toEqual({ below: 65 });
    expect(limits.tam).toEqual({ below: 45 });
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 175 }, overrides: { fc: { above: 170 } } }))?.reason).toBe(
      "FC 175 lpm > 170 lpm",
    );
    expect(alarmsFor(input({ values: { tam: 40 }, overrides: { tam: { below: 45 } } }))).toEqual([
      { key: "tam", priority: "medium", reason: "TAM 40 mmHg < 45 mmHg" },
    ]);
  });
});

describe("priorities (IEC 60601-1-8)", () => {
  it("SpO₂ 85 is a medium alarm, worded as the room reads it today", () => {
    const alarm = alarmPriority(input({ values: { sat: 85 } }));
    expect(alarm).toEqual({ key: "sat", priority: "medium", reason: "SatO₂ 85 % < 92 %" });
  });

  it("decimals use a comma", () => {
    expect(alarmPriority(input({ values: { sat: 88.5 } }))?.reason).toBe("SatO₂ 88,5 % < 92 %");
  });

  it("VF is high at once, and so is every rhythm without a pulse", () => {
    expect(alarmPriority(input({ rhythm: "fv", values: { fc: null, sat: null } }))).toEqual({
      key: "ritmo",
      priority: "high",
      reason: "Fibrilación ventricular",
    });
    for (const rhythm of ["asistolia", "aesp", "tv_sin_pulso"] as const) expect(alarmPriority(input({ rhythm }))?.priority).toBe("high");
    // VT with a pulse needs cardioversion now, whatever its rate (review D2).
    expect(alarmPriority(input({ rhythm: "tv_con_pulso", values: { fc: 130 } }))).toEqual({
      key: "ritmo",
      priority: "high",
      reason: "Taquicardia ventricular con pulso",
    });
  });

  it("a desaturation 10 points under the low limit is high, so 60 % never sounds like 91 % (review D1)", () => {
    expect(alarmPriority(input({ values: { sat: 82 } }))?.priority).toBe("medium");
    expect(alarmPriority(input({ values: { sat: 81 } }))).toEqual({ key: "sat", priority: "high", reason: "SatO₂ 81 % < 82 %" });
    expect(alarmPriority(input({ values: { sat: 60 } }))?.priority).toBe("high");
    expect(alarmPriority(input({ values: { sat: 85 }, overrides: { sat: { below: 96 } } }))?.priority).toBe("high");
  });

  it("life-threatening values are high: hypotension, FC < 60 with a pulse, apnoea", () => {
    expect(alarmPriority(input({ values: { tas: 80 } }))).toEqual({ key: "tas", priority: "high", reason: "TAS 80 mmHg < 90 mmHg" });
    expect(alarmPriority(input({ values: { fc: 50 } }))).toEqual({ key: "fc", priority: "high", reason: "FC 50 lpm < 60 lpm" });
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 55 } }))).toEqual({
      key: "fc",
      priority: "high",
      reason: "FC 55 lpm < 100 lpm",
    });
    expect(alarmPriority(input({ values: { fc: 55 }, overrides: { fc: { below: 50 } } }))?.priority).toBe("high");
    expect(alarmPriority(input({ values: { fr: 0 } }))).toEqual({ key: "fr", priority: "high", reason: "FR 0 rpm < 18 rpm" });
    expect(alarmPriority(input({ values: { fr: 12 } }))?.priority).toBe("medium");
  });

  it("a sensor that is off is low priority, and the most urgent alarm comes first", () => {
    const alarms = alarmsFor(input({ values: { sat: 85, tas: 70 }, disconnected: ["capnografo"] }));
    expect(alarms.map((a) => [a.key, a.priority])).toEqual([
      ["tas", "high"],
      ["sat", "medium"],
      ["capnografo", "low"],
    ]);
    expect(alarms[2].reason).toBe("Capnógrafo: sensor desconectado");
  });

  it("nothing alarms in a healthy child, and nothing is read from a value not measured", () => {
    expect(alarmPriority(input({ values: { fc: 90, fr: 20, sat: 98, tas: 105, tad: 65, tam: 78 } }))).toBeNull();
    expect(alarmsFor(input({ values: { fc: null, sat: undefined } }))).toEqual([]);
  });
});

describe("IEC 60601-1-8 bursts", () => {
  it("high: 10 pulses in two groups of 3 + 2; medium: 3; low: 1 or 2; each within the standard's timing", () => {
    expect(ALARM_BURSTS.high.pulses).toBe(10);
    expect(ALARM_BURSTS.medium.pulses).toBe(3);
    expect([1, 2]).toContain(ALARM_BURSTS.low.pulses);
    for (const burst of Object.values(ALARM_BURSTS)) {
      expect(burst.onsetsMs).toHaveLength(burst.pulses);
      const [minPulse, maxPulse] = burst.ranges.pulseMs;
      expect(burst.pulseMs).toBeGreaterThanOrEqual(minPulse);
      expect(burst.pulseMs).toBeLessThanOrEqual(maxPulse);
      const end = burst.onsetsMs.at(-1)! + burst.pulseMs;
      const [minPause, maxPause] = burst.ranges.pauseAfterBurstMs;
      expect(burst.repeatMs - end).toBeGreaterThanOrEqual(minPause);
      if (maxPause !== null) expect(burst.repeatMs - end).toBeLessThanOrEqual(maxPause);
    }
    const gaps = ALARM_BURSTS.high.onsetsMs.slice(1).map((t, i) => t - ALARM_BURSTS.high.onsetsMs[i] - ALARM_BURSTS.high.pulseMs);
    expect(gaps).toEqual([100, 100, 300, 100, 500, 100, 100, 300, 100]);
  });
});

describe("what the screen shows alarms", () => {
  const v = (key: string, value: string, unit: string | null, limits?: { below?: number; above?: number }) => ({
    key,
    label: key === "glucemia" ? "Glucemia" : key.toUpperCase(),
    unit,
    value,
    limits,
  });
  const reasons = (variables: ReturnType<typeof v>[], age = 48) => shownAlarms(variables, "sinusal", age).map((a) => a.reason);

  it("names the value and the limit it crossed: the age band's, then the case's", () => {
    expect(reasons([v("sat", "85", "%")])).toEqual(["SatO₂ 85 % < 92 %"]);
    expect(reasons([v("sat", "92", "%")])).toEqual([]);
    // A 4-year-old: PALS's 60–140; no fixed FC > 170 any more.
    expect(reasons([v("fc", "150", "lpm")])).toEqual(["FC 150 lpm > 140 lpm"]);
    expect(reasons([v("fc", "175", "lpm")], 6)).toEqual([]);
    // Blood pressure: the systolic is compared, with PALS's 70 + 2 × age or the case's limit.
    expect(reasons([v("ta", "76/40", "mmHg")])).toEqual(["TAS 76 mmHg < 78 mmHg"]);
    expect(reasons([v("ta", "78/40", "mmHg")])).toEqual([]);
    expect(reasons([v("ta", "82/40", "mmHg", { below: 85 })])).toEqual(["TAS 82 mmHg < 85 mmHg"]);
    // Another value with the case's limits.
    expect(reasons([v("glucemia", "50,5", "mg/dl", { below: 54 })])).toEqual(["Glucemia 50,5 mg/dl < 54 mg/dl"]);
    expect(reasons([v("temp", "39.4", "°C", { above: 40 })])).toEqual([]);
  });

  it("leaves text and dashes alone", () => {
    expect(reasons([v("ta", "no se obtiene", "mmHg", { below: 78 })])).toEqual([]);
    expect(reasons([v("sat", "85 con O₂", "%")])).toEqual([]);
    expect(reasons([v("fc", "---", "lpm")])).toEqual([]);
  });

  it("an arrest rhythm alarms at once with the ECG on, and not without it", () => {
    expect(shownAlarms([v("fc", "---", "lpm")], "fv", 48)[0]).toEqual({
      key: "ritmo",
      priority: "high",
      reason: "Fibrilación ventricular",
    });
    expect(shownAlarms([v("sat", "---", "%")], "fv", 48)).toEqual([]);
  });

  it("reads a case's age in words", () => {
    expect(["4 años", "8 meses", "3 semanas", "Recién nacido", "1 año y 6 meses", "adulto"].map(ageInMonths)).toEqual([
      48,
      8,
      0,
      0,
      18,
      null,
    ]);
  });
});
