import { z } from "zod";
import { dniProblem, normalizeDni } from "./dni";
import { checkInOrder, collectErrors, formToObject, parseForm, safeText, textField, type FieldErrors, type OrderedRule } from "./forms";
import { isRole } from "./roles";
import { PASSWORD_MIN, UNITS } from "./vocabulary";

/** The spec's 10 characters count the DNI without spaces and hyphens ('1234 5678-Z' is fine)… */
const DNI_INPUT_MAX = 10;
/** …so the typed value may be longer. */
export const DNI_TYPED_MAX = 20;
/** Delays before moving on after a successful sign-up and profile save. */
export const REGISTRATION_REDIRECT_MS = 800;
export const PROFILE_REDIRECT_MS = 600;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MESSAGES = {
  nombre: "El nombre es obligatorio.",
  apellidos: "Los apellidos son obligatorios.",
  email: "Introduce un email válido.",
  password: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres.`,
  passwordBlank: "La contraseña no puede ser solo espacios.",
  password2: "Las contraseñas no coinciden.",
  rol: "Selecciona tu rol.",
  unidad: "Selecciona tu unidad.",
  dniRequired: "El DNI es obligatorio.",
  dniFormat: "El DNI no tiene un formato válido (ej.: 12345678Z o X1234567L).",
  /** The shape is right and only the control letter is wrong: said as such (issue 28), not as a format. */
  dniLetter: "La letra del DNI no corresponde a su número.",
  areas: "Formato de 'Áreas de interés' no válido. Vuelve a seleccionar las áreas e inténtalo de nuevo.",
} as const;

const isUnit = (value: string) => (UNITS as readonly string[]).includes(value);

const personFields = {
  nombre: textField(100, "El nombre es demasiado largo (máximo 100 caracteres)."),
  apellidos: textField(150, "Los apellidos son demasiado largos (máximo 150 caracteres)."),
  email: textField(254, MESSAGES.email),
  rol: textField(20, MESSAGES.rol),
  unidad: textField(40, MESSAGES.unidad),
  dni: textField(DNI_TYPED_MAX, MESSAGES.dniFormat),
  areas: z.array(safeText(100, MESSAGES.areas), { error: MESSAGES.areas }).max(30, MESSAGES.areas).default([]),
};

type PersonInput = { nombre: string; apellidos: string; email: string; rol: string; unidad: string; dni: string };

const rule = <T>(field: OrderedRule<T>["field"], message: string, ok: OrderedRule<T>["ok"]): OrderedRule<T> => ({
  field,
  message,
  ok,
});
const nombreRule = rule<Pick<PersonInput, "nombre">>("nombre", MESSAGES.nombre, (v) => v.nombre.trim() !== "");
const apellidosRule = rule<PersonInput>("apellidos", MESSAGES.apellidos, (v) => v.apellidos.trim() !== "");
const emailRule = rule<Pick<PersonInput, "email">>("email", MESSAGES.email, (v) => EMAIL_PATTERN.test(v.email.trim()));
const rolRule = rule<PersonInput>("rol", MESSAGES.rol, (v) => isRole(v.rol));
const unidadRule = rule<PersonInput>("unidad", MESSAGES.unidad, (v) => isUnit(v.unidad));
type DniInput = Pick<PersonInput, "dni">;
const dniRules = [
  rule<DniInput>("dni", MESSAGES.dniRequired, (v) => v.dni.trim() !== ""),
  rule<DniInput>(
    "dni",
    MESSAGES.dniFormat,
    (v) => v.dni.trim() === "" || (normalizeDni(v.dni).length <= DNI_INPUT_MAX && dniProblem(v.dni) !== "shape"),
  ),
  rule<DniInput>(
    "dni",
    MESSAGES.dniLetter,
    (v) => v.dni.trim() === "" || normalizeDni(v.dni).length > DNI_INPUT_MAX || dniProblem(v.dni) !== "letter",
  ),
];

const normalizePerson = <T extends PersonInput & { areas: string[] }>(v: T) => ({
  ...v,
  nombre: v.nombre.trim(),
  apellidos: v.apellidos.trim(),
  email: v.email.trim().toLowerCase(),
  dni: normalizeDni(v.dni),
  rol: v.rol as "medico" | "enfermeria" | "farmacia",
  unidad: v.unidad as (typeof UNITS)[number],
  areas: [...new Set(v.areas)],
});

type NewPasswordInput = { password: string; password2: string };
const newPasswordFields = {
  password: textField(200, "La contraseña es demasiado larga (máximo 200 caracteres)."),
  password2: textField(200, MESSAGES.password2),
};
/** Every form that sets a password (sign-up, recovery, 'Mi perfil') checks it with these, in this order. */
const newPasswordRules = [
  rule<NewPasswordInput>("password", MESSAGES.password, (v) => v.password.length >= PASSWORD_MIN),
  rule<NewPasswordInput>("password", MESSAGES.passwordBlank, (v) => v.password.trim() !== ""),
  rule<NewPasswordInput>("password2", MESSAGES.password2, (v) => v.password === v.password2),
];

type RegistrationInput = PersonInput & { password: string; password2: string };

/** Registration ('Crear cuenta'): checked in the spec's order; the first failing message is shown. */
export const registrationSchema = z
  .strictObject({
    ...personFields,
    ...newPasswordFields,
    website: safeText(200).optional(), // honeypot: see app/server/guards
  })
  .superRefine(
    checkInOrder<RegistrationInput>([nombreRule, apellidosRule, emailRule, ...newPasswordRules, rolRule, unidadRule, ...dniRules]),
  )
  .transform(normalizePerson);

export type Registration = z.output<typeof registrationSchema>;

const { rol: _rol, unidad: _unidad, ...profileFields } = personFields;
type ProfileInput = Omit<PersonInput, "rol" | "unidad">;

/**
 * Profile ('Mi perfil'): DNI first, then name, as the spec lists them. Role and unit are not in it:
 * they are an administrator's change (decision 0036), so a form that sends them is refused.
 */
export const profileSchema = z
  .strictObject(profileFields)
  .superRefine(checkInOrder<ProfileInput>([...dniRules, nombreRule, emailRule]))
  .transform((v) => ({
    ...v,
    nombre: v.nombre.trim(),
    apellidos: v.apellidos.trim(),
    email: v.email.trim().toLowerCase(),
    dni: normalizeDni(v.dni),
    areas: [...new Set(v.areas)],
  }));

export type ProfileUpdate = z.output<typeof profileSchema>;

const LIST_FIELDS = ["areas"] as const;

export function readAccountForm(form: FormData) {
  return formToObject(form, LIST_FIELDS);
}

/** Sign-up's or the profile's errors for a form as the browser would send it (null when it would be accepted). */
export function accountFormErrors(schema: typeof registrationSchema | typeof profileSchema, form: FormData): FieldErrors | null {
  const parsed = parseForm(schema, readAccountForm(form));
  return parsed.success ? null : collectErrors(parsed.error.issues).fields;
}

/** '¿Has olvidado tu contraseña?' → /recuperar: only the address. */
export const recoverySchema = z
  .strictObject({ email: textField(254, MESSAGES.email) })
  .superRefine(checkInOrder<{ email: string }>([rule("email", MESSAGES.email, (v) => EMAIL_PATTERN.test(v.email.trim()))]))
  .transform((v) => ({ email: v.email.trim().toLowerCase() }));

/** /restablecer: the link's token and the new password twice, with the sign-up's rules and messages. */
export const passwordResetSchema = z
  .strictObject({ token: textField(200, "El enlace no es válido."), ...newPasswordFields })
  .superRefine(
    checkInOrder<NewPasswordInput & { token: string }>([
      rule("token", "El enlace no es válido.", (v) => v.token !== ""),
      ...newPasswordRules,
    ]),
  );

/** 'Cambiar contraseña' in /perfil: the current one, then the new one twice. */
export const passwordChangeSchema = z
  .strictObject({ intent: z.literal("password"), current: textField(200, "La contraseña es demasiado larga."), ...newPasswordFields })
  .superRefine(
    checkInOrder<NewPasswordInput & { current: string }>([
      rule("current", "Introduce tu contraseña actual.", (v) => v.current !== ""),
      ...newPasswordRules,
    ]),
  );
