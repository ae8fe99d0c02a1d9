import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ROLE_LABELS, toRole } from "~/domain/roles";
import { requireArea } from "~/server/guards.server";

export const meta: MetaFunction = () => [{ title: "Panel · SimPed" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireArea(request, context.app, "approved");
  const role = toRole(viewer.rol);
  return { nombre: viewer.nombre, email: viewer.email, roleLabel: role ? ROLE_LABELS[role] : viewer.rol, isAdmin: viewer.isAdmin };
}

function Card({ to, title, text, badge }: { to: string; title: string; text: string; badge?: string }) {
  return (
    <Link to={to} className="block rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {badge && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{badge}</span>}
      </div>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </Link>
  );
}

export default function Dashboard() {
  const { nombre, email, roleLabel, isAdmin } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Hola, {nombre}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <span>{email}</span>
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{roleLabel}</span>
        {isAdmin && <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">Admin</span>}
      </p>
      <div className="mt-8 grid gap-4 md:grid-cols-3">
        <Card to="/simulacion" title="Simulación online" text="Escenarios guiados con preguntas, pistas y puntuación." badge="Nuevo" />
        <Card to="/evaluacion" title="Mi evaluación" text="Tus intentos, sesiones presenciales y lecturas recomendadas." />
        <Card to="/perfil" title="Mi perfil" text="Tus datos, rol, unidad y áreas de interés." />
      </div>
    </main>
  );
}
