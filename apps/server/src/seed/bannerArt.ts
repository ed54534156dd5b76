import { caseArtSvg, itemArtSvg } from '../images/art';

/**
 * The home hero's first banners, drawn here so a fresh site opens on art rather than an empty
 * strip: three 3:1 pictures without words (a banner has one title for every language, so the art
 * carries no text; the title is its alternative text). Operators replace them with
 * `pnpm ops banner-add` and `banner-remove`; the seed adds them once, to a site that never had a
 * banner (baseSeed.ts).
 */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface SeedBanner {
  /** The picture, an SVG data URI. */
  image: string;
  /** Inside the site, without the layout prefix ('/fairness' opens /m/fairness or /p/fairness). */
  link: string;
  title: string;
  sort: number;
}

/**
 * A drawn picture placed inside a banner: its own ids are prefixed so two pictures' gradients do
 * not answer each other's `url(#…)`.
 */
function placed(svg: string, prefix: string, x: number, y: number, width: number, angle = 0) {
  const height = (width * 3) / 4;
  const inner = svg
    .replace(/ id="([a-z]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([a-z]+)\)/g, `url(#${prefix}$1)`)
    .replace(
      /^<svg [^>]*>/,
      `<svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="0 0 256 192">`,
    );
  const centre = `${x + width / 2} ${y + height / 2}`;
  return `<g transform="rotate(${angle} ${centre})"><rect x="${x - 3}" y="${y - 3}" width="${width + 6}" height="${height + 6}" rx="10" fill="#0b0c10"/>${inner}</g>`;
}

/** The ground every banner shares: a diagonal gradient, light rays from `focus`, a floor shadow. */
function ground(from: string, to: string, glow: string, focusX: number, rays: string) {
  const spokes = Array.from({ length: 12 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 12;
    const x = focusX + Math.cos(angle) * 900;
    const y = 200 + Math.sin(angle) * 900;
    const side = (Math.PI * 2) / 48;
    const x2 = focusX + Math.cos(angle + side) * 900;
    const y2 = 200 + Math.sin(angle + side) * 900;
    return `M${focusX} 200 L${x.toFixed(0)} ${y.toFixed(0)} L${x2.toFixed(0)} ${y2.toFixed(0)} Z`;
  }).join(' ');
  return `<defs>
<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="light" cx="${((focusX / BANNER_WIDTH) * 100).toFixed(0)}%" cy="50%" r="55%"><stop offset="0" stop-color="${glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#ground)"/>
<path d="${spokes}" fill="${rays}" fill-opacity="0.07"/>
<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#light)"/>`;
}

function banner(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A ★ knife between two rifles, fanned out on a gold glow: the rare drop. */
function knifeBanner(): string {
  return banner(
    ground('#1b1030', '#3a2408', '#e4ae39', 860, '#e4ae39') +
      placed(
        itemArtSvg({ name: 'AK-47 | Redline', category: 'rifle', rarityColor: '#d32ce6' }),
        'p1',
        620,
        120,
        220,
        -10,
      ) +
      placed(
        itemArtSvg({ name: 'AWP | Asiimov', category: 'sniper', rarityColor: '#eb4b4b' }),
        'p2',
        900,
        120,
        220,
        10,
      ) +
      placed(
        itemArtSvg({ name: '★ Karambit | Fade', category: 'melee', rarityColor: '#eb4b4b' }),
        'p3',
        720,
        70,
        300,
        0,
      ),
  );
}

/** Three crates in their colours, stacked on a blue ground: the cases to open. */
function casesBanner(): string {
  return banner(
    ground('#0b1630', '#102a4a', '#4b69ff', 840, '#6fa8ff') +
      placed(caseArtSvg({ name: 'Chroma Case' }), 'p1', 560, 150, 260, -6) +
      placed(caseArtSvg({ name: 'Gamma Case' }), 'p2', 900, 150, 260, 6) +
      placed(caseArtSvg({ name: 'Operation Phoenix Weapon Case' }), 'p3', 700, 60, 300, 0),
  );
}

/** A shield with a tick over chains of hash blocks: every roll can be checked. */
function fairnessBanner(): string {
  const blocks = Array.from({ length: 5 }, (_, row) =>
    Array.from({ length: 9 }, (_, column) => {
      const on = (row * 7 + column * 3) % 5 < 3;
      return `<rect x="${560 + column * 64}" y="${40 + row * 68}" width="52" height="52" rx="8" fill="#2ecc71" fill-opacity="${on ? 0.22 : 0.08}"/>`;
    }).join(''),
  ).join('');
  return banner(
    ground('#06201a', '#0d2f3a', '#2ecc71', 860, '#2ecc71') +
      blocks +
      '<g transform="translate(860 200)"><path d="M0 -150 L120 -105 L120 -10 Q120 95 0 150 Q-120 95 -120 -10 L-120 -105 Z" fill="#0b0c10" fill-opacity="0.75" stroke="#2ecc71" stroke-width="8" stroke-linejoin="round"/><path d="M-55 0 L-15 40 L60 -45" fill="none" stroke="#2ecc71" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/></g>',
  );
}

/** The banners a fresh site starts with: the rare drop, the cases, provable fairness. */
export function seedBanners(): SeedBanner[] {
  return [
    { image: knifeBanner(), link: '', title: '开箱赢取传说刀型', sort: 1 },
    { image: casesBanner(), link: '', title: '每日新箱，即开即得', sort: 2 },
    { image: fairnessBanner(), link: '/fairness', title: '每一次开箱都可验证', sort: 3 },
  ];
}
