import type { CaseBrief } from "../scenario-format/online";
import { TRIANGLE_LABEL, vitalAlerts } from "~/domain/attempts";
import { Icon } from "./icons";
import { paths } from "~/domain/paths";

const TRIANGLE_DOT = { green: "bg-emerald-500", amber: "bg-amber-400", red: "bg-red-600" } as const;
const TRIANGLE_SIDES = [
  ["appearance", "Apariencia"],
  ["breathing", "Respiración"],
  ["circulation", "Circulación"],
] as const;

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the case expects the team to do: shown once the attempt is closed (docs/decisions/0011). */
export function CriticalActions({ items }: { items: string[] }) {
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4">
      <List title="Acciones críticas del caso" items={items} />
    </div>
  );
}

/** A vital sign, with its alert in words (never colour alone). */
export function Vital({ label, value, unit, alert }: { label: string; value: string | number; unit?: string; alert?: string | false }) {
  return (
    <div className={`rounded-xl border p-3 ${alert ? "border-red-400 bg-red-50" : "border-slate-200 bg-white"}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">
        {value}
        {unit && <span className="ml-1 text-sm font-medium text-slate-600">{unit}</span>}
      </dd>
      {alert && (
        <dd className="mt-1 text-sm font-semibold text-red-800">
          <Icon name="warning" /> {alert}
        </dd>
      )}
    </div>
  );
}

/** The case briefing: who the patient is, the triangle, vitals, exam, labs, imaging and timeline. */
export function CaseBriefView({ brief }: { brief: CaseBrief }) {
  const alerts = vitalAlerts(brief.vitals);
  const number = (value: number) => value.toLocaleString("es-ES");
  return (
    <article aria-labelledby="brief-title" className="space-y-6">
      <header>
        <h2 id="brief-title" className="text-2xl font-bold">
          {brief.title}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Etiquetas del caso">
          {brief.chips.map((chip) => (
            <li key={chip} className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
              {chip}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-slate-700">{brief.context}</p>
      </header>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Edad</dt>
          <dd className="font-semibold">{brief.demographics.age}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Peso</dt>
          <dd className="font-semibold">{number(brief.demographics.weightKg)} kg</dd>
        </div>
        <div>
          <dt className="text-slate-600">Sexo</dt>
          <dd className="font-semibold">{brief.demographics.sex}</dd>
        </div>
      </dl>
      <section>
        <h3 className="font-semibold text-slate-900">Motivo de consulta</h3>
        <p className="mt-1 text-slate-700">{brief.chief_complaint}</p>
      </section>
      <List title="Antecedentes" items={brief.history} />
      <section aria-labelledby="tep">
        <h3 id="tep" className="font-semibold text-slate-900">
          Triángulo de evaluación pediátrica
        </h3>
        <ul className="mt-2 grid gap-3 md:grid-cols-3">
          {TRIANGLE_SIDES.map(([side, label]) => (
            <li key={side} className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="flex items-center gap-2 font-semibold">
                <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${TRIANGLE_DOT[brief.triangle[side]]}`} />
                {label}: {TRIANGLE_LABEL[brief.triangle[side]]}
              </p>
              <p className="mt-1 text-sm text-slate-700">{brief.triangle_details[side]}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="constantes">
        <h3 id="constantes" className="font-semibold text-slate-900">
          Constantes
        </h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-5">
          <Vital label="FC" value={brief.vitals.fc} unit="lpm" alert={alerts.fc && "Taquicardia (FC > 170)"} />
          <Vital label="FR" value={brief.vitals.fr} unit="rpm" />
          <Vital label="SatO₂" value={brief.vitals.sat} unit="%" alert={alerts.sat && "Hipoxemia (SatO₂ < 92 %)"} />
          <Vital label="Temperatura" value={number(brief.vitals.temp)} unit="°C" />
          {brief.vitals.ta && <Vital label="TA" value={brief.vitals.ta} unit="mmHg" />}
        </dl>
        {brief.vitals.notes && <p className="mt-2 text-sm text-slate-700">{brief.vitals.notes}</p>}
      </section>
      <List title="Exploración" items={brief.exam} />
      {brief.quick_labs.length > 0 && (
        <section>
          <h3 className="font-semibold text-slate-900">Pruebas rápidas</h3>
          <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm md:grid-cols-2">
            {brief.quick_labs.map((lab) => (
              <div key={lab.name} className="flex justify-between border-b border-slate-100 py-1">
                <dt className="text-slate-600">{lab.name}</dt>
                <dd className="font-medium">{lab.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <List
        title="Imagen"
        items={brief.imaging.map((image) => `${image.name} (${image.status === "available" ? "disponible" : "solicitada"})`)}
      />
      {brief.images && brief.images.length > 0 && (
        <section aria-labelledby="imagenes-caso">
          <h3 id="imagenes-caso" className="font-semibold text-slate-900">
            Imágenes del caso
          </h3>
          <ul className="mt-2 grid gap-3 md:grid-cols-2">
            {brief.images.map((image) => (
              <li key={image.key} className="rounded-xl border border-slate-200 bg-slate-900 p-2">
                {/* Opens at full size; the alternative text names the link and says what the image shows. */}
                <a href={paths.image(image.key)} target="_blank" rel="noreferrer" className="block">
                  <img src={paths.image(image.key)} alt={image.alt} loading="lazy" className="max-h-96 w-full object-contain" />
                  <span className="sr-only"> (se abre a tamaño completo en otra pestaña)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <List title="Evolución" items={brief.timeline.map((event) => `Minuto ${event.tmin}: ${event.event}`)} />
      <List title="Signos de alarma" items={brief.red_flags} />
    </article>
  );
}
