import { z } from "zod";
import { ALT_MAX, IMAGE_KEY_RE } from "../domain/images";
import { hasForbiddenChars, TEXT_CHARS_MESSAGE } from "../domain/safe-text";

/**
 * How a scenario file refers to an uploaded image (Escenarios → Imágenes): its key and the
 * alternative text for this use, so that a shared case says what its images show.
 */
export const imageRefSchema = z.strictObject({
  key: z
    .string()
    .regex(IMAGE_KEY_RE, "clave de imagen: la que muestra Escenarios → Imágenes (64 cifras hexadecimales y .png, .jpg o .webp)"),
  alt: z
    .string()
    .trim()
    .min(1, "toda imagen lleva texto alternativo")
    .max(ALT_MAX, `el texto alternativo tiene como máximo ${ALT_MAX} caracteres`)
    .refine((alt) => !hasForbiddenChars(alt), TEXT_CHARS_MESSAGE),
});
