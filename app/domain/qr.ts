/** A QR code drawn here, from the text alone (no outside service sees the session's link). */
import { encode } from "uqr";

/**
 * The dark modules of a QR code as one SVG path on a grid of `size` units (a 4-module quiet zone
 * included), for a crisp square at any size: on a projector, scannable from the back of a room.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let d = "";
  for (let y = 0; y < size; y++) {
    // Each horizontal run of dark modules is one rectangle.
    for (let x = 0; x < size; x++) {
      if (!data[y][x]) continue;
      const start = x;
      while (x + 1 < size && data[y][x + 1]) x++;
      d += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`;
    }
  }
  return { size, d };
}
