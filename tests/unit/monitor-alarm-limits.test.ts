/**
 * Alarm limits by age (app/presencial/monitor/alarm-limits.ts): a healthy infant's fast heart does
 * not alarm where a fixed FC > 170 would, a school child's does; a case's own limits come first;
 * the priorities follow IEC 60601-1-8 with the room's words for the reason; the bursts are the
 * standard's. The limits and priorities are those of the clinical review
 * (docs/reviews/monitor-alarm-limits-review-2026-11-26.md, W1–W12) and of the second, independent
 * review of the branch («second review», WRONG 1–3 and WEAK 4–12): where an expectation changed,
 * the test names the review item.
 */
import { describe, expect, it } from "vitest";
import { presencialScenarios } from "../../db/seed/catalogue";
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
  ALARM_TONE_HZ,
} from "~/presencial/monitor/alarm-limits";
import { ALARM_HARMONICS, burstTones } from "~/presencial/monitor/sound";

const INFANT = 6;
const TEN_YEARS = 120;

/** The room's text: a number and its unit never wrap apart (U+00A0, review nit). */
const r = (text: string) => text.replace(/(\d) (%|lpm|rpm|mmHg|mg\/dl)/g, "$1\u00a0$2");

const input = (more: Partial<AlarmInput>): AlarmInput => ({ ageInMonths: TEN_YEARS, rhythm: "sinusal", values: {}, ...more });

describe("limits by age", () => {
  it("a normal infant's FC of 160 or 175 raises no alarm; a fixed FC > 170 would have at 175", () => {
    for (const fc of [160, 175]) expect(alarmsFor(input({ ageInMonths: INFANT, values: { fc } }))).toEqual([]);
    // Review W1: low = PALS 2006 asleep (75), high = awake 190 + 10 (was 100–190).
    expect(limitsFor(INFANT).fc).toEqual({ below: 75, above: 200 });
  });

  it("a 10-year-old's FC of 160 alarms (medium), with the band's limit in the reason", () => {
    // Review W1: 140 awake + 10 lpm (was «> 140 lpm»).
    expect(alarmPriority(input({ values: { fc: 160 } }))).toEqual({ key: "fc", priority: "medium", reason: r("FC 160 lpm > 150 lpm") });
    expect(alarmPriority(input({ values: { fc: 150 } }))).toBeNull();
  });

  it("bands: FC from PALS 2006 asleep to awake + 10, FR ± 10 %, hypotension by 70 + 2 × age, TAM by Phoenix", () => {
    // Review W1/W2/W6: the sleeping lower bounds, the margins, adolescent FR 12–20, Phoenix TAM.
    expect(limitsFor(0)).toMatchObject({
      fc: { below: 80, above: 215 },
      fr: { below: 27, above: 66 },
      tas: { below: 60 },
      tam: { below: 31 },
    });
    expect(limitsFor(2)).toMatchObject({ fc: { below: 80, above: 215 }, tas: { below: 70 }, tam: { below: 39 } });
    expect(limitsFor(18)).toMatchObject({
      fc: { below: 75, above: 200 },
      fr: { below: 22, above: 44 },
      tas: { below: 72 },
      tam: { below: 44 },
    });
    expect(limitsFor(5 * 12)).toMatchObject({
      fc: { below: 60, above: 150 },
      fr: { below: 20, above: 37 },
      tas: { below: 80 },
      tam: { below: 49 },
    });
    expect(limitsFor(10 * 12 + 11)).toMatchObject({ fc: { below: 60, above: 150 }, fr: { below: 16, above: 33 }, tas: { below: 90 } });
    // W12: «over 10 years» starts at the 11th birthday. Second review W4: from then FC < 60 is
    // medium (the asleep 50 is the high limit); W11: FC high 120 from 13 years.
    expect(limitsFor(11 * 12)).toMatchObject({ fc: { below: 60, above: 110 }, tas: { below: 90 }, tam: { below: 49 } });
    expect(limitsFor(13 * 12 - 1).fc).toEqual({ below: 60, above: 110 });
    expect(limitsFor(13 * 12).fc).toEqual({ below: 60, above: 120 });
    expect(limitsFor(16 * 12)).toMatchObject({
      fc: { below: 60, above: 120 },
      fr: { below: 11, above: 22 },
      tas: { below: 90 },
      tam: { below: 52 },
    });
    expect(limitsFor(16 * 12).etco2).toEqual({});
    expect(ageBand(30 * 12).label).toBe("13 a 17 años");
    expect([0.5, 3, 12, 24, 60, 120, 132].map(hypotensionBelow)).toEqual([60, 70, 72, 74, 80, 90, 90]);
  });

  it("a calm adolescent breathing 18 or 20 a minute does not alarm (review W2: PALS 2006's 12–16 did)", () => {
    for (const fr of [18, 20, 22]) expect(alarmsFor(input({ ageInMonths: 15 * 12, values: { fr } }))).toEqual([]);
    expect(alarmPriority(input({ ageInMonths: 15 * 12, values: { fr: 23 } }))?.reason).toBe(r("FR 23 rpm > 22 rpm"));
  });

  it("an infant asleep at 90 lpm does not alarm (review W1: the awake bound 100 did)", () => {
    expect(alarmsFor(input({ ageInMonths: INFANT, values: { fc: 90 } }))).toEqual([]);
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 70 } }))).toEqual({
      key: "fc",
      priority: "medium",
      reason: r("FC 70 lpm < 75 lpm"),
    });
  });

  it("a case's own limits take precedence, bound by bound", () => {
    const limits = limitsFor(INFANT, { fc: { above: 170 }, tas: { below: 65 }, tam: { below: 45 } });
    expect(limits.fc).toEqual({ below: 75, above: 170 });
    expect(limits.tas).toEqual({ below: 65 });
    expect(limits.tam).toEqual({ below: 45 });
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 175 }, overrides: { fc: { above: 170 } } }))?.reason).toBe(
      r("FC 175 lpm > 170 lpm"),
    );
    expect(alarmsFor(input({ values: { tam: 40 }, overrides: { tam: { below: 45 } } }))).toEqual([
      { key: "tam", priority: "medium", reason: r("TAM 40 mmHg < 45 mmHg") },
    ]);
  });

  it("a neonatal case may set an SpO₂ high limit (review W11); no band sets one", () => {
    expect(limitsFor(0).sat).toEqual({ below: 92 });
    expect(alarmsFor(input({ ageInMonths: 0, values: { sat: 100 } }))).toEqual([]);
    const preterm = { sat: { below: 90, above: 95 } };
    expect(alarmPriority(input({ ageInMonths: 0, values: { sat: 98 }, overrides: preterm }))).toEqual({
      key: "sat",
      priority: "medium",
      reason: r("SatO₂ 98 % > 95 %"),
    });
    expect(alarmsFor(input({ ageInMonths: 0, values: { sat: 93 }, overrides: preterm }))).toEqual([]);
  });
});

describe("priorities (IEC 60601-1-8)", () => {
  it("SpO₂ 85 is a medium alarm, worded as the room reads it, the number and its unit held together", () => {
    const alarm = alarmPriority(input({ values: { sat: 85 } }));
    expect(alarm).toEqual({ key: "sat", priority: "medium", reason: "SatO₂ 85\u00a0% < 92\u00a0%" });
  });

  it("decimals use a comma", () => {
    expect(alarmPriority(input({ values: { sat: 88.5 } }))?.reason).toBe(r("SatO₂ 88,5 % < 92 %"));
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
    expect(alarmPriority(input({ values: { sat: 81 } }))).toEqual({ key: "sat", priority: "high", reason: r("SatO₂ 81 % < 82 %") });
    expect(alarmPriority(input({ values: { sat: 80 } }))?.priority).toBe("high");
    expect(alarmPriority(input({ values: { sat: 60 } }))?.priority).toBe("high");
    expect(alarmPriority(input({ values: { sat: 85 }, overrides: { sat: { below: 96 } } }))?.priority).toBe("high");
  });

  it("under 1 month the Desat margin is 5 points (Philips EarlyVue VS30; second review WRONG 2)", () => {
    expect(alarmPriority(input({ ageInMonths: 0, values: { sat: 87 } }))?.priority).toBe("medium");
    expect(alarmPriority(input({ ageInMonths: 0, values: { sat: 86 } }))).toEqual({
      key: "sat",
      priority: "high",
      reason: r("SatO₂ 86 % < 87 %"),
    });
    expect(alarmPriority(input({ ageInMonths: 1, values: { sat: 86 } }))?.priority).toBe("medium");
  });

  it("an extreme tachycardia is high: from 220 under 2 years, from 180 after (review W5)", () => {
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 210 } }))).toEqual({
      key: "fc",
      priority: "medium",
      reason: r("FC 210 lpm > 200 lpm"),
    });
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 280 } }))).toEqual({
      key: "fc",
      priority: "high",
      reason: r("FC 280 lpm ≥ 220 lpm"),
    });
    // A 1-year-old's 185 is within PALS 2006's awake range (100–190): not high.
    expect(alarmsFor(input({ ageInMonths: 18, values: { fc: 185 } }))).toEqual([]);
    expect(alarmPriority(input({ ageInMonths: 18, values: { fc: 220 } }))?.priority).toBe("high");
    expect(alarmPriority(input({ values: { fc: 175 } }))?.priority).toBe("medium");
    expect(alarmPriority(input({ values: { fc: 180 } }))).toEqual({ key: "fc", priority: "high", reason: r("FC 180 lpm ≥ 180 lpm") });
    // A case's higher limit does not silence it.
    expect(alarmPriority(input({ values: { fc: 200 }, overrides: { fc: { above: 210 } } }))?.priority).toBe("high");
  });

  it("TAM: medium within Phoenix's 1-point range, high within its 2-point range (review W6)", () => {
    expect(alarmsFor(input({ values: { tam: 49 } }))).toEqual([]);
    expect(alarmPriority(input({ values: { tam: 48 } }))).toEqual({ key: "tam", priority: "medium", reason: r("TAM 48 mmHg < 49 mmHg") });
    expect(alarmPriority(input({ values: { tam: 36 } }))?.priority).toBe("medium");
    expect(alarmPriority(input({ values: { tam: 35 } }))).toEqual({ key: "tam", priority: "high", reason: r("TAM 35 mmHg < 49 mmHg") });
    expect(alarmPriority(input({ ageInMonths: 0, values: { tam: 16 } }))?.priority).toBe("high");
    expect(alarmPriority(input({ ageInMonths: 0, values: { tam: 17 } }))?.priority).toBe("medium");
  });

  it("a case's TAS limit above PALS's hypotension is medium; below PALS's it is high (review W8)", () => {
    const overrides = { tas: { below: 100 } };
    expect(alarmPriority(input({ values: { tas: 95 }, overrides }))).toEqual({
      key: "tas",
      priority: "medium",
      reason: r("TAS 95 mmHg < 100 mmHg"),
    });
    expect(alarmPriority(input({ values: { tas: 90 }, overrides }))?.priority).toBe("medium");
    expect(alarmPriority(input({ values: { tas: 89 }, overrides }))).toEqual({
      key: "tas",
      priority: "high",
      reason: r("TAS 89 mmHg < 100 mmHg"),
    });
  });

  it("EtCO₂: no CO₂ while breaths are given is high; otherwise only the case's limits alarm (review W7)", () => {
    expect(alarmPriority(input({ values: { etco2: 0, fr: 20 } }))).toEqual({
      key: "etco2",
      priority: "high",
      reason: r("EtCO₂ 0 mmHg < 5 mmHg"),
    });
    expect(alarmPriority(input({ values: { etco2: 4, fr: 20 } }))?.priority).toBe("high");
    expect(alarmsFor(input({ values: { etco2: 5, fr: 20 } }))).toEqual([]);
    expect(alarmsFor(input({ values: { etco2: 60, fr: 20 } }))).toEqual([]);
    // In apnoea the FR alarm speaks; EtCO₂ adds nothing.
    expect(alarmsFor(input({ values: { etco2: 0, fr: 0 } })).map((a) => a.key)).toEqual(["fr"]);
    expect(alarmsFor(input({ values: { etco2: 0 } }))).toEqual([]);
    expect(alarmPriority(input({ values: { etco2: 30, fr: 20 }, overrides: { etco2: { below: 35 } } }))).toEqual({
      key: "etco2",
      priority: "medium",
      reason: r("EtCO₂ 30 mmHg < 35 mmHg"),
    });
  });

  it("life-threatening values are high: hypotension, FC < 60 with a pulse, apnoea", () => {
    expect(alarmPriority(input({ values: { tas: 80 } }))).toEqual({ key: "tas", priority: "high", reason: r("TAS 80 mmHg < 90 mmHg") });
    expect(alarmPriority(input({ values: { fc: 50 } }))).toEqual({ key: "fc", priority: "high", reason: r("FC 50 lpm < 60 lpm") });
    expect(alarmPriority(input({ ageInMonths: INFANT, values: { fc: 55 } }))).toEqual({
      key: "fc",
      priority: "high",
      reason: r("FC 55 lpm < 75 lpm"),
    });
    // Up to 10 years FC < 60 with a pulse is high, whatever the case's lower limit.
    expect(alarmPriority(input({ ageInMonths: 131, values: { fc: 55 } }))?.priority).toBe("high");
    expect(alarmPriority(input({ values: { fc: 55 }, overrides: { fc: { below: 50 } } }))?.priority).toBe("high");
    // Second review W4: from 11 years (asleep bound 50) 50–59 is medium and under 50 high, so a
    // sleeping adolescent at 55 does not sound like an infant at 55.
    for (const age of [11 * 12, 15 * 12]) {
      expect(alarmPriority(input({ ageInMonths: age, values: { fc: 55 } }))).toEqual({
        key: "fc",
        priority: "medium",
        reason: r("FC 55 lpm < 60 lpm"),
      });
      expect(alarmPriority(input({ ageInMonths: age, values: { fc: 50 } }))?.priority).toBe("medium");
      expect(alarmPriority(input({ ageInMonths: age, values: { fc: 49 } }))).toEqual({
        key: "fc",
        priority: "high",
        reason: r("FC 49 lpm < 60 lpm"),
      });
    }
    // A case's lower limit under 50 leaves the escalation's own limit in the reason.
    expect(alarmPriority(input({ ageInMonths: 15 * 12, values: { fc: 45 }, overrides: { fc: { below: 40 } } }))).toEqual({
      key: "fc",
      priority: "high",
      reason: r("FC 45 lpm < 50 lpm"),
    });
    expect(alarmPriority(input({ values: { fr: 0 } }))).toEqual({ key: "fr", priority: "high", reason: r("FR 0 rpm < 16 rpm") });
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
    expect(alarmPriority(input({ values: { fc: 90, fr: 20, sat: 98, tas: 105, tad: 65, tam: 78, etco2: 38 } }))).toBeNull();
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
    // Review W9: the pause between the 5th and 6th pulses lies in its own range.
    const [minGroupGap, maxGroupGap] = ALARM_BURSTS.high.ranges.groupGapMs!;
    expect(gaps[4]).toBeGreaterThanOrEqual(minGroupGap);
    expect(gaps[4]).toBeLessThanOrEqual(maxGroupGap);
  });

  it("each pulse has a fundamental in 150–1000 Hz, at least four harmonics in 300–4000 Hz, and a rise and fall of 10–20 % (review W9)", () => {
    const harmonics = ALARM_HARMONICS.map((amplitude, n) => ({ hz: n * ALARM_TONE_HZ, amplitude })).filter((h) => h.amplitude > 0);
    expect(harmonics[0].hz).toBe(ALARM_TONE_HZ);
    expect(ALARM_TONE_HZ).toBeGreaterThanOrEqual(150);
    expect(ALARM_TONE_HZ).toBeLessThanOrEqual(1000);
    expect(harmonics.slice(1).filter((h) => h.hz >= 300 && h.hz <= 4000).length).toBeGreaterThanOrEqual(4);
    for (const priority of ["high", "medium", "low"] as const) {
      const burst = ALARM_BURSTS[priority];
      const tones = burstTones(priority);
      expect(tones).toHaveLength(burst.pulses);
      for (const tone of tones) {
        expect(tone.wave).toBe("alarm");
        const share = tone.edge! / tone.length;
        expect(share).toBeGreaterThanOrEqual(burst.ranges.edge[0]);
        expect(share).toBeLessThanOrEqual(burst.ranges.edge[1]);
      }
    }
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
    expect(reasons([v("sat", "85", "%")])).toEqual([r("SatO₂ 85 % < 92 %")]);
    expect(reasons([v("sat", "92", "%")])).toEqual([]);
    // A 4-year-old: PALS 2006's awake 140 + 10 (review W1); no fixed FC > 170 any more.
    expect(reasons([v("fc", "150", "lpm")])).toEqual([]);
    expect(reasons([v("fc", "155", "lpm")])).toEqual([r("FC 155 lpm > 150 lpm")]);
    expect(reasons([v("fc", "175", "lpm")], 6)).toEqual([]);
    // Blood pressure: the systolic is compared, with PALS's 70 + 2 × age or the case's limit.
    expect(reasons([v("ta", "76/40", "mmHg")])).toEqual([r("TAS 76 mmHg < 78 mmHg")]);
    expect(reasons([v("ta", "78/40", "mmHg")])).toEqual([]);
    expect(reasons([v("ta", "82/40", "mmHg", { below: 85 })])).toEqual([r("TAS 82 mmHg < 85 mmHg")]);
    // EtCO₂ and TAM are monitor values now, with the case's limits first (review W6, W7).
    expect(reasons([v("etco2", "30", "mmHg", { below: 35 })])).toEqual([r("EtCO₂ 30 mmHg < 35 mmHg")]);
    expect(reasons([v("tam", "40", "mmHg")])).toEqual([r("TAM 40 mmHg < 45 mmHg")]);
    // Second review W8: TAM from the shown TAS/TAD (TAD + (TAS − TAD) / 3), with Phoenix's limits:
    // a 4-year-old's 100/20 has TAS well over 78 but TAM 47 (no alarm), 90/15 TAM 40 (medium), 80/5 TAM 30 (high, under 32).
    expect(reasons([v("ta", "100/20", "mmHg")])).toEqual([]);
    expect(shownAlarms([v("ta", "90/15", "mmHg")], "sinusal", 48)).toEqual([
      { key: "tam", priority: "medium", reason: r("TAM 40 mmHg < 45 mmHg") },
    ]);
    expect(shownAlarms([v("ta", "80/5", "mmHg")], "sinusal", 48)).toEqual([
      { key: "tam", priority: "high", reason: r("TAM 30 mmHg < 45 mmHg") },
    ]);
    // Separate TAS and TAD give the same TAM; a shown TAM is taken as it is.
    expect(reasons([v("tas", "90", "mmHg"), v("tad", "15", "mmHg")])).toEqual([r("TAM 40 mmHg < 45 mmHg")]);
    expect(reasons([v("ta", "90/15", "mmHg"), v("tam", "60", "mmHg")])).toEqual([]);
    // Another value with the case's limits.
    expect(reasons([v("glucemia", "50,5", "mg/dl", { below: 54 })])).toEqual([r("Glucemia 50,5 mg/dl < 54 mg/dl")]);
    expect(reasons([v("temp", "39.4", "°C", { above: 40 })])).toEqual([]);
  });

  it("the delivery room declares NLS's limits instead of the neonatal band (review W11)", () => {
    const neonatal = presencialScenarios.find((escenario) => escenario.slug === "reanimacion-neonatal")!;
    const limitsOf = (key: string) => neonatal.variables.find((variable) => variable.key === key)?.alarm;
    // As the projection shows them: TAS and TAD as one «ta» reading, with the TAS's limits.
    const shown = (key: string, value: string, unit: string) => ({
      key,
      label: key,
      unit,
      value,
      limits: limitsOf(key === "ta" ? "tas" : key),
    });
    const newborn = (variables: ReturnType<typeof shown>[]) => shownAlarms(variables, "sinusal", 0);
    // The band would let 90 lpm pass (its low limit is 80); NLS ventilates under 100.
    expect(newborn([shown("fc", "90", "lpm")])).toEqual([{ key: "fc", priority: "medium", reason: r("FC 90 lpm < 100 lpm") }]);
    expect(newborn([shown("fc", "55", "lpm")])[0].priority).toBe("high");
    // Hyperoxia with 100 % oxygen once the FC is back: a high SpO₂ limit.
    expect(newborn([shown("sat", "99", "%")])).toEqual([{ key: "sat", priority: "medium", reason: r("SatO₂ 99 % > 96 %") }]);
    // Second review WRONG 2: the neonatal Desat is 5 under the 85 % limit, high below 80 (not 75).
    expect(newborn([shown("sat", "80", "%")])[0].priority).toBe("medium");
    expect(newborn([shown("sat", "79", "%")])).toEqual([{ key: "sat", priority: "high", reason: r("SatO₂ 79 % < 80 %") }]);
    // W6: the ×10 adrenaline's tachycardia sounds (medium over 180, high from 220).
    expect(newborn([shown("fc", "180", "lpm")])).toEqual([]);
    expect(newborn([shown("fc", "215", "lpm")])).toEqual([{ key: "fc", priority: "medium", reason: r("FC 215 lpm > 180 lpm") }]);
    expect(newborn([shown("fc", "225", "lpm")])[0].priority).toBe("high");
    // W7: the case's own TAS limit: the good end state (about 52/30) is quiet, hypovolaemia is high.
    expect(newborn([shown("ta", "52/30", "mmHg")])).toEqual([]);
    expect(newborn([shown("ta", "34/18", "mmHg")])[0]).toEqual({ key: "tas", priority: "high", reason: r("TAS 34 mmHg < 45 mmHg") });
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
