import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { normalizePublicCode } from "~/presencial/vocabulary";
import { settle } from "~/server/failures.server";
import { snapshotForVisitor } from "~/presencial/store.server";
import { PROJECTION_MESSAGES, screenPath } from "~/presencial/projection.server";
import { clientAddress } from "~/server/rate-limit.server";
import { buttonClass, Field } from "~/ui/form";

export const meta: MetaFunction = () => [{ title: "Unirse a una sesión · SimPed" }];

const JOIN_MESSAGES = { format: "El código tiene 6 letras o números (lo muestra la consola del instructor)." } as const;

/**
 * Where students and the room's projector join a live session: one field, the code (any case,
 * spaces and hyphens ignored). A code with a session goes straight to the student screen; any
 * other answer stays here, with what was typed still in the box.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const typed = new URL(request.url).searchParams.get("codigo");
  if (typed === null) return { problem: null, typed: "" };
  const kept = typed.slice(0, 20);
  const code = normalizePublicCode(typed);
  if (!code) return data({ problem: JOIN_MESSAGES.format, typed: kept }, { status: 400 });
  // Wrong codes count against the address, as on the student screen (no guessing by trial).
  const looked = await settle(snapshotForVisitor(context.app, code, { address: clientAddress(request), proven: false }), "join");
  if (!looked.ok) return data({ problem: PROJECTION_MESSAGES.failed, typed: kept }, { status: 503 });
  const lookup = looked.value;
  if (lookup.ok) throw redirect(await screenPath(context.app, code));
  return data({ problem: PROJECTION_MESSAGES[lookup.reason], typed: kept }, { status: lookup.reason === "limited" ? 429 : 404 });
}

export default function JoinSession() {
  const { problem, typed } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold tracking-tight">Unirse a una sesión presencial</h1>
      <p className="mt-2 text-slate-700">
        Escribe el código que muestra la consola del instructor para abrir la pantalla de la sesión (en el proyector o en tu dispositivo).
      </p>
      <Form method="get" className="mt-6 space-y-4">
        <Field
          label="Código de la sesión"
          name="codigo"
          defaultValue={typed}
          error={problem ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          required
          className="font-mono"
        />
        <button type="submit" className={buttonClass("primary")}>
          Ver la pantalla
        </button>
      </Form>
    </main>
  );
}
