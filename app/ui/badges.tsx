import { statusTone } from "~/domain/catalog";

const TONE_CLASS = {
  green: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  yellow: "bg-amber-100 text-amber-900 ring-amber-300",
  grey: "bg-slate-100 text-slate-600 ring-slate-300",
  neutral: "bg-white text-slate-700 ring-slate-300",
} as const;

/** The scenario's status in words, with a colour that repeats what the words say. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONE_CLASS[statusTone(status)]}`}>{status}</span>
  );
}

export function Badge({ children, tone = "sky" }: { children: React.ReactNode; tone?: "sky" | "violet" | "brand" | "slate" }) {
  const cls = {
    sky: "bg-sky-100 text-sky-900",
    violet: "bg-violet-100 text-violet-900",
    brand: "bg-brand-100 text-brand-800",
    slate: "bg-slate-100 text-slate-700",
  }[tone];
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>{children}</span>;
}
