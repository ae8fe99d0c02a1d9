import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { LANDING_SECTIONS } from "../content/landing";
import { PRODUCT_NAME } from "../content/mails";

type NavItem = { to: string; label: string };

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"}`;

function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 font-semibold text-brand-800">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

/**
 * The fixed header (never printed). On small screens the links fold into a menu (a <details>, so it works without
 * JavaScript) that closes on every route change: it is keyed by the location.
 */
function SiteHeader({ home, items, actions }: { home: string; items: NavItem[]; actions?: ReactNode }) {
  const location = useLocation();
  const nav = (
    <>
      {items.map((item) => (
        <li key={item.to}>
          {item.to.includes("#") ? (
            // Through the router, which scrolls to the section (a plain link's hash change may be undone by scroll restoration).
            <Link to={item.to} className={linkClass({ isActive: false })}>
              {item.label}
            </Link>
          ) : (
            <NavLink to={item.to} className={linkClass} end>
              {item.label}
            </NavLink>
          )}
        </li>
      ))}
    </>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Brand to={home} />
        <nav aria-label="Principal" className="hidden lg:block">
          <ul className="flex items-center gap-1">{nav}</ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">{actions}</div>
        <details key={location.key} className="relative lg:hidden">
          <summary className="cursor-pointer list-none rounded-md border border-slate-300 px-3 py-2 text-sm font-medium">Menú</summary>
          <nav aria-label="Menú móvil" className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
            <ul>{nav}</ul>
            <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-2">{actions}</div>
          </nav>
        </details>
      </div>
    </header>
  );
}

export function PublicHeader() {
  return (
    <SiteHeader
      home="/"
      items={[
        { to: "/", label: "Inicio" },
        ...LANDING_SECTIONS.map((section) => ({ to: `/#${section.id}`, label: section.nav })),
        { to: "/unirse", label: "Unirse" },
        { to: "/registro", label: "Registro" },
      ]}
      actions={
        <Link to="/#entrar" className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Entrar
        </Link>
      }
    />
  );
}

export function SignOutButton() {
  return (
    <Form method="post" action="/salir">
      <button type="submit" className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-100">
        Cerrar sesión
      </button>
    </Form>
  );
}

export function PrivateHeader({ isAdmin }: { isAdmin: boolean }) {
  const items: NavItem[] = [
    { to: "/dashboard", label: "Inicio" },
    { to: "/simulacion", label: "Simulación online" },
    { to: isAdmin ? "/presencial" : "/presencial-info", label: "Simulación presencial" },
    { to: "/evaluacion", label: "Evaluación" },
    { to: "/unirse", label: "Unirse" },
    ...(isAdmin ? [{ to: "/admin", label: "Admin" }] : []),
    { to: "/perfil", label: "Perfil" },
  ];
  return <SiteHeader home="/dashboard" items={items} actions={<SignOutButton />} />;
}

/** The header of someone signed in who cannot enter yet (the page itself offers 'Cerrar sesión'). */
export function MinimalHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 print:hidden">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
        <Brand to="/" />
      </div>
    </header>
  );
}
