/** What the audit log records, and how the admin panel names it. */
const AUDIT_ACTIONS = {
  "admin.created": "Administrador creado al arrancar",
  "admin.provisioned": "Cuenta existente convertida en administrador al arrancar",
  "signup.opened": "Registro habilitado",
  "signup.closed": "Registro deshabilitado",
  "account.approved": "Solicitud aprobada",
  "account.rejected": "Solicitud rechazada",
  "account.deactivated": "Cuenta desactivada",
  "account.reactivated": "Cuenta reactivada",
  "account.updated": "Rol o unidad cambiados",
  "admin.granted": "Permisos de administración concedidos",
  "admin.revoked": "Permisos de administración retirados",
  "password.reset_cli": "Contraseña restablecida desde la línea de órdenes",
  "evaluation.viewed": "Evaluación consultada",
  "account.deletion_requested": "Baja solicitada por la persona",
  "account.erased": "Cuenta eliminada (resultados conservados de forma anónima)",
  "scenario.draft_saved": "Borrador de escenario guardado",
  "scenario.draft_discarded": "Borrador de escenario descartado",
  "scenario.published": "Escenario publicado",
  "scenario.archived": "Escenario archivado",
  "scenario.restored": "Escenario restaurado",
  "threat.recorded": "Amenaza latente de seguridad registrada",
  "threat.status_changed": "Estado de una amenaza latente de seguridad cambiado",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function auditActionLabel(action: string): string {
  return (AUDIT_ACTIONS as Record<string, string>)[action] ?? action;
}

/** The longest reason an administrator may give when rejecting a request (it goes in a mail). */
export const REJECT_REASON_MAX = 500;

/** How many entries the audit page shows, newest first. */
export const AUDIT_PAGE = 200;
