import { z } from "zod";
import { safeText, textField } from "./forms";

export const loginSchema = z.object({
  email: textField(254, "Introduce un email válido.")
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value !== "", "Introduce tu email."),
  password: textField(200, "La contraseña es demasiado larga.").refine((value) => value !== "", "Introduce tu contraseña."),
  redirectTo: safeText(2000).optional(),
});
