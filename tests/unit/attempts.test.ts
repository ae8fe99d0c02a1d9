import { describe, expect, it } from "vitest";
import {
  closing,
  criticalsFromCounts,
  criticalsOf,
  publicQuestion,
  summarize,
  viewQuestions,
  type AttemptFacts,
} from "../../app/online/state";
import {
  attemptSeconds,
  attemptTimerTone,
  canStartAttempt,
  chartMax,
  checklistPercent,
  compareScenarios,
  formatClock,
  isUrgentStep,
  questionTimerTone,
  scoreAttempt,
  attemptPassed,
  stepsForRole,
  vitalAlerts,
} from "~/domain/attempts";
import { filterCatalog, readFilters, type CatalogScenario } from "~/domain/catalog";
import { averagesByScenario } from "~/domain/evaluation";

describe("score", () => {
  it.each([
    [8, 10, 0, 80],
    [8, 10, 1, 75],
    [8, 10, 3, 65],
    [1, 10, 3, 0], // floored at 0
    [2, 3, 0, 67], // rounded
    [1, 3, 1, 28], // 33.33 - 5 = 28.33
    [0, 0, 0, 0],
    [10, 10, 0, 100],
  ])("%i of %i with %i hints → %i", (correct, total, hints, score) => expect(scoreAttempt(correct, total, hints)).toBe(score));
});

describe("starting an attempt", () => {
  it("caps non-admins at 3", () => {
    expect(canStartAttempt({ isAdmin: false, status: "Disponible", attemptsSoFar: 2 })).toEqual({ ok: true });
    expect(canStartAttempt({ isAdmin: false, status: "Disponible", attemptsSoFar: 3 })).toEqual({ ok: false, reason: "cap" });
    expect(canStartAttempt({ isAdmin: true, status: "Disponible", attemptsSoFar: 12 })).toEqual({ ok: true });
  });

  it("blocks 'sin iniciar' for everyone, admins included", () => {
    for (const isAdmin of [false, true]) {
      expect(canStartAttempt({ isAdmin, status: "En construcción: sin iniciar", attemptsSoFar: 0 })).toEqual({
        ok: false,
        reason: "notStarted",
      });
    }
    expect(canStartAttempt({ isAdmin: false, status: "En construcción: en proceso", attemptsSoFar: 0 }).ok).toBe(true);
    expect(canStartAttempt({ isAdmin: false, status: "Otro estado", attemptsSoFar: 0 }).ok).toBe(true);
  });

  it("lasts the chosen minutes, 15 by default, never under 60 s", () => {
    expect(attemptSeconds(undefined)).toBe(900);
    expect(attemptSeconds(null)).toBe(900);
    expect(attemptSeconds(20)).toBe(1200);
    expect(attemptSeconds(1)).toBe(60);
    expect(attemptSeconds(0.5)).toBe(60);
    expect(attemptSeconds(0)).toBe(900);
    expect(attemptSeconds(-3)).toBe(900);
  });
});

describe("timers", () => {
  it("formats m:ss and h:mm:ss", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(59)).toBe("0:59");
    expect(formatClock(61)).toBe("1:01");
    expect(formatClock(900)).toBe("15:00");
    expect(formatClock(3725)).toBe("1:02:05");
    expect(formatClock(-5)).toBe("0:00");
  });

  it("turns red at 60 s or less, a question amber at 10 s or less", () => {
    expect(attemptTimerTone(61)).toBe("normal");
    expect(attemptTimerTone(60)).toBe("danger");
    expect(questionTimerTone(11)).toBe("normal");
    expect(questionTimerTone(10)).toBe("warning");
  });

  it("applies per-question timers in steps whose questions are urgent (they carry their seconds), whatever the description says", () => {
    expect(isUrgentStep({ questions: [{ timeLimit: 45 }, { timeLimit: 60 }] })).toBe(true);
    expect(isUrgentStep({ questions: [{ timeLimit: null }] })).toBe(false);
    expect(isUrgentStep({ description: "Intervención urgente", questions: [{ timeLimit: null }] } as never)).toBe(false);
  });
});

describe("roles", () => {
  const steps = [
    {
      id: 1,
      roles: [],
      questions: [
        { id: 11, roles: [] },
        { id: 12, roles: ["farmacia"] },
      ],
    },
    { id: 2, roles: ["medico"], questions: [{ id: 21, roles: [] }] },
    {
      id: 3,
      roles: ["enfermeria", "farmacia"],
      questions: [
        { id: 31, roles: ["enfermeria"] },
        { id: 32, roles: [] },
      ],
    },
    { id: 4, roles: [], questions: [{ id: 41, roles: ["medico"] }] },
  ];
  const ids = (role: "medico" | "enfermeria" | "farmacia") => stepsForRole(steps, role).map((s) => [s.id, s.questions.map((q) => q.id)]);

  it("keeps steps and questions whose roles are empty or include the role", () => {
    expect(ids("medico")).toEqual([
      [1, [11]],
      [2, [21]],
      [4, [41]],
    ]);
    expect(ids("enfermeria")).toEqual([
      [1, [11]],
      [3, [31, 32]],
    ]);
    expect(ids("farmacia")).toEqual([
      [1, [11, 12]],
      [3, [32]],
    ]);
  });
});

describe("catalogue order and filters", () => {
  const s = (id: number, title: string, status: string, extra: Partial<CatalogScenario> = {}): CatalogScenario => ({
    id,
    title,
    archived: false,
    passMark: 70,
    summary: "",
    level: "medio",
    mode: ["online"],
    status,
    estimatedMinutes: 15,
    maxAttempts: 3,
    categories: [],
    ...extra,
  });
  const list = [
    s(1, "Zeta", "Disponible"),
    s(2, "Ébola", "Disponible"),
    s(3, "Anafilaxia", "En construcción: sin iniciar"),
    s(4, "Bronquiolitis", "En construcción: en proceso"),
    s(5, "Otra", "Borrador"),
    s(6, "Estatus", "Disponible"),
    s(7, "Ñu", "Disponible"),
  ];

  it("orders by status, then title in Spanish collation", () => {
    expect([...list].sort(compareScenarios).map((x) => x.title)).toEqual([
      "Ébola",
      "Estatus",
      "Ñu",
      "Zeta",
      "Bronquiolitis",
      "Anafilaxia",
      "Otra",
    ]);
  });

  it("filters by search, level, mode (online by default) and category", () => {
    const catalogue = [
      s(1, "Shock séptico", "Disponible", { summary: "Lactante febril", level: "avanzado", categories: ["Sepsis y shock"] }),
      s(2, "Bronquiolitis", "Disponible", { level: "basico", categories: ["Respiratorio"] }),
      s(3, "Sala", "Disponible", { mode: ["presencial"] }),
    ];
    const run = (query: string) => filterCatalog(catalogue, readFilters(new URLSearchParams(query))).map((x) => x.id);
    expect(run("")).toEqual([2, 1]);
    expect(run("q=SEPTICO")).toEqual([1]);
    expect(run("q=lactante")).toEqual([1]);
    expect(run("level=basico")).toEqual([2]);
    expect(run("mode=presencial")).toEqual([3]);
    expect(run("category=Respiratorio")).toEqual([2]);
    expect(run("level=nonsense")).toEqual([2, 1]);
  });
});

describe("evaluation", () => {
  it("scales the chart to at least 100", () => {
    expect(chartMax([])).toBe(100);
    expect(chartMax([40, 80])).toBe(100);
    expect(chartMax([120])).toBe(120);
  });

  it("averages finished attempts per scenario", () => {
    const rows = [
      { scenarioId: 1, scenarioTitle: "A", score: 80, finishedAt: "x" },
      { scenarioId: 1, scenarioTitle: "A", score: 65, finishedAt: "x" },
      { scenarioId: 1, scenarioTitle: "A", score: null, finishedAt: null },
      { scenarioId: 2, scenarioTitle: "B", score: 50, finishedAt: "x" },
    ];
    expect(averagesByScenario(rows)).toEqual([
      { scenarioId: 1, title: "A", average: 73, count: 2 },
      { scenarioId: 2, title: "B", average: 50, count: 1 },
    ]);
  });

  it("counts the in-person checklist percent over scored items", () => {
    expect(checklistPercent(["ok", "ok", "wrong", "missed", "na", "na"])).toBe(50);
    expect(checklistPercent(["na"])).toBeNull();
    expect(checklistPercent(["ok", "ok", "wrong"])).toBe(67);
  });

  it("flags FC above 170 and SatO2 below 92", () => {
    expect(vitalAlerts({ fc: 171, sat: 91 })).toEqual({ fc: true, sat: true });
    expect(vitalAlerts({ fc: 170, sat: 92 })).toEqual({ fc: false, sat: false });
  });
});

describe("attempt state", () => {
  const t0 = Date.parse("2026-01-01T10:00:00.000Z");
  const iso = (s: number) => new Date(t0 + s * 1000).toISOString();
  const q = (id: number, extra: object = {}) => ({
    id,
    questionText: `P${id}`,
    options: ["a", "b", "c"],
    correctOption: 1,
    explanation: "porque",
    isCritical: false,
    hints: ["h1", "h2"],
    timeLimit: null,
    ...extra,
  });
  const facts = (over: Partial<AttemptFacts> = {}): AttemptFacts => ({
    expiresAt: iso(900),
    finishedAt: null,
    steps: [
      { id: 1, stepOrder: 1, description: "Reconocimiento", narrative: null, questions: [q(1), q(2)] },
      { id: 2, stepOrder: 2, description: "intervención urgente", narrative: null, questions: [q(3, { timeLimit: 30 })] },
    ],
    answers: [],
    shown: [],
    ...over,
  });

  it("times an urgent question from when it was shown", () => {
    const f = facts({ shown: [{ questionId: 3, shownAt: iso(100), hintsUsed: 0 }] });
    expect(viewQuestions(f, t0 + 129_000).get(3)).toMatchObject({ open: true, timedOut: false });
    expect(viewQuestions(f, t0 + 130_000).get(3)).toMatchObject({ open: false, timedOut: true });
    expect(publicQuestion(viewQuestions(f, t0 + 120_000).get(3)!, false, t0 + 120_000).secondsLeft).toBe(10);
  });

  it("in an urgent step, sends nothing of a question before its clock starts, and gives each its turn", () => {
    const twoTimed = facts({
      steps: [
        {
          id: 2,
          stepOrder: 1,
          description: "intervención urgente",
          narrative: null,
          questions: [q(3, { timeLimit: 30 }), q(4, { timeLimit: 45 })],
        },
      ],
    });
    const before = viewQuestions(twoTimed, t0);
    expect(before.get(3)).toMatchObject({ waiting: true, ready: true, open: false });
    expect(before.get(4)).toMatchObject({ waiting: true, ready: false });
    expect(publicQuestion(before.get(3)!, false, t0)).toMatchObject({ text: "", options: [], hintsLeft: 0, ready: true, timeLimit: 30 });
    // Started: open with its clock; the next is not its turn until it is answered or out of time.
    const started = { ...twoTimed, shown: [{ questionId: 3, shownAt: iso(10), hintsUsed: 0 }] };
    expect(viewQuestions(started, t0 + 20_000).get(4)).toMatchObject({ ready: false });
    expect(viewQuestions(started, t0 + 40_000).get(4)).toMatchObject({ ready: true });
  });

  it("passes with the pass mark and no critical question failed", () => {
    expect(attemptPassed({ score: 70, passMark: 70, criticalFailed: 0 })).toBe(true);
    expect(attemptPassed({ score: 69, passMark: 70, criticalFailed: 0 })).toBe(false);
    expect(attemptPassed({ score: 100, passMark: 70, criticalFailed: 1 })).toBe(false);
  });

  it("rounds half up in whole numbers, as the database does", () => {
    // 1 of 8 is 12.5 %: 13; 1 of 3 is 33.3 %: 33; 2 of 3 is 66.7 %: 67.
    expect([scoreAttempt(1, 8, 0), scoreAttempt(1, 3, 0), scoreAttempt(2, 3, 0), scoreAttempt(1, 40, 0)]).toEqual([13, 33, 67, 3]);
  });

  it("hides the correct option until the question is closed", () => {
    const open = publicQuestion(viewQuestions(facts(), t0).get(1)!, false, t0);
    expect(open).toMatchObject({ correctOption: null, explanation: null, hints: [] });
    const answered = facts({
      answers: [{ questionId: 1, selectedOption: 0, isCorrect: false, answeredAt: iso(5) }],
      shown: [{ questionId: 1, shownAt: iso(1), hintsUsed: 1 }],
    });
    expect(publicQuestion(viewQuestions(answered, t0).get(1)!, false, t0)).toMatchObject({
      correctOption: 1,
      explanation: "porque",
      hints: ["h1"],
      selected: 0,
      isCorrect: false,
    });
  });

  it("may finish at any time: what is not answered counts as not answered; scores with hints", () => {
    const f = facts({
      answers: [
        { questionId: 1, selectedOption: 1, isCorrect: true, answeredAt: iso(5) },
        { questionId: 2, selectedOption: 0, isCorrect: false, answeredAt: iso(6) },
      ],
      shown: [
        { questionId: 1, shownAt: iso(1), hintsUsed: 1 },
        { questionId: 3, shownAt: iso(10), hintsUsed: 0 },
      ],
    });
    // Question 3 still open: finishing now is allowed, and it counts as not answered.
    expect(closing(f, t0 + 20_000, false).values).toEqual({
      correctCount: 1,
      totalCount: 3,
      score: 28,
      status: "finalizado",
      criticalFailed: 0,
    });
    const done = closing(f, t0 + 41_000, false);
    expect(done.values).toEqual({ correctCount: 1, totalCount: 3, score: 28, status: "finalizado", criticalFailed: 0 });
  });

  it("counts criticals: total, right, and failed (wrong or timed out; once closed, every one not right)", () => {
    const criticalFacts = facts({
      steps: [
        {
          id: 1,
          stepOrder: 1,
          description: "Reconocimiento",
          narrative: null,
          questions: [q(1, { isCritical: true }), q(2, { isCritical: true }), q(4, { isCritical: true }), q(5)],
        },
        {
          id: 2,
          stepOrder: 2,
          description: "intervención urgente",
          narrative: null,
          questions: [q(3, { timeLimit: 30, isCritical: true })],
        },
      ],
      answers: [
        { questionId: 1, selectedOption: 1, isCorrect: true, answeredAt: iso(5) },
        { questionId: 2, selectedOption: 0, isCorrect: false, answeredAt: iso(6) },
        { questionId: 5, selectedOption: 0, isCorrect: false, answeredAt: iso(7) },
      ],
      shown: [{ questionId: 3, shownAt: iso(10), hintsUsed: 0 }],
    });
    const at = (s: number) => [...viewQuestions(criticalFacts, t0 + s * 1000).values()];
    // Running: 2 wrong so far is 1 (question 2); 3 is still open, 4 unanswered.
    expect(criticalsOf(at(20), false)).toEqual({ total: 4, ok: 1, failed: 1 });
    // Question 3's timer ran out: failed too.
    expect(criticalsOf(at(41), false)).toEqual({ total: 4, ok: 1, failed: 2 });
    // Closed: the unanswered one counts as failed.
    expect(criticalsOf(at(41), true)).toEqual({ total: 4, ok: 1, failed: 3 });
    expect(criticalsFromCounts({ total: 4, ok: 1 }, true)).toEqual({ total: 4, ok: 1, failed: 3 });
    expect(criticalsFromCounts({ total: 4, ok: 1 }, false)).toEqual({ total: 4, ok: 1, failed: null });
  });

  it("closes by expiry as 'abandonado' when questions were left", () => {
    const f = facts({ answers: [{ questionId: 1, selectedOption: 1, isCorrect: true, answeredAt: iso(5) }] });
    const closed = closing(f, t0 + 901_000, true);
    expect(closed.values).toEqual({ correctCount: 1, totalCount: 3, score: 33, status: "abandonado", criticalFailed: 0 });
    expect(summarize(f, t0 + 901_000).expired).toBe(true);
  });
});

describe("readings per scenario", () => {
  it("groups readings under the scenarios tried, newest first, skipping scenarios without readings", async () => {
    const { readingsByScenario } = await import("~/domain/evaluation");
    const readings = [
      { id: 1, scenarioId: 2 },
      { id: 2, scenarioId: 1 },
      { id: 3, scenarioId: 2 },
    ];
    const tried = [
      { scenarioId: 2, scenarioTitle: "B" },
      { scenarioId: 3, scenarioTitle: "C" },
      { scenarioId: 1, scenarioTitle: "A" },
      { scenarioId: 2, scenarioTitle: "B" },
    ];
    expect(readingsByScenario(readings, tried).map((g) => [g.title, g.readings.map((r) => r.id)])).toEqual([
      ["B", [1, 3]],
      ["A", [2]],
    ]);
  });
});
