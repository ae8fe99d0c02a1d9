import { ScreenError } from "./screen-error";

/** Instructor routes: 'Acceso restringido' for non-admins (403), the message otherwise. */
export function RestrictedBoundary() {
  return <ScreenError title="No se pudo cargar" fallback="Se produjo un error inesperado." panelLink />;
}
