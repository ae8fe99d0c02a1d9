import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { presencialSessions } from "../../db/schema";
import { normalizePublicCode } from "./vocabulary";
import { snapshotForVisitor } from "./store.server";
import type { AppContext } from "../server/context.server";
import { clientAddress, RATE_LIMIT_MESSAGES } from "../server/rate-limit.server";
import { qrPath } from "../domain/qr";
import { isScreenProof, screenProof, SCREEN_PROOF_PARAM, screenUrl } from "./screen-proof.server";
import { refuse } from "../server/respond.server";
import { paths } from "~/domain/paths";

export const PROJECTION_MESSAGES = {
  missing: "Falta el código público de la sesión.",
  notFound: "No se encontró ninguna sesión con ese código.",
  failed: "No se pudo cargar la pantalla de alumnos.",
  limited: RATE_LIMIT_MESSAGES.publicCode,
} as const;

/** Who asks for a code's screen: their address, and whether their request carries the code's proof. */
export async function screenVisitor(app: AppContext, request: Request, code: string) {
  const proof = new URL(request.url).searchParams.get(SCREEN_PROOF_PARAM);
  return { address: clientAddress(request), proven: await isScreenProof(app.env.SESSION_SECRET, code, proof) };
}

/** Where /unirse sends a screen whose code was found: the screen, with the code's proof. */
export const screenPath = async (app: AppContext, code: string) => {
  const url = new URL(await screenUrl(app.env.SESSION_SECRET, code, "http://pantalla.invalid"));
  return `${url.pathname}${url.search}`;
};

/** The public projection: anyone with the code reads the session's public snapshot, nothing else. */
export async function projectionLoader({ request, params, context }: LoaderFunctionArgs) {
  const raw = params.code ?? params.public_code;
  const code = normalizePublicCode(raw);
  if (!raw) refuse(400, PROJECTION_MESSAGES.missing);
  if (!code) refuse(404, PROJECTION_MESSAGES.notFound);
  const visitor = await screenVisitor(context.app, request, code);
  const lookup = await snapshotForVisitor(context.app, code, visitor).catch((error) => {
    console.error("projection:", error);
    refuse(503, PROJECTION_MESSAGES.failed);
  });
  if (!lookup.ok) refuse(lookup.reason === "limited" ? 429 : 404, PROJECTION_MESSAGES[lookup.reason]);
  const { snapshot } = lookup;
  const query = new URL(request.url).searchParams;
  const flag = (name: string) => ["1", "true"].includes(query.get(name) ?? "");
  let reportPath: string | null = null;
  if (flag("autoinforme")) {
    const [row] = await context.app.db
      .select({ id: presencialSessions.id, scenarioId: presencialSessions.scenarioId })
      .from(presencialSessions)
      .where(eq(presencialSessions.publicCode, code))
      .limit(1);
    reportPath = row ? paths.report(row.scenarioId, row.id) : null;
  }
  // The screen's socket and polling carry the proof: its room admits it, its polls never count as guesses.
  const proof = await screenProof(context.app.env.SESSION_SECRET, code);
  // Before the start the screen shows the code and a QR of this screen's link: tablets join from the room.
  const screenLink = await screenUrl(context.app.env.SESSION_SECRET, code, request.url);
  const join = { url: screenLink, qr: qrPath(screenLink) };
  return { snapshot, serverNow: Date.now(), clean: flag("clean"), mute: flag("mute"), reportPath, proof, join };
}
