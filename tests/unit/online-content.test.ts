import { describe, expect, it } from "vitest";

import { onlineScenarios } from "../../db/seed/catalogue";
import { OnlineScenarioSchema, type OnlineScenario } from "../../db/seed/online/schema";
import { isUrgentStep, isVisibleTo } from "../../app/domain/attempts";
import { LEVEL_VALUES, ROLES, SCENARIO_STATUS, URGENT_STEP_MARKER, type Role } from "../../app/domain/vocabulary";

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
      const urgent = scenario.steps.filter((st) => isUrgentStep(st.description));
      expect(urgent.length).toBeGreaterThanOrEqual(1);
      for (const step of urgent) {
        expect(step.description).toContain(URGENT_STEP_MARKER);
        for (const q of step.questions) {
          expect(q.time_limit).toBeGreaterThanOrEqual(30);
          expect(q.time_limit).toBeLessThanOrEqual(120);
        }
      }
      for (const step of scenario.steps.filter((st) => !isUrgentStep(st.description))) {
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
    const urgentStep = untimed.steps.find((st) => isUrgentStep(st.description))!;
    delete urgentStep.questions[0].time_limit;
    expect(OnlineScenarioSchema.safeParse(untimed).success).toBe(false);

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
