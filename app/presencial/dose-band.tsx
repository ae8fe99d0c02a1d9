/**
 * Where a dose falls for this patient, next to the dose's field: the drug's therapeutic range by
 * route for this weight (shown without JavaScript too) and, as a figure is typed, its band.
 */
import { useEffect, useRef, useState } from "react";
import { formatNumber } from "~/domain/format";
import { absoluteUnit, perKgUnit } from "~/presencial/planner";
import { bandOf, doseAmounts } from "./model/engine";
import type { Model } from "./model/format";
import { BAND_LABELS } from "./model/vocabulary";

type Dosed = { key: string; dose?: { unit: "mg/kg" | "mcg/kg" | "ml/kg" | "mg" | "mcg" | "ml" | "mcg/kg/min" }; routes: readonly string[] };

const figure = (n: number) => formatNumber(Math.round(n * 1000) / 1000);

export function DoseBand({ model, intervention, weightKg }: { model: Model; intervention: Dosed; weightKg: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState<{ dose: number; route: string } | null>(null);
  const unit = intervention.dose?.unit;
  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const read = () => {
      const data = new FormData(form);
      const dose = Number(String(data.get("dose") ?? "").replace(",", "."));
      setTyped(Number.isFinite(dose) && dose > 0 ? { dose, route: String(data.get("route") ?? intervention.routes[0] ?? "") } : null);
    };
    read();
    form.addEventListener("input", read);
    form.addEventListener("change", read);
    return () => {
      form.removeEventListener("input", read);
      form.removeEventListener("change", read);
    };
  }, [intervention.routes]);
  if (!unit) return null;
  const profiles = model.drugs.filter((d) => d.intervention === intervention.key);
  if (profiles.length === 0) return null;
  // The range in the dose's own unit: per kg, or as a whole dose for this weight.
  const inUnit = (perKg: number) => (unit.includes("/kg") ? perKg : perKg * weightKg);
  const profile = typed && profiles.find((p) => p.route === typed.route);
  const amounts = typed && profile ? doseAmounts(typed.dose, unit, weightKg) : null;
  const band = profile && amounts ? bandOf(profile, amounts.perKg, amounts.whole) : null;
  return (
    <div ref={ref} className="text-xs text-slate-700">
      {profiles.map((p) => (
        <p key={p.route}>
          {p.route}: rango terapéutico {figure(inUnit(p.therapeutic_from_per_kg))}–{figure(inUnit(p.therapeutic_to_per_kg))}{" "}
          {unit.includes("/kg") ? perKgUnit(unit) : absoluteUnit(unit)}
          {p.max_dose !== undefined && ` (máximo ${figure(p.max_dose)} ${absoluteUnit(unit)})`}; tóxico desde{" "}
          {figure(inUnit(p.toxic_per_kg))} {unit.includes("/kg") ? perKgUnit(unit) : absoluteUnit(unit)}
        </p>
      ))}
      {band && (
        <p aria-live="polite" className={`font-semibold ${band === "terapeutica" ? "text-emerald-800" : "text-red-800"}`}>
          Esta dosis: {BAND_LABELS[band].toLowerCase()}
        </p>
      )}
    </div>
  );
}
