/** The studio's previews: an online attempt and an in-person session held in memory, under the real rules. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readScenarioFile } from "../../app/scenario-format/files";
import { answerPreview, expiredPreview, finishPreview, hintPreview, showStep, startPreview, startQuestion } from "../../app/online/preview";
import { runView } from "../../app/online/run";
import { isUrgentStep } from "~/domain/attempts";
import { DOSE_MESSAGES } from "~/presencial/planner";
import { newPreviewSession, previewCommand, previewScenario } from "~/presencial/preview";

function file(path: string) {
  const read = readScenarioFile(readFileSync(path, "utf8"));
  if (!read.ok) throw new Error(path);
  return read.file;
}

const online = file("db/seed/online/10-hiperpotasemia-grave.json");
const presencial = file("db/seed/presencial/01-shock-septico-pediatrico.json");
if (online.modo !== "online" || presencial.modo !== "presencial") throw new Error("modes");
const T0 = Date.parse("2026-01-01T10:00:00Z");

describe("online preview", () => {
  it("runs the role's questions to a score, hints costing 5 points, and refuses a second answer", () => {
    let run = startPreview(online.escenario, "medico", T0);
    expect(run.facts.expiresAt).toBe(new Date(T0 + online.escenario.estimated_minutes * 60_000).toISOString());
    const first = run.steps[0].questions[0];
    run = showStep(run, run.steps[0].id, T0);
    const hinted = hintPreview(run, first.id, T0 + 1000);
    expect(hinted.ok || hinted.reason === "noHints").toBe(true);
    run = hinted.run;
    let now = T0 + 2000;
    for (const step of run.steps) {
      run = showStep(run, step.id, now);
      for (const question of step.questions) {
        // Urgent steps give one question at a time: each is started (in view) and answered.
        if (isUrgentStep(step)) run = startQuestion(run, question.id, now).run;
        const done = answerPreview(run, question.id, question.correctOption, now);
        expect(done.ok, question.questionText).toBe(true);
        run = done.run;
        now += 1000;
      }
    }
    expect(answerPreview(run, first.id, 0, now)).toMatchObject({ ok: false, reason: "alreadyAnswered" });
    const finished = finishPreview(run, now, false);
    expect(finished.ok).toBe(true);
    const hints = first.hints.length > 0 ? 1 : 0;
    expect(finished.run.attempt).toMatchObject({ status: "finalizado", score: 100 - 5 * hints });
    const view = runView(finished.run, [], true, { view: null }, now);
    expect(view.attempt.closed).toBe(true);
    expect(view.summary.hintsUsed).toBe(hints);
  });

  it("finishes at any time, unanswered questions counting as not answered, and closes by time when the attempt runs out", () => {
    const run = startPreview(online.escenario, "enfermeria", T0);
    expect(finishPreview(run, T0, false)).toMatchObject({ ok: true, run: { attempt: { status: "finalizado", score: 0 } } });
    const late = expiredPreview(run, Date.parse(run.attempt.expiresAt) + 1);
    expect(late.attempt).toMatchObject({ status: "abandonado", score: 0 });
    expect(answerPreview(late, run.steps[0].questions[0].id, 0, Date.parse(run.attempt.expiresAt) + 2)).toMatchObject({
      ok: false,
      reason: "finished",
    });
  });

  it("starts an urgent step's clocks one at a time, each when its question is in view, never on opening the step", () => {
    const run = startPreview(online.escenario, "medico", T0);
    const urgent = run.steps.find((step) => isUrgentStep(step) && step.questions.length > 1);
    if (!urgent) throw new Error("the case has an urgent step of two questions");
    const [a, b] = urgent.questions;
    let shown = showStep(run, urgent.id, T0);
    expect(shown.facts.shown).toEqual([]);
    expect(answerPreview(shown, a.id, 0, T0)).toMatchObject({ ok: false, reason: "notYet" });
    expect(startQuestion(shown, b.id, T0)).toMatchObject({ ok: false, reason: "notYet" });
    shown = startQuestion(shown, a.id, T0 + 5000).run;
    // Asked again, nothing changes: its clock started once.
    expect(startQuestion(shown, a.id, T0 + 9000).run.facts.shown).toEqual([
      { questionId: a.id, shownAt: new Date(T0 + 5000).toISOString(), hintsUsed: 0 },
    ]);
    // Its time over, the next question's turn comes; its own clock starts when it is in view.
    const later = T0 + 5000 + a.timeLimit! * 1000;
    shown = startQuestion(shown, b.id, later + 60_000).run;
    expect(shown.facts.shown.map((s) => s.questionId)).toEqual([a.id, b.id]);
    expect(answerPreview(shown, a.id, a.correctOption, later)).toMatchObject({ ok: false, reason: "questionTimeUp" });
    expect(answerPreview(shown, b.id, b.correctOption, later + 60_000 + b.timeLimit! * 1000 - 1000)).toMatchObject({ ok: true });
  });
});

describe("in-person preview", () => {
  // The shipped case runs on its living patient (no rules): this preview exercises the version-1
  // rules, so it runs on the same case written the version-1 way (no model, a rule on the bolus).
  const draft: typeof presencial.escenario = {
    ...presencial.escenario,
    model: undefined,
    rules: [
      {
        key: "bolo_respuesta",
        order_index: 0,
        applies_when: { any: [{ action: "bolo_cristaloide", mlkg_gte: 10 }] },
        effects: [{ variable_key: "fc", value: "-15" }],
      },
    ],
  };
  const scenario = previewScenario(draft);
  const at = (seconds: number) => new Date(T0 + seconds * 1000);

  it("runs the engine on a session in memory: a bolus fires its rule and changes the heart rate; a dose out of range is flagged", () => {
    let state = newPreviewSession(draft);
    expect(previewCommand(scenario, state, { intent: "alarm" }, at(0))).toMatchObject({ ok: false });
    const started = previewCommand(scenario, state, { intent: "start" }, at(0));
    if (!started.ok) throw new Error("start");
    state = started.state;
    const fc = scenario.variables.find((v) => v.key === "fc")!;
    const shown = previewCommand(scenario, state, { intent: "show", variableId: fc.id }, at(5));
    if (!shown.ok) throw new Error("show");
    state = shown.state;
    expect(state.values.find((v) => v.variableId === fc.id)).toMatchObject({ isRevealed: true, value: "165" });
    const bolus = previewCommand(scenario, state, { intent: "intervene", key: "bolo_cristaloide", dose: 10, route: "IV" }, at(60));
    if (!bolus.ok) throw new Error("bolus");
    state = bolus.state;
    expect(bolus.plan!.ruleFires.length).toBeGreaterThan(0);
    expect(state.fired).toEqual(bolus.plan!.ruleFires);
    expect(state.values.find((v) => v.variableId === fc.id)!.value).not.toBe("165");
    const dose = previewCommand(scenario, state, { intent: "intervene", key: "inicio_antibiotico", dose: 8000, route: "IV" }, at(90));
    if (!dose.ok) throw new Error("dose");
    expect(dose.state.actions.at(-1)).toMatchObject({ actionKey: "inicio_antibiotico", flag: DOSE_MESSAGES.tenTimes, atSeconds: 90 });
    expect(dose.state.session.version).toBe(state.session.version + 1);
    // A rule fires once.
    const again = previewCommand(scenario, dose.state, { intent: "intervene", key: "bolo_cristaloide", dose: 10, route: "IV" }, at(120));
    if (!again.ok) throw new Error("again");
    expect(again.plan!.ruleFires).not.toContain(bolus.plan!.ruleFires[0]);
  });

  it("marks the checklist and publishes a script step", () => {
    const started = previewCommand(scenario, newPreviewSession(draft), { intent: "start" }, at(0));
    if (!started.ok) throw new Error("start");
    const checked = previewCommand(scenario, started.state, { intent: "check", itemId: 1, status: "ok" }, at(1));
    if (!checked.ok) throw new Error("check");
    expect(checked.state.checklist).toMatchObject([{ itemId: 1, status: "ok", note: "" }]);
    const script = previewCommand(scenario, checked.state, { intent: "script", index: 0, text: "Llega el paciente" }, at(2));
    if (!script.ok) throw new Error("script");
    expect(script.state.session).toMatchObject({ bannerText: "Llega el paciente", scriptIndex: 0 });
  });
});
