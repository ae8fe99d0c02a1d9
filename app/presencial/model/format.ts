/**
 * The living patient as a case writes it (the in-person scenario format, version 2: `model`).
 *
 * - `variables`: the numeric variables the model moves (each names one of the case's variables),
 *   with their starting value, the bounds an author allows, and small natural variability.
 * - `rhythm` and `states`: the cardiac rhythm and the named clinical states at the start.
 * - `drugs`: for each intervention and route, when the drug acts (onset, peak, duration) and what
 *   it does in each dose band for this patient's weight. Infusions (mcg/kg/min) act while they run.
 * - `handlers`: conditions over time, the current state and what was given, evaluated every
 *   simulation second; when one becomes true it starts trends, changes the rhythm or sets states.
 *   The untreated course is written as handlers whose only condition is time.
 *
 * A trend moves a variable from its value when it starts to `to` (or by `by`) over `over_s`
 * seconds; a trend faster than SUDDEN_TREND_S must say `brusco: true`.
 */
import { z } from "zod";
import { list, longText, shortText } from "../../scenario-format/bounded";
import { KEY_MAX } from "../../domain/scenario-limits";
import { BANDS, RHYTHM_KEYS } from "./vocabulary";
import { SENSOR_KEYS } from "../monitor/equipment";

const key = z
  .string()
  .max(KEY_MAX)
  .regex(/^[a-z][a-z0-9_]*$/, "clave en minúsculas, cifras y guiones bajos");
const seconds = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600);
const ROUTES = ["IM", "IV", "IO", "IN", "VO", "SC", "rectal", "bucal", "nebulizada", "inhalada"] as const;
export const routeSchema = z.enum(ROUTES);
const rhythm = z.enum(RHYTHM_KEYS);
const band = z.enum(BANDS);
/** A set of choices, kept in the vocabulary's order (the studio posts it that way). */
const choices = <T extends string>(values: readonly T[], item: z.ZodType<T>) =>
  list(item)
    .min(1)
    .transform((picked) => values.filter((value) => picked.includes(value)));

const modelVariableSchema = z
  .strictObject({
    key,
    initial: z.number(),
    /** The author's bounds for this patient (clamped; the physical bounds apply as well). */
    low: z.number(),
    high: z.number(),
    /** Natural variability: the value wanders up to this much either side (seeded per session). */
    noise: z.number().min(0).optional(),
    decimals: z.number().int().min(0).max(2).optional(),
  })
  .refine((v) => v.low <= v.initial && v.initial <= v.high, "el valor inicial debe estar entre el límite inferior y el superior");

export const trendSchema = z
  .strictObject({
    variable: key,
    to: z.number().optional(),
    by: z.number().optional(),
    over_s: seconds,
    /** The author means a jump (an arrest, a seizure that stops): no smoothing required. */
    brusco: z.literal(true).optional(),
  })
  .refine((t) => (t.to === undefined) !== (t.by === undefined), "una tendencia lleva 'to' o 'by', no ambos");

/** What a band does while it acts: variables moved `by` so much at full effect, a rhythm, states. */
const effectSchema = z.strictObject({
  changes: list(z.strictObject({ variable: key, by: z.number() })).optional(),
  rhythm: rhythm.optional(),
  states: list(key).optional(),
});
export type DrugEffect = z.infer<typeof effectSchema>;

export const drugSchema = z
  .strictObject({
    intervention: key,
    route: routeSchema,
    onset_s: seconds,
    peak_s: seconds,
    /** A single dose's effect has faded by then (for an infusion: how long it lasts once stopped). */
    duration_s: seconds,
    /** Per kg in the intervention's unit (mg/kg, ml/kg, microgramos/kg/min…), both ends included. */
    therapeutic_from_per_kg: z.number().positive(),
    therapeutic_to_per_kg: z.number().positive(),
    /** The largest single dose (mg, ml, microgramos…), whatever the weight. */
    max_dose: z.number().positive().optional(),
    /** From this dose per kg (active doses added up) the drug's own toxicity. */
    toxic_per_kg: z.number().positive(),
    effects: z.strictObject({
      infra: effectSchema,
      terapeutica: effectSchema,
      supra: effectSchema.optional(),
      toxica: effectSchema,
    }),
    /** A patient in these states responds less (factor 0 none … 1 fully), as the guideline says. */
    response: list(z.strictObject({ state: key, factor: z.number().min(0).max(1) })).optional(),
    source: shortText,
  })
  .refine((d) => d.onset_s <= d.peak_s && d.peak_s <= d.duration_s, "debe cumplirse inicio ≤ pico ≤ duración")
  .refine((d) => d.therapeutic_from_per_kg <= d.therapeutic_to_per_kg, "el rango terapéutico va de menor a mayor")
  .refine((d) => d.toxic_per_kg > d.therapeutic_to_per_kg, "el umbral tóxico está por encima del rango terapéutico");
export type DrugProfile = z.infer<typeof drugSchema>;

/** Which recorded doses a condition is about, and how many, how much, how long ago, in what order. */
const givenSchema = z.strictObject({
  intervention: key,
  route: routeSchema.optional(),
  /** Only doses (each on its own) in these bands. */
  bands: choices(BANDS, band).optional(),
  count_gte: z.number().int().positive().optional(),
  /** Total of the matching doses, per kg. */
  total_per_kg_gte: z.number().positive().optional(),
  total_per_kg_lt: z.number().positive().optional(),
  /** The dose that completes the count was given at least this long ago (an infusion that ends). */
  since_gte_s: seconds.optional(),
  /** … and no later than this simulation second. */
  by_s: seconds.optional(),
  /** The first matching dose came before any dose of this intervention. */
  before: key.optional(),
});
export type Given = z.infer<typeof givenSchema>;

export const whenSchema = z.strictObject({
  after_s: seconds.optional(),
  before_s: seconds.optional(),
  states: list(key).optional(),
  not_states: list(key).optional(),
  /** A state has held for at least this long (a seizure's duration). */
  state_for: z.strictObject({ state: key, gte_s: seconds }).optional(),
  rhythm: choices(RHYTHM_KEYS, rhythm).optional(),
  values: list(
    z
      .strictObject({ variable: key, gte: z.number().optional(), lte: z.number().optional() })
      .refine((c) => c.gte !== undefined || c.lte !== undefined, "la condición necesita gte o lte"),
  ).optional(),
  given: list(givenSchema).optional(),
  not_given: list(givenSchema).optional(),
  /** Continuous interventions (an infusion, compressions, oxygen) running now, or not. */
  running: list(key).optional(),
  not_running: list(key).optional(),
  shocks: z
    .strictObject({ count_gte: z.number().int().positive(), adequate: z.boolean().optional(), synchronised: z.boolean().optional() })
    .optional(),
  fired: list(key).optional(),
  not_fired: list(key).optional(),
});
export type When = z.infer<typeof whenSchema>;

export const handlerSchema = z.strictObject({
  key,
  /** What the instructor reads when it fires (never the learners). */
  description: longText,
  when: whenSchema,
  /** Fires again each time its condition becomes true anew (by default, once). */
  repeat: z.literal(true).optional(),
  do: z
    .strictObject({
      trends: list(trendSchema).optional(),
      rhythm: rhythm.optional(),
      states_on: list(key).optional(),
      states_off: list(key).optional(),
      /** New wording of the case's text variables (what the team sees or is told). */
      texts: list(z.strictObject({ variable: key, value: longText })).optional(),
    })
    .refine((d) => d.trends || d.rhythm || d.states_on || d.states_off || d.texts, "un manejador hace algo"),
});
export type Handler = z.infer<typeof handlerSchema>;

export const modelSchema = z.strictObject({
  variables: list(modelVariableSchema).min(1),
  rhythm,
  states: list(
    z.strictObject({
      key,
      label: shortText,
      initial: z.boolean(),
      /** Values may leave any child's bounds while it holds (an arrest). */
      extreme: z.literal(true).optional(),
    }),
  ),
  drugs: list(drugSchema),
  handlers: list(handlerSchema),
  /** Transcutaneous pacing captures from this current (mA). */
  pacing_threshold_ma: z.number().positive().max(200).optional(),
  /** The monitor at the start: sensors already on (a child already monitored), and an arterial line the team may connect. */
  monitor: z
    .strictObject({
      attached: choices(SENSOR_KEYS, z.enum(SENSOR_KEYS)).optional(),
      arterial_line: z.boolean().optional(),
    })
    .optional(),
});
export type Model = z.infer<typeof modelSchema>;
export type Trend = z.infer<typeof trendSchema>;
