/**
 * Esquema (zod) del contenido de un escenario de simulación online.
 *
 * Refleja las entidades de la especificación (docs: 2-simulacion-online-evaluacion.md,
 * secciones 3, 4, 5 y 9): scenarios + categories, case_briefs, steps, questions y
 * case_resources. Es solo contenido (datos de siembra); el orden de los pasos es el
 * del array (step_order = índice + 1) y el orden de las preguntas, el de su array.
 */
import { z } from "zod";
import { DEFAULT_PASS_MARK, MAX_ATTEMPTS } from "../domain/attempts";
import { CATEGORIES, LEVEL_VALUES, MODES, ROLE_LABELS, ROLES, SCENARIO_STATUSES } from "../domain/vocabulary";
import { hasForbiddenChars, TEXT_CHARS_MESSAGE } from "../domain/safe-text";
import { KEY_MAX, URL_MAX } from "../domain/scenario-limits";
import { SLUG_MESSAGE, SLUG_RE } from "../domain/slug";
import { list, longText, shortText, titleText } from "./bounded";
import { imageRefSchema } from "./image-ref";

const RESOURCE_TYPES = ["guía", "artículo", "consenso", "revisión", "ensayo clínico", "ficha técnica", "web"] as const;
const TRIANGLE_COLOURS = ["green", "amber", "red"] as const;
const IMAGING_STATUSES = ["ordered", "available"] as const;
const TIME_LIMIT_MIN_SECONDS = 30;
const TIME_LIMIT_MAX_SECONDS = 120;
// A case the studio writes may be short; the catalogue's own cases are held to more by their tests.
const MIN_STEPS = 1;
const MIN_RESOURCES = 1;
const DEFAULT_RESOURCE_WEIGHT = 100;

/** Texto que no contiene caracteres descompuestos (evita que falle la búsqueda del marcador). */
const nfc = <T extends typeof shortText>(text: T) =>
  text.refine((s) => s === s.normalize("NFC"), {
    message: "El texto debe estar en forma Unicode NFC",
  });
const nfcText = nfc(shortText);
const nfcLong = nfc(longText);
const nfcTitle = nfc(titleText);

const RoleSchema = z.enum(ROLES);
const RolesSchema = list(RoleSchema).refine((roles) => new Set(roles).size === roles.length, {
  message: "Roles repetidos",
});

const QuestionSchema = z
  .strictObject({
    question_text: nfcLong,
    options: z.array(nfcText).min(3).max(5),
    correct_option: z.number().int().min(0).describe("Posición de la opción correcta, contando desde 0 (0 es la primera opción)."),
    explanation: nfcLong,
    roles: RolesSchema,
    is_critical: z.boolean(),
    hints: z.array(nfcText).max(3),
    time_limit: z.number().int().min(TIME_LIMIT_MIN_SECONDS).max(TIME_LIMIT_MAX_SECONDS).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.correct_option >= q.options.length) {
      ctx.addIssue({
        code: "custom",
        path: ["correct_option"],
        message: `La opción correcta (${q.correct_option + 1}) no es una de las ${q.options.length} opciones.`,
      });
    }
    const normalised = q.options.map((o) => o.trim().toLocaleLowerCase("es"));
    if (new Set(normalised).size !== normalised.length) {
      ctx.addIssue({
        code: "custom",
        path: ["options"],
        message: "Las opciones de una pregunta deben ser distintas",
      });
    }
    const hints = q.hints.map((h) => h.trim().toLocaleLowerCase("es"));
    if (new Set(hints).size !== hints.length) {
      ctx.addIssue({ code: "custom", path: ["hints"], message: "Pistas repetidas" });
    }
  });

const StepSchema = z
  .strictObject({
    description: nfcLong,
    narrative: nfcLong.optional(),
    role_specific: z.boolean(),
    roles: RolesSchema,
    questions: list(QuestionSchema).min(1),
  })
  .superRefine((step, ctx) => {
    if (step.role_specific !== step.roles.length > 0) {
      ctx.addIssue({
        code: "custom",
        path: ["role_specific"],
        message: "«Solo para algunos roles» debe marcarse exactamente cuando el paso tiene roles.",
      });
    }
    // «Pregunta urgente» (its seconds): a step's questions are shown one at a time when they are urgent, so all or none are.
    const urgent = step.questions.filter((q) => q.time_limit !== undefined).length;
    step.questions.forEach((q, i) => {
      if (urgent > 0 && urgent < step.questions.length && q.time_limit === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["questions", i, "time_limit"],
          message:
            "Las preguntas de un paso son todas urgentes o ninguna: marca también esta como urgente, con sus segundos, o desmarca las demás.",
        });
      }
      // Una pregunta con roles ajenos al paso no la vería nadie.
      if (step.roles.length > 0 && q.roles.length > 0) {
        const outside = q.roles.filter((r) => !step.roles.includes(r));
        if (outside.length > 0) {
          ctx.addIssue({
            code: "custom",
            path: ["questions", i, "roles"],
            message: `La pregunta es para roles que el paso no tiene: ${outside.map((r) => ROLE_LABELS[r]).join(", ")}.`,
          });
        }
      }
    });
  });

const ResourceSchema = z.strictObject({
  title: nfcText,
  url: z
    .url()
    .max(URL_MAX)
    .refine((u) => u.startsWith("https://"), {
      message: "La URL debe ser https",
    })
    .refine((u) => !hasForbiddenChars(u), TEXT_CHARS_MESSAGE),
  source: nfcText,
  type: z.enum(RESOURCE_TYPES),
  year: z.number().int().min(1990).max(2100),
  free_access: z.boolean(),
  weight: z.number().int().min(0).default(DEFAULT_RESOURCE_WEIGHT),
});

const TriangleColourSchema = z.enum(TRIANGLE_COLOURS);

const BriefSchema = z.strictObject({
  title: nfcTitle,
  context: nfcLong,
  chips: list(nfcText),
  demographics: z.strictObject({
    age: nfcText,
    weightKg: z.number().positive().max(150),
    sex: z.enum(["Niño", "Niña"]),
  }),
  chief_complaint: nfcLong,
  history: list(nfcText),
  triangle: z.strictObject({
    appearance: TriangleColourSchema,
    breathing: TriangleColourSchema,
    circulation: TriangleColourSchema,
  }),
  triangle_details: z.strictObject({
    appearance: nfcLong,
    breathing: nfcLong,
    circulation: nfcLong,
  }),
  vitals: z.strictObject({
    fc: z.number().int().min(0).max(300),
    fr: z.number().int().min(0).max(120),
    sat: z.number().int().min(50).max(100),
    temp: z.number().min(30).max(43),
    ta: z
      .string()
      .regex(/^\d{2,3}\/\d{2,3}$/, "TA con formato sistólica/diastólica, p. ej. 70/35")
      .optional(),
    notes: nfcLong.optional(),
  }),
  exam: list(nfcText),
  quick_labs: list(z.strictObject({ name: nfcText, value: nfcText })),
  imaging: list(z.strictObject({ name: nfcText, status: z.enum(IMAGING_STATUSES) })),
  /** Images shown with the brief (an X-ray, a rash, an ECG): keys from Escenarios → Imágenes, each with its alternative text. */
  images: z.array(imageRefSchema).max(6).optional(),
  timeline: list(z.strictObject({ tmin: z.number().int().min(0), event: nfcText })),
  red_flags: list(nfcText),
  critical_actions: list(nfcText),
  learning_objective: nfcLong,
  objectives: z.strictObject({
    MED: list(nfcText).min(1),
    NUR: list(nfcText).min(1),
    PHARM: list(nfcText).min(1),
  }),
  competencies: list(nfcText),
  estimated_minutes: z.number().int().positive(),
  level: z.enum(LEVEL_VALUES),
});

export const OnlineScenarioSchema = z
  .strictObject({
    slug: z.string().max(KEY_MAX).regex(SLUG_RE, SLUG_MESSAGE),
    title: nfcTitle,
    summary: nfcLong,
    level: z.enum(LEVEL_VALUES),
    mode: list(z.enum(MODES))
      .min(1)
      .refine((m) => new Set(m).size === m.length, { message: "Modos repetidos" }),
    status: z.enum(SCENARIO_STATUSES),
    estimated_minutes: z.number().int().positive(),
    // The spec caps attempts at 3 and shows the scenario's own max_attempts: one value (decision 0018).
    max_attempts: z.literal(MAX_ATTEMPTS),
    pass_mark: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe(`Puntuación (%) para aprobar: además, ninguna pregunta crítica fallada. Sin ella, ${DEFAULT_PASS_MARK}.`),
    categories: list(z.enum(CATEGORIES))
      .min(1)
      .refine((c) => new Set(c).size === c.length, { message: "Categorías repetidas" }),
    brief: BriefSchema,
    steps: list(StepSchema).min(MIN_STEPS),
    resources: list(ResourceSchema).min(MIN_RESOURCES),
  })
  .superRefine((s, ctx) => {
    if (s.brief.level !== s.level) {
      ctx.addIssue({ code: "custom", path: ["brief", "level"], message: "Nivel distinto del escenario" });
    }
    if (s.brief.estimated_minutes !== s.estimated_minutes) {
      ctx.addIssue({
        code: "custom",
        path: ["brief", "estimated_minutes"],
        message: "Duración distinta de la del escenario",
      });
    }
    const urls = s.resources.map((r) => r.url);
    if (new Set(urls).size !== urls.length) {
      ctx.addIssue({ code: "custom", path: ["resources"], message: "Recursos repetidos (misma URL)" });
    }
  });

/** Tipo con el que se escriben los escenarios (weight del recurso es opcional). */
export type OnlineScenario = z.input<typeof OnlineScenarioSchema>;
export type CaseBrief = z.input<typeof BriefSchema>;

export type FormatQuestion = z.output<typeof QuestionSchema>;
