/**
 * The drawing vocabulary of the offline art's silhouettes: polygons in a 200 × 80 box (a weapon
 * faces right), turned into one SVG path. Overlapping parts of one silhouette fill as one shape.
 */
export type Point = readonly [number, number];
export type Polygon = readonly Point[];

/** A silhouette: the parts that fill, and the holes cut out of them (drawn in the backdrop). */
export interface Silhouette {
  parts: Polygon[];
  holes?: Polygon[];
}

export function rect(x0: number, y0: number, x1: number, y1: number): Polygon {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A circle as a polygon of `sides` corners (a drum magazine, a cylinder, a ring). */
export function circle(cx: number, cy: number, r: number, sides = 18): Polygon {
  return Array.from({ length: sides }, (_, i) => {
    const a = (2 * Math.PI * i) / sides;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  });
}

/** Points along a quadratic curve from `a` through control `c` to `b` (blade edges, curved mags). */
export function curve(a: Point, c: Point, b: Point, steps = 8): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    const u = 1 - t;
    return [
      u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    ] as const;
  });
}

const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

/** The SVG path of polygons, each a closed subpath. */
export function pathOf(polygons: readonly Polygon[]): string {
  return polygons
    .map((polygon) => `M${polygon.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L')} Z`)
    .join(' ');
}
