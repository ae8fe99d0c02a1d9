/**
 * Images carrying a patient's name and ID number in their metadata, built byte by byte: a real
 * baseline JPEG (8 × 8, grey) and the PNG fixture, each with the metadata a camera, a PACS export or
 * an editor writes (EXIF, XMP, IPTC, comments, text chunks), and the same images without it.
 * Shared by the unit and integration tests of the metadata stripping.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const PATIENT = "Ana García López";
export const DNI = "12345678Z";
const said = `Paciente: ${PATIENT}, DNI ${DNI}`;

const ascii = (text: string) => new TextEncoder().encode(text);
const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
export const concatBytes = (...parts: (Uint8Array | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((part) => Uint8Array.from(part))));

/** Whether `text` appears in the bytes (as UTF-8 or as Latin-1, as metadata may write it). */
export function containsText(bytes: Uint8Array, text: string): boolean {
  const asLatin1 = Buffer.from(bytes).toString("latin1");
  return Buffer.from(bytes).includes(Buffer.from(text, "utf8")) || asLatin1.includes(text);
}

// ── JPEG ────────────────────────────────────────────────────────────────────────────────
const segment = (marker: number, data: Uint8Array | number[]) => concatBytes([0xff, marker, ...u16(data.length + 2)], data);
const JFIF = segment(0xe0, [...ascii("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
/** One Huffman table with a single code of one bit for symbol 0 (DC: difference 0; AC: end of block). */
const huffman = (tableClass: number) => segment(0xc4, [tableClass, 1, ...new Array(15).fill(0), 0]);

/**
 * A real baseline JPEG of 8 × 8 grey pixels: quantisation table, frame, Huffman tables and one
 * block coded as "DC difference 0, end of block" (bits 00, padded with ones).
 */
export const CLEAN_JPEG = concatBytes(
  [0xff, 0xd8],
  JFIF,
  segment(0xdb, [0, ...new Array(64).fill(1)]),
  segment(0xc0, [8, ...u16(8), ...u16(8), 1, 1, 0x11, 0]),
  huffman(0x00),
  huffman(0x10),
  segment(0xda, [1, 1, 0x00, 0, 63, 0]),
  [0x3f],
  [0xff, 0xd9],
);

/** The JPEG's height and width from its frame header (SOF0), or null when there is none. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xc0) return { height: (bytes[at + 5] << 8) | bytes[at + 6], width: (bytes[at + 7] << 8) | bytes[at + 8] };
    at += 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
  }
  return null;
}

/**
 * The same JPEG as a camera or a PACS export leaves it: EXIF (APP1), XMP (APP1), IPTC in Photoshop's
 * block (APP13), a comment (COM), a JFIF thumbnail and, after the end of the image, more bytes.
 */
export const JPEG_WITH_METADATA = concatBytes(
  [0xff, 0xd8],
  segment(0xe0, [...ascii("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 1, 1, 0x80, 0x80, 0x80]),
  segment(0xe1, concatBytes(ascii("Exif\0\0MM\0*\0\0\0\x08"), ascii(`Artist\0${said}\0ImageDescription\0${said}`))),
  segment(
    0xe1,
    ascii(
      `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><dc:creator>${PATIENT}</dc:creator><dc:description>${DNI}</dc:description></x:xmpmeta>`,
    ),
  ),
  segment(0xed, ascii(`Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x20\x1c\x02\x05\0\x10${PATIENT} ${DNI}`)),
  segment(0xfe, ascii(said)),
  CLEAN_JPEG.subarray(2 + JFIF.length),
  ascii(said),
);

// ── PNG ─────────────────────────────────────────────────────────────────────────────────
/** The fixture (IHDR, IDAT, IEND: no metadata). */
export const CLEAN_PNG = new Uint8Array(readFileSync(join(import.meta.dirname, "fixtures/radiografia.png")));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concatBytes(ascii(type), data);
  return concatBytes(u32(data.length), typed, u32(crc32(typed)));
}

/** The PNG's width and height from its header (IHDR). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const IHDR_END = 8 + 12 + 13;
/** The fixture with text chunks (tEXt, iTXt), EXIF (eXIf), a time (tIME) and bytes after IEND. */
export const PNG_WITH_METADATA = concatBytes(
  CLEAN_PNG.subarray(0, IHDR_END),
  pngChunk("tEXt", ascii(`Author\0${said}`)),
  pngChunk("iTXt", ascii(`Description\0\0\0es\0\0${said}`)),
  pngChunk("eXIf", ascii(`MM\0*\0\0\0\x08${said}`)),
  pngChunk("tIME", new Uint8Array([0x07, 0xe9, 3, 14, 9, 30, 0])),
  CLEAN_PNG.subarray(IHDR_END),
  ascii(said),
);
