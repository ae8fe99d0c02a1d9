import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrPath } from "~/domain/qr";

/** Draws the path's rectangles as a phone camera would see them (black on white, 4 px a module) and reads them back. */
function scan({ size, d }: { size: number; d: string }): string | null {
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++) {
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        pixels.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe("the console's QR code of the projection link", () => {
  it("reads back as the link", () => {
    for (const link of ["http://192.168.1.20:8787/presencial-alumno/AB3K7M", "https://simped.example.org/presencial-alumno/Z9Q2RM"]) {
      expect(scan(qrPath(link))).toBe(link);
    }
  });
});
