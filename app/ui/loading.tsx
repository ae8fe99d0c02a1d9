import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

const SKELETON_DELAY_MS = 300;

/** A calm placeholder that appears only when a page takes longer than 300 ms to load. */
export function DelayedSkeleton() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.formMethod === undefined;
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), SKELETON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!visible) return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-16 z-30 mx-auto max-w-6xl px-4 py-10 print:hidden">
      <span className="sr-only">Cargando…</span>
      <div aria-hidden="true" className="animate-pulse space-y-4 rounded-2xl bg-slate-50/95 p-6 shadow">
        <div className="h-8 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
        <div className="grid gap-4 md:grid-cols-3">
          <div className="h-28 rounded-xl bg-slate-200" />
          <div className="h-28 rounded-xl bg-slate-200" />
          <div className="h-28 rounded-xl bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
