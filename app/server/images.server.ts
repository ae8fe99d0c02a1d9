/**
 * Case images: the bytes in R2 (binding IMAGES) under their content key, the record (alternative
 * text, type, size, who and when) in `scenario_images`. Uploads are judged by `domain/images.ts` and
 * stored without their metadata (`domain/image-metadata.ts`).
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import { profiles, scenarioImages } from "../../db/schema";
import { checkAlt, checkImage, IMAGE_KEY_RE, imageKeyOf, MAX_IMAGE_BYTES, type AltRefusal, type ImageRefusal } from "../domain/images";
import { stripMetadata } from "../domain/image-metadata";
import type { AppContext } from "./context.server";
import type { Db, Reader } from "./db.server";

export type StoreRefusal = ImageRefusal | AltRefusal | "noFile" | "noBucket";

export type Stored = { ok: true; key: string; alt: string; existing: boolean } | { ok: false; reason: StoreRefusal };

/** The images uploaded so far, newest first, with who uploaded each (nothing unless `adminId` is an admin's). */
export function imagesQuery(db: Db, adminId: SQL) {
  return db
    .select({
      key: scenarioImages.key,
      alt: scenarioImages.alt,
      contentType: scenarioImages.contentType,
      bytes: scenarioImages.bytes,
      uploadedAt: scenarioImages.uploadedAt,
      uploadedBy: profiles.email,
    })
    .from(scenarioImages)
    .leftJoin(profiles, eq(profiles.id, scenarioImages.uploadedBy))
    .where(sql`${adminId} is not null`)
    .orderBy(desc(scenarioImages.uploadedAt))
    .limit(500);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** What an upload would store, judged on its bytes alone (no I/O): the key, type and alternative text, or why not. */
async function judge(input: { file: unknown; alt: unknown }) {
  if (!(input.file instanceof File) || input.file.size === 0) return { ok: false as const, reason: "noFile" as const };
  const alt = checkAlt(input.alt);
  if (!alt.ok) return alt;
  // The declared size first: a file over the limit is refused without reading it.
  if (input.file.size > MAX_IMAGE_BYTES) return { ok: false as const, reason: "tooLarge" as const };
  const uploaded = new Uint8Array(await input.file.arrayBuffer());
  const image = checkImage(uploaded);
  if (!image.ok) return image;
  // What is stored, hashed and served is the picture without its metadata (a patient's name, an ID, a place).
  const stripped = stripMetadata(uploaded, image.type);
  if (!stripped.ok) return { ok: false as const, reason: "notImage" as const };
  const { bytes } = stripped;
  return { ok: true as const, bytes, type: image.type, alt: alt.alt, key: imageKeyOf(await sha256Hex(bytes), image.type) };
}

/**
 * Stores an uploaded image. `read` is the page's reader (`asViewer`): its one batch admits the
 * admin and looks the key up, so that anyone else is refused before any answer about the file.
 * The type is taken from the bytes, never from the name or the browser's word; nothing is stored
 * unless the image and its alternative text are both acceptable. The same bytes again keep their
 * first record (and its alternative text) and answer `existing`. R2 is written before the record,
 * so a record never names a missing object (an object left without a record by a failed insert is
 * written again, under the same key, by the retry).
 */
export async function storeImage(
  app: AppContext,
  input: { file: unknown; alt: unknown },
  read: Reader,
  uploadedBy: () => string,
): Promise<Stored> {
  const judged = await judge(input);
  const [known] = await read([
    app.db
      .select({ alt: scenarioImages.alt })
      .from(scenarioImages)
      .where(eq(scenarioImages.key, judged.ok ? judged.key : "")),
  ]);
  if (!judged.ok) return judged;
  const { key, bytes, type, alt } = judged;
  if (known.length > 0) return { ok: true, key, alt: known[0].alt, existing: true };
  if (!app.images) return { ok: false, reason: "noBucket" };
  await app.images.put(key, bytes, { httpMetadata: { contentType: type, cacheControl: IMMUTABLE }, sha256: key.slice(0, 64) });
  await app.db
    .insert(scenarioImages)
    .values({ key, alt, contentType: type, bytes: bytes.length, uploadedBy: uploadedBy() })
    .onConflictDoNothing();
  return { ok: true, key, alt, existing: false };
}

/** Keys are content hashes: what a key names never changes, so anyone may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * An image as the browser gets it, from R2 alone (no database trip): its stored type, cached for
 * good (the key is the content's hash), an ETag for revalidation (304), never sniffed into
 * something else, and harmless if opened on its own (a sandboxing CSP). Unknown keys are 404.
 */
export async function serveImage(app: AppContext, key: string, request: Request): Promise<Response> {
  const notFound = () => new Response("Imagen no encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (!IMAGE_KEY_RE.test(key) || !app.images) return notFound();
  const object = await app.images.get(key, { onlyIf: request.headers });
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("Cache-Control", IMMUTABLE);
  headers.set("ETag", object.httpEtag);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "default-src 'none'; sandbox");
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : object.body, { headers });
}
