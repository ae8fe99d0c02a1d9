/** A QR code drawn from `qrPath` (app/domain/qr.ts): black modules on white, sharp at any size. */
export function QrImage({ qr, url, className }: { qr: { size: number; d: string }; url: string; className: string }) {
  return (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={`Código QR de ${url}`}
      className={`bg-white ${className}`}
      shapeRendering="crispEdges"
    >
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
