import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { PRODUCT_NAME } from "./content/mails";
import styles from "./styles.css?url";
import { useNonce } from "./ui/nonce";

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
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : ((error.data as { message?: string } | null)?.message ?? `Error ${error.status}`)
    : "Ocurrió un error inesperado. Inténtalo de nuevo.";
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-semibold">Algo ha fallado</h1>
      <p role="alert" className="mt-4">
        {message}
      </p>
      <a className="mt-6 inline-block text-brand-700 underline" href="/">
        Volver al inicio
      </a>
    </main>
  );
}
