import { describe, expect, it } from "vitest";
import { paths } from "~/domain/paths";

const SESSION = "0b7e2a52-5f0e-4a8e-9d3c-2f1a6b9c8d7e";

describe("the app's addresses (the spec's URLs)", () => {
  it("a session runs in the console with a room, else on the classic screen", () => {
    expect(paths.sessionScreen({ scenarioId: 22, id: SESSION, flow: "dual" })).toBe(`/presencial/instructor/22/${SESSION}`);
    expect(paths.sessionScreen({ scenarioId: 22, id: SESSION, flow: "classic" })).toBe(`/presencial/22/escenario?session=${SESSION}`);
  });

  it("the in-person start carries its flow only when there is one", () => {
    expect(paths.inPersonStart(3)).toBe("/presencial/3/confirm");
    expect(paths.inPersonStart(3, "dual")).toBe("/presencial/3/confirm?flow=dual");
    expect(paths.inPersonList()).toBe("/simulacion-presencial");
    expect(paths.inPersonList("dual")).toBe("/simulacion-presencial?flow=dual");
  });

  it("the report, its second address, the run and the review", () => {
    expect(paths.report(4, SESSION)).toBe(`/presencial/4/informe?session=${SESSION}`);
    expect(paths.reportOf(SESSION)).toBe(`/evaluacion/informe/${SESSION}`);
    expect(paths.onlineRun(7, SESSION)).toBe(`/simulacion/7?attempt=${SESSION}`);
    expect(paths.attemptReview(SESSION)).toBe(`/evaluacion/attempt/${SESSION}`);
  });

  it("a list's CSV keeps the filters shown, and a draft's slug is encoded", () => {
    expect(paths.csvOf("/admin/registros", "")).toBe("/admin/registros.csv");
    expect(paths.csvOf("/admin/seguridad", "estado=abierta")).toBe("/admin/seguridad.csv?estado=abierta");
    expect(paths.draftEditor("caso nuevo/1", "online")).toBe("/admin/escenarios/borrador?slug=caso%20nuevo%2F1&modo=online");
  });

  it("the room's poll sends the screen's proof as a query", () => {
    expect(paths.roomPoll("AB12CD", { name: "prueba", value: "x-y_z" })).toBe("/api/presencial/AB12CD?prueba=x-y_z");
  });
});
