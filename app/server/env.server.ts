import { z } from "zod";
import { DEFAULT_TIME_ZONE, isTimeZone } from "../domain/format";

/** The Worker's configuration, checked once per isolate: a bad value fails loudly at the first request. */
const envSchema = z
  .object({
    APP_ENV: z.enum(["production", "development", "test"]).default("development"),
    DATABASE_URL: z.string().url(),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters"),
    APP_URL: z.string().url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must look like smtp://user:pass@host:port")
      .optional(),
    MAIL_FROM: z.string().default("Simulación Pediátrica <no-reply@localhost>"),
    /** Multiplies every rate limit; e2e runs raise it so that one machine's traffic is not throttled. */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
    /** The hospital or centre named at the top of printed reports; unset, no name is printed. */
    INSTITUTION_NAME: z.string().trim().max(120, "INSTITUTION_NAME must be at most 120 characters").optional(),
    /** The hospital's time zone: dates in exported files are written in it. */
    TIME_ZONE: z.string().trim().refine(isTimeZone, "TIME_ZONE must be an IANA time zone such as Europe/Madrid").default(DEFAULT_TIME_ZONE),
  })
  .superRefine((env, ctx) => {
    // In production mail must really leave, links must point at the public address, limits must hold.
    if (env.APP_ENV !== "production") return;
    if (!env.SMTP_URL) ctx.addIssue({ code: "custom", path: ["SMTP_URL"], message: "SMTP_URL is required in production" });
    if (!env.APP_URL) ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "APP_URL is required in production" });
    if (env.RATE_LIMIT_FACTOR !== 1)
      ctx.addIssue({ code: "custom", path: ["RATE_LIMIT_FACTOR"], message: "RATE_LIMIT_FACTOR must be 1 in production" });
  });

export type AppEnv = z.output<typeof envSchema>;

const cache = new WeakMap<object, AppEnv>();

export function readEnv(raw: Record<string, unknown>): AppEnv {
  let env = cache.get(raw);
  if (!env) {
    const parsed = envSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
    env = parsed.data;
    cache.set(raw, env);
  }
  return env;
}
