import { describe, expect, it } from "vitest";

import { onlineScenarios } from "../../db/seed/catalogue";
import { OnlineScenarioSchema, type OnlineScenario } from "../../app/scenario-format/online";
import { isVisibleTo } from "../../app/domain/attempts";
import { LEVEL_VALUES, ROLES, SCENARIO_STATUS, type Role } from "../../app/domain/vocabulary";

/** A step of a file is urgent when its questions carry their seconds («Pregunta urgente», decision 0037). */
const isUrgentStep = (step: { questions: { time_limit?: number }[] }) => step.questions.some((q) => q.time_limit !== undefined);
/** The spec's phrase that marked urgent steps before decision 0037: the catalogue's steps that say it keep their meaning. */
const saysUrgent = (description: string) => foldText(description).includes(foldText("intervención urgente"));
import { foldText } from "../../app/domain/roles";

const SIN_INICIAR = SCENARIO_STATUS.notStarted;
const EN_PROCESO = SCENARIO_STATUS.inProgress;

function allQuestions(s: OnlineScenario) {
  return s.steps.flatMap((step) => step.questions.map((question) => ({ step, question })));
}

/** Visible to the role AND targeted at it (the step or the question names roles). */
function roleSpecificQuestions(s: OnlineScenario, role: Role) {
  return allQuestions(s).filter(
    ({ step, question }) => isVisibleTo(step, role) && isVisibleTo(question, role) && (step.roles.length > 0 || question.roles.length > 0),
  );
}

function allTexts(s: OnlineScenario): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(s);
  return out;
}

/**
 * What a learner reads before answering the first question: the catalogue card (title, summary),
 * the confirm page (context, objectives, competencies) and the brief's heading and chips.
 */
function preAttemptTexts(s: OnlineScenario): string[] {
  const { brief } = s;
  return [
    s.title,
    s.summary,
    brief.title,
    ...brief.chips,
    brief.context,
    brief.learning_objective,
    ...brief.objectives.MED,
    ...brief.objectives.NUR,
    ...brief.objectives.PHARM,
    ...brief.competencies,
  ];
}

/**
 * Per case, what the texts shown before an attempt must not give away: the diagnosis, or the first
 * key (issue 26 §3; clinical review of 2026-11-26, rows 11–20). The patterns match accent-folded,
 * lower-case text. Every case declares its list, so a new case cannot ship without one; an empty
 * list says why.
 */
const GIVEAWAYS: Record<string, RegExp[]> = {
  "shock-septico-lactante": [/\bshock\b/, /septic/, /\bsepsis\b/],
  "bronquiolitis-grave-lactante": [/bronquiolitis/],
  "anafilaxia-pediatrica": [/anafilax/],
  "estatus-epileptico-pediatrico": [/estado epileptico/, /\bestatus\b/],
  "cetoacidosis-diabetica": [/cetoacidosis/, /\bgrave\b/],
  "seguridad-medicamento-pediatria": [/\b10 veces\b/, /diez veces/],
  // The first question gives the rhythm itself (the monitor shows it): there is nothing to hide.
  "pcr-pediatrica-ritmo-desfibrilable": [],
  "crisis-asmatica-grave": [/\bgrave\b/],
  "sepsis-meningococica": [/meningoc/, /\bemi\b/, /\bshock\b/, /\bsepsis\b/, /septic/],
  "hiperpotasemia-grave": [/hiperpotasemi/, /hiperkaliemi/, /qrs ancho/, /repercusion/],
  "intoxicacion-paracetamol": [/hepatotox/],
  // A pharmacy case whose first question is about a practice, not a diagnosis.
  "preparacion-perfusiones-farmacia": [],
  "pcr-ritmo-no-desfibrilable": [/no desfibrilable/, /asistolia/, /\baesp\b/, /actividad electrica sin pulso/, /bradicardia hipox/],
  "taquicardia-supraventricular": [/supraventricular/, /\btsv\b/, /adenosina/],
  "obstruccion-via-aerea-superior": [/laringitis/, /\bcrup\b/, /\bgrave\b/],
  "traumatismo-craneoencefalico-grave": [/\bgrave\b/, /glasgow[^.]{0,25}\b7\b/, /\bgcs\b/],
  "extravasacion-gluconato-calcico": [/extravasa/, /vesicante/],
  "vancomicina-monitorizacion-auc": [/osteomielitis/, /\bsarm\b/, /resistente a meticilina/],
  "sedacion-procedimientos-ketamina": [/\basa\b/, /laringoespasmo/],
  "lactante-febril-menor-3-meses": [/alto riesgo/, /bacteriemia/, /meningitis/, /\bsepsis\b/, /infeccion bacteriana invasiva/],
};

/** The giveaways a scenario's pre-attempt texts contain, as "text ← pattern". */
function giveawaysIn(s: OnlineScenario): string[] {
  const patterns = GIVEAWAYS[s.slug] ?? [];
  return preAttemptTexts(s).flatMap((text) =>
    patterns.filter((pattern) => pattern.test(foldText(text))).map((pattern) => `«${text}» ← ${pattern}`),
  );
}

/** A note to the authors that a source or a check is still to be done: never for a learner to read. */
const PENDING_NOTES = [/(?<!\p{L})pendiente/iu, /cotej/iu, /por confirmar/iu, /sin confirmar/iu, /por verificar/iu];

/** One unit style throughout: «microgramos» written out, decilitre and litre in lower case. */
const UNIT_STYLE: [RegExp, string][] = [
  [/[\u00B5\u03BC]/u, "no micro sign: write «microgramos»"],
  [/\bmcg\b/iu, "no «mcg»: write «microgramos»"],
  [/\/dL\b/u, "«mg/dl», not «mg/dL»"],
  [/\bmL\b/u, "«ml», not «mL»"],
  [/\b(?:mmol|mEq|mg|ng|g|UI|U)\/L\b/u, "litre in lower case («mmol/l», «mg/l»)"],
];

describe("online scenario content", () => {
  it("has at least seven scenarios", () => {
    expect(onlineScenarios.length).toBeGreaterThanOrEqual(7);
  });

  describe.each(onlineScenarios.map((s) => [s.slug, s] as const))("%s", (_slug, scenario) => {
    it("parses with OnlineScenarioSchema", () => {
      const result = OnlineScenarioSchema.safeParse(scenario);
      if (!result.success) {
        throw new Error(JSON.stringify(result.error.issues, null, 2));
      }
      expect(result.success).toBe(true);
    });

    it("is an online scenario with 3 attempts", () => {
      expect(scenario.mode).toEqual(["online"]);
      expect(scenario.max_attempts).toBe(3);
    });

    it("has role-specific questions for medico, enfermeria and farmacia", () => {
      for (const role of ROLES) {
        expect(roleSpecificQuestions(scenario, role).length, `role ${role}`).toBeGreaterThan(0);
      }
    });

    it("shows every role at least one question in total", () => {
      for (const role of ROLES) {
        const visible = allQuestions(scenario).filter(({ step, question }) => isVisibleTo(step, role) && isVisibleTo(question, role));
        expect(visible.length, `role ${role}`).toBeGreaterThan(0);
      }
    });

    it("has a timed urgent step whose questions are all timed (30–120 s)", () => {
      const urgent = scenario.steps.filter((st) => isUrgentStep(st));
      expect(urgent.length).toBeGreaterThanOrEqual(1);
      // What the phrase in the description meant is what the questions now say: the same steps, timed.
      expect(scenario.steps.map((st) => isUrgentStep(st))).toEqual(scenario.steps.map((st) => saysUrgent(st.description)));
      for (const step of urgent) {
        for (const q of step.questions) {
          expect(q.time_limit).toBeGreaterThanOrEqual(30);
          expect(q.time_limit).toBeLessThanOrEqual(120);
        }
      }
      for (const step of scenario.steps.filter((st) => !isUrgentStep(st))) {
        for (const q of step.questions) expect(q.time_limit).toBeUndefined();
      }
    });

    it("cites at least three sources", () => {
      expect(scenario.resources.length).toBeGreaterThanOrEqual(3);
    });

    it("has at least one critical question", () => {
      expect(allQuestions(scenario).some(({ question }) => question.is_critical)).toBe(true);
    });

    it("keeps all text in Unicode NFC (so the urgent-step marker matches)", () => {
      for (const t of allTexts(scenario)) expect(t).toBe(t.normalize("NFC"));
    });

    it("names the setting and the presenting problem before an attempt, not the diagnosis or the first key", () => {
      expect(giveawaysIn(scenario)).toEqual([]);
    });

    it("says nowhere that a source or a check is pending", () => {
      for (const text of allTexts(scenario)) {
        for (const note of PENDING_NOTES) expect(text, String(note)).not.toMatch(note);
      }
    });

    it("writes units in one style", () => {
      for (const text of allTexts(scenario)) {
        for (const [pattern, rule] of UNIT_STYLE) expect(text, rule).not.toMatch(pattern);
      }
    });

    it("spreads its keys over the option positions, so that no letter is a safe guess", () => {
      const positions = allQuestions(scenario).map(({ question }) => question.correct_option);
      const mostOften = Math.max(...[0, 1, 2, 3].map((p) => positions.filter((x) => x === p).length));
      expect(mostOften / positions.length).toBeLessThanOrEqual(0.5);
    });

    it("has unique question texts within the scenario", () => {
      const texts = allQuestions(scenario).map(({ question }) => question.question_text);
      expect(new Set(texts).size).toBe(texts.length);
    });

    if (scenario.status !== SIN_INICIAR) {
      it("has 4–6 steps with 2–4 questions each (playable scenarios)", () => {
        expect(scenario.steps.length).toBeGreaterThanOrEqual(4);
        expect(scenario.steps.length).toBeLessThanOrEqual(6);
        for (const step of scenario.steps) {
          expect(step.questions.length, step.description).toBeGreaterThanOrEqual(2);
          expect(step.questions.length, step.description).toBeLessThanOrEqual(4);
        }
      });
    }
  });

  it("declares for every case what its pre-attempt texts must not give away, taken from the case itself", () => {
    expect(onlineScenarios.map((s) => s.slug).filter((slug) => !(slug in GIVEAWAYS))).toEqual([]);
    for (const scenario of onlineScenarios) {
      const patterns = GIVEAWAYS[scenario.slug];
      if (patterns.length === 0) continue;
      const keysAndExplanations = allQuestions(scenario).flatMap(({ question }) => [
        question.options[question.correct_option],
        question.explanation,
      ]);
      expect(
        patterns.some((pattern) => keysAndExplanations.some((text) => pattern.test(foldText(text)))),
        `${scenario.slug}: none of its giveaways appears in its keys or explanations`,
      ).toBe(true);
    }
  });

  it("catches a title, a summary or an objective that names the diagnosis", () => {
    const base = onlineScenarios.find((s) => s.slug === "anafilaxia-pediatrica")!;
    expect(giveawaysIn(base)).toEqual([]);
    const leakyTitle = structuredClone(base) as OnlineScenario;
    leakyTitle.title = "Anafilaxia tras un antibiótico intravenoso";
    expect(giveawaysIn(leakyTitle)).not.toEqual([]);
    const leakyObjective = structuredClone(base) as OnlineScenario;
    leakyObjective.brief.objectives.MED = ["Diagnosticar la anafilaxia con criterios clínicos"];
    expect(giveawaysIn(leakyObjective)).not.toEqual([]);
  });

  it("catches a pending note and a unit written in another style", () => {
    expect(PENDING_NOTES.some((note) => note.test("edición 2021, pendiente de cotejar con la de 2025"))).toBe(true);
    expect(PENDING_NOTES.some((note) => note.test("doble verificación independiente"))).toBe(false);
    for (const wrong of ["60 µg", "92 mg/dL", "5 mL", "4,2 mmol/L", "10 mcg/kg"]) {
      expect(
        UNIT_STYLE.some(([pattern]) => pattern.test(wrong)),
        wrong,
      ).toBe(true);
    }
    for (const right of ["60 microgramos", "92 mg/dl", "5 ml", "4,2 mmol/l", "180 mg/l"]) {
      expect(
        UNIT_STYLE.some(([pattern]) => pattern.test(right)),
        right,
      ).toBe(false);
    }
  });

  it("includes the cases that pharmacy and nursing most need (issue 26 §3)", () => {
    const slugs = onlineScenarios.map((s) => s.slug);
    for (const slug of [
      "extravasacion-gluconato-calcico",
      "vancomicina-monitorizacion-auc",
      "sedacion-procedimientos-ketamina",
      "lactante-febril-menor-3-meses",
    ]) {
      expect(slugs, slug).toContain(slug);
    }
  });

  it("has unique slugs and unique titles", () => {
    const slugs = onlineScenarios.map((s) => s.slug);
    const titles = onlineScenarios.map((s) => s.title);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("covers every level (básico, medio, avanzado)", () => {
    for (const level of LEVEL_VALUES) {
      expect(
        onlineScenarios.some((s) => s.level === level),
        level,
      ).toBe(true);
    }
  });

  it("has exactly one 'en proceso' and one 'sin iniciar' scenario; the rest are 'Disponible'", () => {
    const count = (status: string) => onlineScenarios.filter((s) => s.status === status).length;
    expect(count(EN_PROCESO)).toBe(1);
    expect(count(SIN_INICIAR)).toBe(1);
    expect(count("Disponible")).toBe(onlineScenarios.length - 2);
    expect(count("Disponible")).toBeGreaterThan(onlineScenarios.length / 2);
  });

  it("rejects malformed content", () => {
    const base = structuredClone(onlineScenarios[0]) as OnlineScenario;

    const badOption = structuredClone(base);
    badOption.steps[0].questions[0].correct_option = 9;
    expect(OnlineScenarioSchema.safeParse(badOption).success).toBe(false);

    const dupOptions = structuredClone(base);
    const q = dupOptions.steps[0].questions[0];
    q.options = [q.options[0], q.options[0], q.options[1]];
    q.correct_option = 0;
    expect(OnlineScenarioSchema.safeParse(dupOptions).success).toBe(false);

    const untimed = structuredClone(base);
    // A step's questions are all urgent or none: one left without its seconds is refused, in plain words.
    const urgentStep = untimed.steps.find((st) => isUrgentStep(st) && st.questions.length > 1)!;
    delete urgentStep.questions[0].time_limit;
    const refused = OnlineScenarioSchema.safeParse(untimed);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toContainEqual(
      expect.stringMatching(/^Las preguntas de un paso son todas urgentes o ninguna/),
    );
    // A step no description calls urgent may hold urgent questions: the box says it, not a phrase.
    const boxed = structuredClone(base);
    const calm = boxed.steps.find((st) => !isUrgentStep(st))!;
    for (const question of calm.questions) question.time_limit = 45;
    expect(saysUrgent(calm.description)).toBe(false);
    expect(OnlineScenarioSchema.safeParse(boxed).success).toBe(true);

    // The format lets an instructor write a short case (one step, one source); the catalogue's are held to more above.
    const noSteps = structuredClone(base);
    noSteps.steps = [];
    expect(OnlineScenarioSchema.safeParse(noSteps).success).toBe(false);

    const noResources = structuredClone(base);
    noResources.resources = [];
    expect(OnlineScenarioSchema.safeParse(noResources).success).toBe(false);

    const emptyStep = structuredClone(base);
    emptyStep.steps[0].questions = [];
    expect(OnlineScenarioSchema.safeParse(emptyStep).success).toBe(false);
  });
});

/**
 * Figures and claims that the independent clinical review of 2026-11-26 checked by hand
 * (docs/reviews/online-cases-update-2026-11-26.md, «Revisión independiente»). Each test pins
 * the arithmetic or the wording that was found wrong or fragile, so that a later edit cannot
 * silently undo it.
 */
describe("online content checked by the clinical review", () => {
  const bySlug = (slug: string) => {
    const found = onlineScenarios.find((s) => s.slug === slug);
    expect(found, slug).toBeDefined();
    return found!;
  };
  const keyOf = (s: OnlineScenario, step: number, question: number) => {
    const q = s.steps[step].questions[question];
    return { key: q.options[q.correct_option], explanation: q.explanation, options: q.options };
  };

  it("O18: the AUC24 from a peak and a trough (one compartment, 1 h infusion, every 6 h) is about 420, and scaling 340 by 480/360 gives about 453", () => {
    // Peak 24 mg/l 1 h after the end of the infusion (t = 2 h), trough 8 mg/l before the next dose (t = 6 h).
    const k = Math.log(24 / 8) / 4;
    const cmax = 24 * Math.exp(k * 1);
    const auc6 = ((cmax + 8) / 2) * 1 + (cmax - 8) / k;
    expect(auc6 * 4).toBeGreaterThan(410);
    expect(auc6 * 4).toBeLessThan(430);
    expect((340 * 480) / 360).toBeCloseTo(453.3, 1);

    const s = bySlug("vancomicina-monitorizacion-auc");
    expect(s.steps[2].narrative).toMatch(/24 mg\/l/);
    expect(s.steps[2].narrative).toMatch(/8 mg\/l/);
    expect(keyOf(s, 2, 0).explanation).toMatch(/420 mg·h\/l/);
    expect(keyOf(s, 2, 1).explanation).toMatch(/453 mg·h\/l/);
    // 360 mg at 5 mg/ml is 72 ml; over 60 min that is 72 ml/h and 6 mg/min, under the 10 mg/min limit.
    expect(keyOf(s, 1, 1).key).toMatch(/^72 ml\/h/);
  });

  it("O19: intravenous ketamine follows ACEP 2011 (1,5–2 mg/kg over 30–60 s) and intramuscular 4–5 mg/kg; intranasal fentanyl is 0,6 ml", () => {
    const s = bySlug("sedacion-procedimientos-ketamina");
    expect(keyOf(s, 1, 0).key).toMatch(/^1,5–2 mg\/kg \(30–40 mg\) IV en 30–60 segundos/);
    expect(keyOf(s, 4, 1).key).toMatch(/4–5 mg\/kg \(80–100 mg\)/);
    expect(keyOf(s, 2, 1).key).toMatch(/^0,6 ml \(30 microgramos\)/);
    expect(keyOf(s, 2, 1).explanation).toMatch(/fuera de ficha técnica/);
  });

  it("O20: the ceftriaxone explanation names the neonatal contraindications and the AAP regimen for 28 days or less", () => {
    const { explanation } = keyOf(bySlug("lactante-febril-menor-3-meses"), 1, 1);
    expect(explanation).toMatch(/hiperbilirrubinemia/);
    expect(explanation).toMatch(/calcio intravenoso/);
    expect(explanation).toMatch(/ampicilina con ceftazidima o con gentamicina/);
  });

  it("O17: hyaluronidase is 150 UI as 5 × 0,2 ml at the edge; the explanation does not call 1500 UI a tenfold overdose and says how Spain obtains it", () => {
    const { key, explanation } = keyOf(bySlug("extravasacion-gluconato-calcico"), 1, 2);
    expect(key).toMatch(/1 ml \(150 UI\) repartido en 5 inyecciones subcutáneas de 0,2 ml en el borde/);
    expect(explanation).not.toMatch(/diez veces la dosis/);
    expect(explanation).toMatch(/medicamento extranjero o la prepara como fórmula magistral/);
  });

  it("O09 Q5.1: dexamethasone is not routine with purpura and shock (NICE NG240), without claiming a definition NG240 was not checked for", () => {
    const { key, explanation } = keyOf(bySlug("sepsis-meningococica"), 4, 0);
    expect(key).toMatch(/^No darla de forma sistemática/);
    expect(explanation).not.toMatch(/NG240 define/);
  });

  it("attributes no specific recommendation to the 2025 ERC paediatric guideline, whose full text the review could not read", () => {
    // Resources may cite ERC 2025 as the current edition; learner texts name «las guías del ERC» instead.
    // Remove this test once someone has checked the cases against the ERC 2025 PLS text itself.
    for (const s of onlineScenarios) {
      const claims = allTexts({ ...s, resources: [] } as OnlineScenario).filter((t) => /\bERC 2025\b/u.test(t));
      expect(claims, s.slug).toEqual([]);
    }
  });
});
