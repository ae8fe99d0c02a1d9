import { Outlet } from "@remix-run/react";
import { PublicHeader } from "~/ui/header";

export default function PublicLayout() {
  return (
    <>
      <PublicHeader />
      <div id="contenido" tabIndex={-1} className="outline-none">
        <Outlet />
      </div>
      <footer className="mt-16 border-t border-slate-200 bg-white py-8 text-center text-sm text-slate-600">
        Plataforma de simulación clínica pediátrica · Formación para profesionales sanitarios
      </footer>
    </>
  );
}
