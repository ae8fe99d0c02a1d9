/**
 * An uploaded image without its metadata (issue 31): EXIF, XMP, IPTC, comments and text chunks can
 * carry a patient's name, an ID number, a place and a date, and case images are served to anyone
 * with their address. Pure TypeScript over bytes (no Node built-ins, no WebAssembly), so it runs in
 * the Worker. What is kept is what draws the picture: for each format an allow-list, never a
 * deny-list, so an unknown container of data is dropped too. Decision 0028.
 */
import type { ImageType } from "./images";

export type Stripped = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false };

/** The image without metadata, or not ok when its structure cannot be followed (it is then no image we store). */
export function stripMetadata(bytes: Uint8Array, type: ImageType): Stripped {
  const kept = type === "image/png" ? stripPng(bytes) : type === "image/jpeg" ? stripJpeg(bytes) : stripWebp(bytes);
  return kept ? { ok: true, bytes: concat(kept) } : { ok: false };
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
const startsWithText = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

// ── PNG ─────────────────────────────────────────────────────────────────────────────────
// Critical chunks, and ancillary ones that only say how to draw (colour, transparency, density,
// animation). Gone: tEXt, zTXt, iTXt, eXIf, tIME and any private chunk.
const PNG_KEEP = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "sBIT",
  "bKGD",
  "pHYs",
  "cICP",
  "mDCv",
  "cLLi",
  "acTL",
  "fcTL",
  "fdAT",
]);

function stripPng(bytes: Uint8Array): Uint8Array[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const type = fourCC(bytes, at + 4);
    const end = at + 12 + length;
    if (end > bytes.length || (at === 8 && type !== "IHDR")) return null;
    if (PNG_KEEP.has(type)) parts.push(bytes.subarray(at, end));
    // Whatever follows the end is no part of the image.
    if (type === "IEND") return parts;
    at = end;
  }
  return null;
}

// ── JPEG ────────────────────────────────────────────────────────────────────────────────
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP15 = 0xef;
const COM = 0xfe;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Segments are kept but for APP1–APP15 (EXIF, XMP, IPTC/Photoshop, maker notes, the multi-picture
 * index) and COM; APP0 is kept only as JFIF, rewritten without its thumbnail (a thumbnail can show
 * what a crop removed); APP2 only as an ICC colour profile. Whatever follows EOI (a second picture
 * with its own EXIF, in multi-picture files) is dropped.
 */
function stripJpeg(bytes: Uint8Array): Uint8Array[] | null {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const parts = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    // Fill bytes before a marker.
    while (bytes[at + 1] === 0xff && at + 2 < bytes.length) at++;
    const marker = bytes[at + 1];
    if (marker === EOI) {
      parts.push(bytes.subarray(at, at + 2));
      return parts;
    }
    if (isRestart(marker) || marker === 0x01) {
      parts.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 4 > bytes.length) return null;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const end = at + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    const segment = bytes.subarray(at, end);
    if (marker === APP0) {
      if (length >= 16 && startsWithText(bytes, at + 4, "JFIF\0")) parts.push(jfifWithoutThumbnail(segment));
    } else if (marker > APP0 && marker <= APP15) {
      if (marker === APP2 && startsWithText(bytes, at + 4, "ICC_PROFILE\0")) parts.push(segment);
    } else if (marker !== COM) parts.push(segment);
    at = end;
    if (marker === SOS) {
      // The entropy-coded scan runs to the next marker (0xFF followed by neither 0x00 nor a restart).
      let scan = at;
      while (scan + 1 < bytes.length && !(bytes[scan] === 0xff && bytes[scan + 1] !== 0 && !isRestart(bytes[scan + 1]))) scan++;
      if (scan + 1 >= bytes.length) return null;
      parts.push(bytes.subarray(at, scan));
      at = scan;
    }
  }
  return null;
}

/** A JFIF APP0 segment of 16 bytes: version, units and density as they were, no thumbnail. */
function jfifWithoutThumbnail(segment: Uint8Array): Uint8Array {
  const out = segment.slice(0, 18);
  out[2] = 0;
  out[3] = 16;
  out[16] = 0;
  out[17] = 0;
  return out;
}

// ── WebP ────────────────────────────────────────────────────────────────────────────────
// The bitstreams, alpha, animation and the colour profile; EXIF, XMP and unknown chunks go.
const WEBP_KEEP = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);
/** VP8X's flags: the file has EXIF, or XMP (bits 3 and 2 of its first byte). */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array[] | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) return null;
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const type = fourCC(bytes, at);
    const size = view.getUint32(at + 4, true);
    // Chunks are padded to an even size.
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    if (WEBP_KEEP.has(type)) {
      const chunk = bytes.slice(at, end);
      if (type === "VP8X" && size >= 1) chunk[8] &= ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    at = end;
  }
  if (at !== riffEnd || chunks.length === 0) return null;
  const header = bytes.slice(0, 12);
  // RIFF's size counts what follows it: "WEBP" and the chunks kept.
  new DataView(header.buffer).setUint32(4, 4 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), true);
  return [header, ...chunks];
}
