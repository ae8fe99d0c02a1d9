/**
 * The defibrillator screen (`/desfibrilador/:code`): a tablet of the room that the team operates as
 * the defibrillator — the ECG from the pads, energy, charge, shock, synchronised mode and pacing.
 * It writes, so it needs the session's PIN, shown on the console (docs/decisions/0038). A right PIN
 * leaves a cookie on the device for this session's path; every command carries it, and the room's
 * batch checks it against the session's PIN of that moment, so a new PIN or «Revocar» shuts the
 * device out at once. Wrong PINs are counted per address and session.
 */
import { createCookie, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { formToObject, MALFORMED_MESSAGE, parseForm } from "../domain/forms";
import { fail, refuse } from "../server/respond.server";
import type { AppContext } from "../server/context.server";
import { clientAddress, RATE_LIMIT_MESSAGES, rateLimitReachedQuery, takeRateLimit } from "../server/rate-limit.server";
import { commandSchema, DEVICE_PIN_LENGTH } from "./forms";
import type { Command } from "./planner";
import { commandInRoom } from "./rooms.server";
import { screenProof } from "./screen-proof.server";
import { DEVICE_MESSAGES, runCommand, snapshotForVisitor } from "./store.server";
import { normalizePublicCode } from "./vocabulary";
import { paths } from "~/domain/paths";

export const DEVICE_SCREEN_MESSAGES = {
  ...DEVICE_MESSAGES,
  notFound: "No se encontró ninguna sesión con ese código.",
  ended: "La simulación ya ha terminado: el desfibrilador ya no actúa.",
  wrongPin: "PIN incorrecto.",
  pinFormat: `El PIN son ${DEVICE_PIN_LENGTH} cifras.`,
  failed: "No se pudo cargar el desfibrilador.",
  limited: RATE_LIMIT_MESSAGES.devicePin,
} as const;

/** What the defibrillator may do: the console's shock and pacing commands, nothing else. */
const deviceCommands = new Set<Command["intent"]>(["shock", "pacing"]);

function deviceCookie(app: AppContext, code: string) {
  const production = app.env.APP_ENV === "production";
  // One cookie per code, so a tablet may hold the PIN of one session only for that session. Its
  // path is the screens' folder, not the code's page: with JavaScript, Remix reads the page's data
  // at '/desfibrilador/CODE.data', which a cookie of path '/desfibrilador/CODE' would not reach.
  return createCookie(`simped-desfibrilador-${code}`, {
    httpOnly: true,
    secure: production,
    sameSite: "strict",
    path: "/desfibrilador",
    maxAge: 12 * 60 * 60,
    secrets: [app.env.SESSION_SECRET],
  });
}

async function pinOf(app: AppContext, request: Request, code: string): Promise<string | null> {
  const value: unknown = await deviceCookie(app, code).parse(request.headers.get("Cookie"));
  return typeof value === "string" ? value : null;
}

function codeOf(params: Record<string, string | undefined>): string {
  const code = normalizePublicCode(params.code ?? null);
  if (!code) refuse(404, DEVICE_SCREEN_MESSAGES.notFound);
  return code;
}

/** The session of a code, as a device may read it; a visitor's wrong codes count as on /unirse. */
async function lookup(app: AppContext, request: Request, code: string) {
  const found = await snapshotForVisitor(app, code, { address: clientAddress(request), proven: false }).catch((error) => {
    console.error("defibrillator screen:", error);
    refuse(503, DEVICE_SCREEN_MESSAGES.failed);
  });
  if (!found.ok) refuse(found.reason === "limited" ? 429 : 404, DEVICE_SCREEN_MESSAGES[found.reason]);
  return found;
}

/** The screen: the PIN form, or — with this session's PIN — the defibrillator, live. */
export async function deviceLoader({ request, params, context }: LoaderFunctionArgs) {
  const { app } = context;
  const code = codeOf(params);
  const [found, pin] = await Promise.all([lookup(app, request, code), pinOf(app, request, code)]);
  const admitted = pin !== null && found.devicePin === pin && found.snapshot.status !== "ended";
  if (!admitted) return { admitted: false as const, code, ended: found.snapshot.status === "ended", title: found.snapshot.scenarioTitle };
  return {
    admitted: true as const,
    code,
    sessionId: found.sessionId,
    snapshot: found.snapshot,
    serverNow: Date.now(),
    commandSeed: crypto.randomUUID(),
    proof: await screenProof(app.env.SESSION_SECRET, code),
  };
}

const pinSchema = z.strictObject({
  intent: z.literal("pin"),
  pin: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${DEVICE_PIN_LENGTH}}$`), DEVICE_SCREEN_MESSAGES.pinFormat),
});
const commandFields = z.object({
  sesion: z.string().uuid(),
  commandId: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[\w.:-]+$/),
});

/** Entering the PIN, or one of the defibrillator's commands. */
export async function deviceAction({ request, params, context }: ActionFunctionArgs) {
  const { app } = context;
  const code = codeOf(params);
  const form = formToObject(await request.formData());
  if (form.intent === "pin") return enterPin(app, request, code, form);

  const pin = await pinOf(app, request, code);
  if (!pin) return fail(403, DEVICE_SCREEN_MESSAGES.pin);
  const { sesion, commandId, ...fields } = form;
  const target = commandFields.safeParse({ sesion, commandId });
  const command = parseForm(commandSchema, fields);
  // The message goes next to the control that sent it, as on the console.
  const control = String(fields.intent);
  if (!target.success || !command.success || !deviceCommands.has(command.data.intent))
    return fail(400, command.success || !command.error ? MALFORMED_MESSAGE : (command.error.issues[0]?.message ?? MALFORMED_MESSAGE), {
      [control]: MALFORMED_MESSAGE,
    });
  const input = { sessionId: target.data.sesion, commandId: `desfibrilador:${target.data.commandId}`, command: command.data };
  const result =
    (await commandInRoom(app, code, { ...input, devicePin: pin })) ??
    (await runCommand(app.db, { ...input, publicCode: code, device: { pin } }, command.data));
  if (!result.ok) {
    const message = "message" in result ? result.message : DEVICE_SCREEN_MESSAGES.pin;
    const status = "status" in result ? result.status : 403;
    return fail(status, message, { [control]: message });
  }
  // The device sees the patient through its room, like the projection; the console's data stays with the instructor.
  return { ok: true as const };
}

async function enterPin(app: AppContext, request: Request, code: string, form: Record<string, unknown>) {
  const parsed = parseForm(pinSchema, form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? DEVICE_SCREEN_MESSAGES.pinFormat;
    return fail(400, message, { pin: message });
  }
  const subject = `${clientAddress(request)}:${code}`;
  const [limited] = await app.db.batch([rateLimitReachedQuery(app.db, "devicePin", subject, app.env.RATE_LIMIT_FACTOR)]);
  if (limited.length) return fail(429, DEVICE_SCREEN_MESSAGES.limited, { pin: DEVICE_SCREEN_MESSAGES.limited });
  const found = await lookup(app, request, code);
  if (found.snapshot.status === "ended") return fail(409, DEVICE_SCREEN_MESSAGES.ended, { pin: DEVICE_SCREEN_MESSAGES.ended });
  if (found.devicePin === null || found.devicePin !== parsed.data.pin) {
    await takeRateLimit(app.db, "devicePin", subject, app.env.RATE_LIMIT_FACTOR);
    return fail(403, DEVICE_SCREEN_MESSAGES.wrongPin, { pin: DEVICE_SCREEN_MESSAGES.wrongPin });
  }
  return redirect(paths.defibrillator(code), {
    headers: { "Set-Cookie": await deviceCookie(app, code).serialize(parsed.data.pin) },
  });
}
