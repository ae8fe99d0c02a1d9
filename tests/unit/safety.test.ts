import { describe, expect, it } from "vitest";
import { hospitalToday, isOverdue, readThreatFilters, summarizeThreats, threatReturnPath, type ThreatFacts } from "~/domain/safety";

const day = 86_400_000;
const now = new Date("2027-06-01T12:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();

function threat(overrides: Partial<ThreatFacts>): ThreatFacts {
  return { category: "equipamiento", unit: "UCI", status: "abierta", createdAt: ago(1), resolvedAt: null, ...overrides };
}

describe("summarizeThreats", () => {
  it("counts by category (every category, in order) and by unit", () => {
    const summary = summarizeThreats(
      [threat({}), threat({ category: "medicación", unit: "Farmacia" }), threat({ category: "medicación", unit: "UCI" })],
      now,
    );
    expect(summary.total).toBe(3);
    expect(summary.byCategory.map((entry) => [entry.category, entry.count])).toEqual([
      ["equipamiento", 1],
      ["medicación", 2],
      ["entorno", 0],
      ["protocolos", 0],
      ["comunicación y equipo", 0],
      ["formación", 0],
    ]);
    expect(summary.byUnit).toEqual([
      { unit: "Farmacia", count: 1 },
      { unit: "UCI", count: 2 },
      { unit: "Urgencias", count: 0 },
    ]);
  });

  it("the share resolved within 90 days counts only threats old enough to have had 90 days", () => {
    const summary = summarizeThreats(
      [
        // Recorded 120 days ago, resolved after 30: counts as resolved in time.
        threat({ createdAt: ago(120), status: "resuelta", resolvedAt: ago(90) }),
        // Recorded 200 days ago, resolved after 100: too late.
        threat({ createdAt: ago(200), status: "resuelta", resolvedAt: ago(100) }),
        // Recorded 100 days ago and still open: not resolved in time.
        threat({ createdAt: ago(100), status: "en curso" }),
        // Discarded: not resolved.
        threat({ createdAt: ago(95), status: "descartada" }),
        // Recorded 10 days ago and resolved: too young to count either way.
        threat({ createdAt: ago(10), status: "resuelta", resolvedAt: ago(5) }),
      ],
      now,
    );
    expect([summary.resolved90, summary.due90]).toEqual([1, 4]);
    expect(summary.share90).toBe(0.25);
  });

  it("exactly 90 days counts as within; no old threats gives no share", () => {
    const exactly = summarizeThreats([threat({ createdAt: ago(90), status: "resuelta", resolvedAt: ago(0) })], now);
    expect([exactly.resolved90, exactly.due90, exactly.share90]).toEqual([1, 1, 1]);
    expect(summarizeThreats([threat({})], now).share90).toBeNull();
    expect(summarizeThreats([], now)).toMatchObject({ total: 0, due90: 0, resolved90: 0, share90: null });
  });
});

describe("dates and filters", () => {
  it("today is the hospital's day, and only open threats are overdue", () => {
    expect(hospitalToday(new Date("2027-05-31T22:30:00Z"), "Europe/Madrid")).toBe("2027-06-01");
    expect(hospitalToday(new Date("2027-05-31T22:30:00Z"), "Atlantic/Canary")).toBe("2027-05-31");
    expect(isOverdue({ status: "abierta", dueDate: "2027-05-31" }, "2027-06-01")).toBe(true);
    expect(isOverdue({ status: "en curso", dueDate: "2027-06-01" }, "2027-06-01")).toBe(false);
    expect(isOverdue({ status: "resuelta", dueDate: "2027-01-01" }, "2027-06-01")).toBe(false);
  });

  it("unreadable filters are not applied", () => {
    const params = new URLSearchParams({ estado: "en curso", categoria: "nada", unidad: "UCI", responsable: "1 or 1", vencidas: "sí" });
    expect(readThreatFilters(params)).toEqual({
      estado: "en curso",
      categoria: undefined,
      unidad: "UCI",
      responsable: undefined,
      vencidas: undefined,
    });
  });

  it("the recording form returns only to this site's in-person pages", () => {
    expect(threatReturnPath("/presencial/3/informe?session=abc-1")).toBe("/presencial/3/informe?session=abc-1");
    expect(threatReturnPath("//evil.example/presencial/")).toBe("/admin/seguridad");
    expect(threatReturnPath("https://evil.example/")).toBe("/admin/seguridad");
    expect(threatReturnPath("/presencial/../admin")).toBe("/admin/seguridad");
    expect(threatReturnPath(undefined)).toBe("/admin/seguridad");
  });
});
