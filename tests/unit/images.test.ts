import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkAlt, checkImage, IMAGE_KEY_RE, imageKeyOf, MAX_IMAGE_BYTES, sniffImageType } from "~/domain/images";
import { imageRefSchema } from "../../app/scenario-format/image-ref";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("an image's type is read from its bytes", () => {
  it("PNG, JPEG and WebP by their signatures", () => {
    expect(sniffImageType(new Uint8Array(readFileSync("tests/fixtures/radiografia.png")))).toBe("image/png");
    expect(sniffImageType(bytes(PNG_SIGNATURE, [0, 0, 0, 13]))).toBe("image/png");
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
  });

  it("anything else is not an image, whatever its name says", () => {
    expect(sniffImageType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes("GIF89a"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull(); // RIFF, but audio
    expect(sniffImageType(bytes(PNG_SIGNATURE.slice(0, 7)))).toBeNull(); // a signature cut short
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("what an upload may be", () => {
  it("at most 5 MB (5 × 1024 × 1024 bytes), not empty", () => {
    const atLimit = new Uint8Array(MAX_IMAGE_BYTES);
    atLimit.set(PNG_SIGNATURE);
    expect(checkImage(atLimit)).toEqual({ ok: true, type: "image/png" });
    const over = new Uint8Array(MAX_IMAGE_BYTES + 1);
    over.set(PNG_SIGNATURE);
    expect(checkImage(over)).toEqual({ ok: false, reason: "tooLarge" });
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, reason: "empty" });
    expect(checkImage(bytes("<html></html>"))).toEqual({ ok: false, reason: "notImage" });
  });

  it("alternative text is required, trimmed, at most 300 characters and not a file name", () => {
    expect(checkAlt("  Radiografía de tórax   AP  ")).toEqual({ ok: true, alt: "Radiografía de tórax AP" });
    expect(checkAlt("   ")).toEqual({ ok: false, reason: "altMissing" });
    expect(checkAlt(null)).toEqual({ ok: false, reason: "altMissing" });
    expect(checkAlt("a".repeat(301))).toEqual({ ok: false, reason: "altTooLong" });
    expect(checkAlt("a".repeat(300)).ok).toBe(true);
    expect(checkAlt("IMG_2041.JPG")).toEqual({ ok: false, reason: "altIsFileName" });
  });

  it("alternative text refuses control, bidi and zero-width characters; line breaks become spaces", () => {
    for (const alt of ["ECG\u0000", "ECG \u202Eedn", "E\u200BCG", "\u2066ECG\u2069", "ECG\uFEFF", "ECG\u001B"])
      expect(checkAlt(alt)).toEqual({ ok: false, reason: "altChars" });
    expect(checkAlt("ECG de\r\n12 derivaciones")).toEqual({ ok: true, alt: "ECG de 12 derivaciones" });
    expect(imageRefSchema.safeParse({ key: `${"ab".repeat(32)}.png`, alt: "ECG\u202E" }).success).toBe(false);
  });

  it("the key is the content's hash and its extension; a scenario refers to it with its alternative text", () => {
    const key = imageKeyOf("ab".repeat(32), "image/jpeg");
    expect(key).toBe(`${"ab".repeat(32)}.jpg`);
    expect(IMAGE_KEY_RE.test(key)).toBe(true);
    expect(IMAGE_KEY_RE.test("../secreto.png")).toBe(false);
    expect(imageRefSchema.safeParse({ key, alt: " ECG " }).data).toEqual({ key, alt: "ECG" });
    expect(imageRefSchema.safeParse({ key, alt: " " }).success).toBe(false);
    expect(imageRefSchema.safeParse({ key: "foto.png", alt: "ECG" }).success).toBe(false);
    expect(imageRefSchema.safeParse({ key, alt: "ECG", title: "x" }).success).toBe(false);
  });
});
