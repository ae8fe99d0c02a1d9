import { describe, expect, it } from "vitest";
import { stripMetadata } from "~/domain/image-metadata";
import {
  CLEAN_JPEG,
  CLEAN_PNG,
  concatBytes,
  containsText,
  DNI,
  JPEG_WITH_METADATA,
  jpegSize,
  PATIENT,
  PNG_WITH_METADATA,
  pngChunk,
  pngSize,
} from "../image-fixtures";

const text = (value: string) => new TextEncoder().encode(value);
const stripped = (bytes: Uint8Array, type: Parameters<typeof stripMetadata>[1]) => {
  const result = stripMetadata(bytes, type);
  if (!result.ok) throw new Error("refused");
  return result.bytes;
};

describe("a JPEG loses its metadata and keeps its picture", () => {
  it("EXIF, XMP, IPTC, the comment, the JFIF thumbnail and what follows the end are gone; the image is the same", () => {
    expect(containsText(JPEG_WITH_METADATA, PATIENT) && containsText(JPEG_WITH_METADATA, DNI)).toBe(true);
    const out = stripped(JPEG_WITH_METADATA, "image/jpeg");
    expect(containsText(out, PATIENT)).toBe(false);
    expect(containsText(out, DNI)).toBe(false);
    expect(out).toEqual(CLEAN_JPEG);
    expect(jpegSize(out)).toEqual({ width: 8, height: 8 });
  });

  it("a clean JPEG comes back unchanged; an ICC colour profile stays, a multi-picture index goes", () => {
    expect(stripped(CLEAN_JPEG, "image/jpeg")).toEqual(CLEAN_JPEG);
    const app2 = (data: Uint8Array) => concatBytes([0xff, 0xe2, 0, data.length + 2], data);
    const icc = app2(text("ICC_PROFILE\0\x01\x01sRGB IEC61966-2.1"));
    const mpf = app2(text(`MPF\0${DNI}`));
    const jfifEnd = 2 + 18;
    const withBoth = concatBytes(CLEAN_JPEG.subarray(0, jfifEnd), icc, mpf, CLEAN_JPEG.subarray(jfifEnd));
    expect(stripped(withBoth, "image/jpeg")).toEqual(concatBytes(CLEAN_JPEG.subarray(0, jfifEnd), icc, CLEAN_JPEG.subarray(jfifEnd)));
  });

  it("a JPEG whose structure cannot be followed is refused", () => {
    expect(stripMetadata(CLEAN_JPEG.subarray(0, CLEAN_JPEG.length - 2), "image/jpeg")).toEqual({ ok: false });
    expect(stripMetadata(CLEAN_JPEG.subarray(0, 30), "image/jpeg")).toEqual({ ok: false });
    expect(stripMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 1]), "image/jpeg")).toEqual({ ok: false });
  });
});

describe("a PNG loses its text, EXIF and time chunks and keeps its picture", () => {
  it("tEXt, iTXt, eXIf, tIME and what follows IEND are gone; the image is the fixture again", () => {
    expect(containsText(PNG_WITH_METADATA, PATIENT) && containsText(PNG_WITH_METADATA, DNI)).toBe(true);
    const out = stripped(PNG_WITH_METADATA, "image/png");
    expect(containsText(out, PATIENT)).toBe(false);
    expect(containsText(out, DNI)).toBe(false);
    expect(out).toEqual(CLEAN_PNG);
    expect(pngSize(out)).toEqual(pngSize(CLEAN_PNG));
  });

  it("zTXt and private chunks go too; colour and density stay", () => {
    const ihdrEnd = 33;
    const keep = concatBytes(pngChunk("gAMA", new Uint8Array([0, 0, 0xb1, 0x8f])), pngChunk("pHYs", new Uint8Array(9)));
    const drop = concatBytes(pngChunk("zTXt", text(`Comment\0\0${DNI}`)), pngChunk("prVt", text(PATIENT)));
    const input = concatBytes(CLEAN_PNG.subarray(0, ihdrEnd), keep, drop, CLEAN_PNG.subarray(ihdrEnd));
    expect(stripped(input, "image/png")).toEqual(concatBytes(CLEAN_PNG.subarray(0, ihdrEnd), keep, CLEAN_PNG.subarray(ihdrEnd)));
  });

  it("a PNG cut short, or not starting with its header, is refused", () => {
    expect(stripMetadata(CLEAN_PNG.subarray(0, CLEAN_PNG.length - 12), "image/png")).toEqual({ ok: false });
    expect(stripMetadata(concatBytes(CLEAN_PNG.subarray(0, 8), pngChunk("tEXt", text("x")), CLEAN_PNG.subarray(8)), "image/png")).toEqual({
      ok: false,
    });
  });
});

describe("a WebP loses its EXIF and XMP chunks, and says so in its header", () => {
  const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  const chunk = (type: string, data: Uint8Array | number[]) => concatBytes(text(type), le32(data.length), data, data.length % 2 ? [0] : []);
  const riff = (...chunks: Uint8Array[]) => {
    const body = concatBytes(text("WEBP"), ...chunks);
    return concatBytes(text("RIFF"), le32(body.length), body);
  };
  // VP8X: flags (ICC 0x20, EXIF 0x08, XMP 0x04), 3 reserved bytes, canvas 8 × 8 (minus one, 24 bits each).
  const vp8x = (flags: number) => chunk("VP8X", [flags, 0, 0, 0, 7, 0, 0, 7, 0, 0]);
  const iccp = chunk("ICCP", text("sRGB IEC61966-2.1"));
  const bitstream = chunk("VP8L", [0x2f, 0x07, 0xc0, 0x01, 0x00, 0x07, 0x10, 0x11, 0xfd]);

  it("EXIF and XMP go, the flags and RIFF's size follow; the colour profile and the bitstream stay", () => {
    const input = riff(
      vp8x(0x20 | 0x08 | 0x04),
      iccp,
      bitstream,
      chunk("EXIF", text(`MM\0*${PATIENT}`)),
      chunk("XMP ", text(`<x>${DNI}</x>`)),
    );
    const out = stripped(input, "image/webp");
    expect(containsText(out, PATIENT) || containsText(out, DNI)).toBe(false);
    expect(out).toEqual(riff(vp8x(0x20), iccp, bitstream));
    expect(new DataView(out.buffer).getUint32(4, true)).toBe(out.length - 8);
  });

  it("a WebP whose chunks overrun the file is refused", () => {
    const input = riff(vp8x(0), bitstream);
    new DataView(input.buffer).setUint32(16, 1000, true);
    expect(stripMetadata(input, "image/webp")).toEqual({ ok: false });
  });
});
