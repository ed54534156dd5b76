/**
 * Design tokens. Every widget reads them through CSS variables (see `cssVariables`), so a sister
 * platform re-skins the kit by passing other tokens to `KitProvider`, never by touching widgets.
 */
export interface ThemeTokens {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    /** Text on a danger, success or warning fill (Button danger, Notify). */
    statusText: string;
    danger: string;
    success: string;
    warning: string;
    overlay: string;
    coin: string;
  };
  /** SPEC section 3 quality grades, in CS2's own rarity colours. */
  rarity: {
    consumer: string;
    industrial: string;
    milSpec: string;
    restricted: string;
    classified: string;
    covert: string;
    contraband: string;
  };
  /** Gaps and paddings on a 4 px grid. */
  space: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; round: string };
  /** The type scale: captions (xs) to a page hero's headline (display). */
  fontSize: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    display: string;
  };
  fontWeight: { regular: string; medium: string; bold: string };
  lineHeight: { tight: string; normal: string };
  /** Elevation: a card on the page (sm), a raised card (md), a popup (lg), a rarity glow (glow). */
  shadow: { sm: string; md: string; lg: string; glow: string };
  /** Durations and curves: hover and press (fast), slides (normal), reveals (slow). */
  motion: {
    fast: string;
    normal: string;
    slow: string;
    easeOut: string;
    easeInOut: string;
    /** A landing with a little overshoot: a won item, a new drop. */
    spring: string;
  };
  fontFamily: string;
}

const rarity: ThemeTokens['rarity'] = {
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  milSpec: '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  contraband: '#e4ae39',
};

const shared = {
  rarity,
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  fontSize: {
    xs: '10px',
    sm: '12px',
    md: '14px',
    lg: '16px',
    xl: '20px',
    xxl: '28px',
    display: '40px',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  motion: {
    fast: '150ms',
    normal: '300ms',
    slow: '600ms',
    easeOut: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
    easeInOut: 'cubic-bezier(0.65, 0, 0.35, 1)',
    spring: 'cubic-bezier(0.34, 1.56, 0.64, 1)',
  },
  // Noto fonts are pinned on test machines so CJK text renders identically everywhere.
  fontFamily:
    "'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'PingFang SC', 'Microsoft YaHei', sans-serif",
};

/** The site's dark gaming theme: the default. */
export const darkTokens: ThemeTokens = {
  ...shared,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
    glow: '0 0 24px rgba(245, 183, 10, 0.35)',
  },
  color: {
    background: '#0f1016',
    surface: '#1a1c26',
    surfaceRaised: '#252837',
    border: '#343849',
    text: '#ffffff',
    textMuted: '#9aa0b4',
    primary: '#f5b70a',
    primaryText: '#14151c',
    // Dark text on the bright status fills: white on #ff4d4f was 3.26:1, on the greens 2.1:1.
    statusText: '#14151c',
    // Lighter than Vant's #ee0a24 family so error text on raised fields passes 4.5:1 (4.76:1).
    danger: '#ff5a5c',
    success: '#2ecc71',
    warning: '#ff9f1a',
    overlay: 'rgba(0, 0, 0, 0.7)',
    coin: '#f5b70a',
  },
};

/** A light sister-platform skin; proves the kit re-skins through tokens alone. */
export const lightTokens: ThemeTokens = {
  ...shared,
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
    glow: '0 0 24px rgba(37, 99, 235, 0.3)',
  },
  color: {
    background: '#f4f6fb',
    surface: '#ffffff',
    surfaceRaised: '#eef1f8',
    border: '#d5dae6',
    text: '#1b1e2b',
    textMuted: '#5d647a',
    primary: '#2563eb',
    primaryText: '#ffffff',
    statusText: '#ffffff',
    // Dark enough for 12 px text on the light ground (5.2:1; #d92d20 was 4.46:1).
    danger: '#c8261a',
    success: '#12805c',
    warning: '#b54708',
    overlay: 'rgba(16, 24, 40, 0.6)',
    coin: '#d97706',
  },
};
