import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { buttonClass, textLinkClass } from "./form";

/** A page under /admin: the way back, its title and what it is for. */
export function AdminPage({
  title,
  intro,
  wide = false,
  back = { to: "/admin", label: "Administración" },
  children,
}: {
  title: string;
  intro: ReactNode;
  wide?: boolean;
  /** Where the way back leads (a page under a page: the studio's drafts lead back to the studio). */
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <main className={`mx-auto ${wide ? "max-w-7xl" : "max-w-6xl"} px-4 py-10`}>
      <p className="text-sm">
        <Link to={back.to} className={`${textLinkClass} font-medium`}>
          ← {back.label}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      {children}
    </main>
  );
}

/** 'Anterior' / 'Siguiente' under a long list, as links (they work without JavaScript). */
export function Pager({
  label,
  page,
  pages,
  note,
  href,
}: {
  label: string;
  page: number;
  pages: number;
  note: string;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center gap-3 text-sm">
      <span>
        Página {page} de {pages} ({note})
      </span>
      {page > 1 && (
        <Link to={href(page - 1)} className={buttonClass("secondary")}>
          Anterior
        </Link>
      )}
      {page < pages && (
        <Link to={href(page + 1)} className={buttonClass("secondary")}>
          Siguiente
        </Link>
      )}
    </nav>
  );
}
