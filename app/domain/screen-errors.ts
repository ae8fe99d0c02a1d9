/**
 * What a screen says when the server could not do its work (spec 2 §8; spec 1, pending screen),
 * by screen: its title and the message for each failure the server can tell apart.
 * docs/decisions/0012-screen-errors.md says which failure each message answers.
 */
import { ATTEMPT_MESSAGES } from "./attempts";

const UNEXPECTED = "Se produjo un error inesperado.";

export const SCREEN_ERRORS = {
  dashboard: {
    title: "Se ha producido un error en el panel",
    session: "Error inicializando el panel",
    panel: "Error cargando el panel",
    scenarios: "No se pudieron cargar los escenarios",
    unexpected: "Error inesperado",
  },
  run: {
    title: "Intento",
    session: "Error de sesión",
    scenario: "Error cargando escenario",
    steps: "Error cargando pasos/preguntas",
    unexpected: UNEXPECTED,
  },
  confirm: {
    title: "Escenario",
    scenario: "No se pudo cargar el escenario.",
    attempts: "No se pudieron obtener los intentos.",
    create: ATTEMPT_MESSAGES.createFailed,
    noId: "No se pudo crear el intento (sin ID).",
    unexpected: UNEXPECTED,
  },
  review: {
    title: "Revisión del intento",
    load: "Error cargando intento",
  },
  // The lists (spec 2 §8, spec 1 §7): who is asking, then the list; the in-person screens say it as the online list does.
  catalogue: { title: "Simulación online", session: "Error obteniendo sesión", load: "Error cargando escenarios" },
  evaluation: { title: "Evaluación", session: "Error sesión", load: "Error cargando intentos" },
  admin: { title: "Administración", session: "Error cargando tu perfil.", load: "Error cargando usuarios (admin_list_users)." },
  presencialList: { title: "Escenarios presenciales", session: "Error obteniendo sesión", load: "Error cargando escenarios" },
  presencialInfo: {
    title: "Simulación presencial",
    session: "Error obteniendo sesión",
    load: "No se pudieron cargar las próximas simulaciones.",
  },
  pending: {
    title: "Estado de tu acceso",
    refresh: "No se pudo actualizar la sesión.",
    resend: "No se pudo reenviar el correo ahora.",
  },
} as const;
