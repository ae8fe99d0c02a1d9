/**
 * Images for cases (an X-ray, a rash, an ECG): what an upload must be, how an image is named, and
 * how a scenario refers to one. Pure and without zod (the projection imports it): the bytes are judged
 * here and stored by `server/images.server.ts`.
 */
import { hasForbiddenChars } from "./safe-text";
/** At most 5 MB per image (5 MiB, as file managers count it). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The upload form's whole body: the image, its alternative text and multipart's own bytes. */
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
/** Where images are uploaded (the only form allowed a body above the usual limit). */
export const IMAGE_UPLOAD_PATH = "/admin/escenarios/imagenes";
/** What the admin reads when an image is over the limit (the route's refusal, the body check's, the form's own check). */
export const IMAGE_TOO_LARGE_MESSAGE = "La imagen pesa más de 5 MB: redúcela o expórtala en JPEG o WebP.";
/** The longest alternative text: a sentence or two that says what the image shows. */
export const ALT_MAX = 300;

export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The type of an image by its first bytes (its "magic number"), never by its name or by what the
 * browser said: PNG, JPEG or WebP (RIFF…WEBP); anything else (HTML, SVG, a PDF, a GIF) is null.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return "image/png";
  if (startsWith(bytes, JPEG)) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

export type ImageRefusal = "empty" | "tooLarge" | "notImage";

/** Whether these bytes may be stored as an image: its type, or why not. */
export function checkImage(bytes: Uint8Array): { ok: true; type: ImageType } | { ok: false; reason: ImageRefusal } {
  if (bytes.length === 0) return { ok: false, reason: "empty" };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: "tooLarge" };
  const type = sniffImageType(bytes);
  return type ? { ok: true, type } : { ok: false, reason: "notImage" };
}

/** An image's key: the SHA-256 of its bytes (hex) and its extension. The same bytes, the same key; a key never changes content. */
export const IMAGE_KEY_RE = /^[0-9a-f]{64}\.(png|jpg|webp)$/;

export function imageKeyOf(sha256Hex: string, type: ImageType): string {
  return `${sha256Hex}.${IMAGE_TYPES[type]}`;
}

export type AltRefusal = "altMissing" | "altTooLong" | "altIsFileName" | "altChars";

/**
 * Alternative text says what the image shows: required, at most ALT_MAX characters, not a file name,
 * and without the characters no text of the product accepts (line breaks and tabs become spaces).
 */
export function checkAlt(raw: unknown): { ok: true; alt: string } | { ok: false; reason: AltRefusal } {
  if (typeof raw === "string" && hasForbiddenChars(raw, "multi")) return { ok: false, reason: "altChars" };
  const alt = typeof raw === "string" ? raw.normalize("NFC").trim().replace(/\s+/g, " ") : "";
  if (alt === "") return { ok: false, reason: "altMissing" };
  if (alt.length > ALT_MAX) return { ok: false, reason: "altTooLong" };
  if (/^[\w.-]+\.(png|jpe?g|webp|gif)$/i.test(alt)) return { ok: false, reason: "altIsFileName" };
  return { ok: true, alt };
}

/** How a scenario refers to an uploaded image: its key and the alternative text for this use (`app/scenario-format/image-ref.ts` checks it). */
export type ImageRef = { key: string; alt: string };
