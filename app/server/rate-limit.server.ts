import { sql, type SQL } from "drizzle-orm";
import { rateLimits } from "../../db/schema";
import type { Db } from "./db.server";

/** Attempts allowed per window. RATE_LIMIT_FACTOR scales max (tests raise it; production keeps 1). */
export const RATE_LIMITS = {
  login: { max: 10, windowSeconds: 15 * 60 },
  signup: { max: 5, windowSeconds: 60 * 60 },
  resend: { max: 3, windowSeconds: 15 * 60 },
  /** Password recovery mails, per address: as many as sign-ups. */
  recovery: { max: 5, windowSeconds: 60 * 60 },
  /** Wrong public codes per address: typing slips pass, guessing the 31⁶ codes (six of 31 characters) does not. */
  publicCode: { max: 30, windowSeconds: 10 * 60 },
  /** Wrong defibrillator PINs per address and session: a slip or two pass, guessing the 10⁶ PINs does not. */
  devicePin: { max: 10, windowSeconds: 10 * 60 },
  /** 'Mi perfil' saves that change the DNI, per account: each one tells whether that DNI is someone's. */
  profileDni: { max: 5, windowSeconds: 60 * 60 },
  /** E-mail changes asked for, per account… */
  emailChange: { max: 3, windowSeconds: 60 * 60 },
  /** …and per address they would mail, from every account together. */
  emailChangeTarget: { max: 3, windowSeconds: 24 * 60 * 60 },
  /** Wrong passwords per account from any address: past it the account is locked until the window ends or a reset (decision 0023). */
  loginAccount: { max: 20, windowSeconds: 30 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_MESSAGES: Record<RateLimitName, string> = {
  login: "Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.",
  signup: "Has solicitado demasiados correos en poco tiempo. Inténtalo de nuevo más tarde.",
  resend: "Has solicitado demasiados correos en poco tiempo. Inténtalo de nuevo más tarde.",
  recovery: "Has solicitado demasiados correos en poco tiempo. Inténtalo de nuevo más tarde.",
  publicCode: "Demasiados códigos incorrectos desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  devicePin: "Demasiados PIN incorrectos desde esta conexión. Espera unos minutos e inténtalo de nuevo.",
  profileDni: "Has cambiado el DNI demasiadas veces en poco tiempo. Inténtalo de nuevo más tarde.",
  emailChange: "Has pedido demasiados cambios de email en poco tiempo. Inténtalo de nuevo más tarde.",
  emailChangeTarget: "Se han pedido demasiados cambios a esa dirección de email. Inténtalo de nuevo mañana.",
  loginAccount:
    "Tu cuenta está bloqueada temporalmente tras muchos intentos fallidos de contraseña. Te hemos enviado un correo: restablece tu contraseña para entrar ya, o espera media hora.",
};

/**
 * Counts one attempt for `subject` and tells whether it is within the limit: a fixed window per
 * key, counted by one atomic upsert (no read-then-write race between two Worker isolates).
 */
export async function takeRateLimit(
  db: Db,
  name: RateLimitName,
  subject: string,
  factor = 1,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const [row] = await countRateLimit(db, name, subject, nowSeconds);
  return withinRateLimit(name, row.count, factor);
}

/**
 * takeRateLimit's count, as a statement that can join another batch (the login's lookup); its row's
 * count goes to `withinRateLimit`. Given `when`, it counts only if that holds (no row comes back otherwise).
 */
export function countRateLimit(
  db: Db,
  name: RateLimitName,
  subject: string | SQL,
  nowSeconds = Math.floor(Date.now() / 1000),
  when: SQL = sql`1`,
) {
  const key = rateLimitKey(name, subject);
  const expired = nowSeconds - RATE_LIMITS[name].windowSeconds;
  return db.all<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) select ${key}, ${nowSeconds}, 1 where ${when}
    on conflict (key) do update set
      count = case when window_start <= ${expired} then 1 else count + 1 end,
      window_start = case when window_start <= ${expired} then excluded.window_start else window_start end
    returning count`);
}

/** A limit's row for `subject`; a subject given as SQL (whose e-mail, say) is read by the statement that uses it. */
export function rateLimitKey(name: RateLimitName, subject: string): string;
export function rateLimitKey(name: RateLimitName, subject: string | SQL): string | SQL;
export function rateLimitKey(name: RateLimitName, subject: string | SQL): string | SQL {
  return typeof subject === "string" ? `${name}:${subject}` : sql`${`${name}:`} || coalesce(${subject}, '')`;
}

/**
 * After `countRateLimit` in the same batch: whether the count is still within the limit, as SQL, so
 * that the batch's writes happen only then (count, decide and write in one round trip).
 */
export function withinRateLimitSql(name: RateLimitName, subject: string | SQL, factor = 1): SQL {
  return sql`(select count from rate_limits where key = ${rateLimitKey(name, subject)}) <= ${RATE_LIMITS[name].max * factor}`;
}

export const withinRateLimit = (name: RateLimitName, count: number, factor = 1) => count <= RATE_LIMITS[name].max * factor;

/**
 * Whether `subject` has used up its attempts, as a query that can join another batch (so that a
 * page checks the limit in its own round trip). Reads only; `takeRateLimit` counts.
 */
export function rateLimitReachedQuery(
  db: Db,
  name: RateLimitName,
  subject: string,
  factor = 1,
  nowSeconds = Math.floor(Date.now() / 1000),
) {
  return db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(rateLimitReachedSql(name, subject, factor, nowSeconds));
}

/** `rateLimitReachedQuery`'s condition, for a statement of its own (over the row of `subject`, which may be SQL). */
export function rateLimitReachedSql(name: RateLimitName, subject: string | SQL, factor = 1, nowSeconds = Math.floor(Date.now() / 1000)) {
  const { max, windowSeconds } = RATE_LIMITS[name];
  return sql`exists (select 1 from rate_limits where key = ${rateLimitKey(name, subject)}
                     and window_start > ${nowSeconds - windowSeconds} and count >= ${max * factor})`;
}

/**
 * The address a request comes from: `CF-Connecting-IP`, which Cloudflare sets in production and
 * the local server's front sets from the connection (scripts/front.ts), over whatever a client sent.
 * "local" only where no server stands in front (tests calling loaders directly).
 */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
