import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import { PRODUCT_NAME } from "./content/mails";
import styles from "./styles.css?url";
import { useNonce } from "./ui/nonce";
import { ScreenError } from "./ui/screen-error";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [
  { title: `${PRODUCT_NAME} · Simulación clínica pediátrica` },
  {
    name: "description",
    content: "Entrenamiento con casos clínicos pediátricos simulados para medicina, enfermería y farmacia hospitalaria.",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="es">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-slate-50 font-sans text-ink antialiased">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
        >
          Saltar al contenido
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <ScreenError
      title="Algo ha fallado"
      fallback="Ocurrió un error inesperado. Inténtalo de nuevo."
      back={{ to: "/", label: "Volver al inicio" }}
    />
  );
}
