type Reading = {
  id: number;
  title: string;
  url: string;
  source: string;
  year: number | null;
  type: string;
  freeAccess: boolean;
  weight: number;
};

/** Recommended readings: title (link), source and year; admins also see the type, access and weight. */
export function Readings({ readings, detailed = false }: { readings: Reading[]; detailed?: boolean }) {
  return (
    <ul className="mt-3 space-y-2">
      {readings.map((r) => (
        <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
          <a href={r.url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
            {r.title}
          </a>
          <span className="text-slate-600">
            {" "}
            · {r.source}
            {r.year ? `, ${r.year}` : ""} · {r.type}
            {r.freeAccess ? " · acceso libre" : ""}
            {detailed ? ` · peso ${r.weight}` : ""}
          </span>
        </li>
      ))}
    </ul>
  );
}
