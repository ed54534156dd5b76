import { encode } from 'uqr';

/** The QR code's modules as one SVG path: a unit square for each dark module. */
export function qrPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { size, path };
}

/** The invite link as a QR code, dark on white so every phone camera reads it. */
export function InviteQr({ link, label, size }: { link: string; label: string; size: number }) {
  const qr = qrPath(link);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      css={{ display: 'block', background: '#fff', borderRadius: 4, flex: 'none' }}
    >
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
