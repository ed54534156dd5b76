import type { Meta, StoryObj } from '@storybook/react-vite';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { darkTokens, lightTokens, type ThemeTokens } from './tokens';

/**
 * The design tokens a skin sets: colour (both skins), the type scale, spacing, radius, shadow and
 * motion. Each is shown as it looks, with its name and value; widgets read them as CSS variables.
 */
const meta = {
  title: 'Theme/Tokens',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Palette = Record<string, string>;

function Swatches({ name, colours }: { name: string; colours: Palette }) {
  return (
    <section aria-label={name} style={{ fontFamily: darkTokens.fontFamily }}>
      <h3 style={{ margin: '0 0 8px', color: 'var(--sb-color-text)', fontSize: 14 }}>{name}</h3>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          gap: 8,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {Object.entries(colours).map(([token, value]) => (
          <li
            key={token}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              color: 'var(--sb-color-text)',
              fontSize: 12,
            }}
          >
            <span
              data-swatch={token}
              style={{
                width: 32,
                height: 32,
                flex: 'none',
                borderRadius: 6,
                border: '1px solid var(--sb-color-border)',
                background: value,
              }}
            />
            <span>
              {token}
              <br />
              <code style={{ color: 'var(--sb-color-text-muted)' }}>{value}</code>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

const skins: Record<string, ThemeTokens> = { dark: darkTokens, light: lightTokens };

/** Each skin's colours, and the quality (rarity) colours both share. */
export const Colours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {Object.entries(skins).map(([skin, tokens]) => (
        <Swatches key={skin} name={`${skin} color`} colours={tokens.color} />
      ))}
      <Swatches name="rarity" colours={darkTokens.rarity} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = canvas.getByRole('region', { name: 'dark color' });
    const light = canvas.getByRole('region', { name: 'light color' });
    const swatch = (section: HTMLElement) =>
      getComputedStyle(section.querySelector('[data-swatch="primary"]') as HTMLElement)
        .backgroundColor;
    await expect(swatch(dark)).not.toBe(swatch(light));
    await expect(within(dark).getAllByRole('listitem').length).toBe(
      Object.keys(darkTokens.color).length,
    );
  },
};

const label = { color: 'var(--sb-color-text)', fontSize: 12 } as const;
const muted = { color: 'var(--sb-color-text-muted)' } as const;

/** A token's name and value beside its sample. */
function TokenRow({ name, value, children }: { name: string; value: string; children: ReactNode }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: 16, ...label }}>
      <span style={{ width: 200, flex: 'none' }}>
        {name}
        <br />
        <code style={muted}>{value}</code>
      </span>
      {children}
    </li>
  );
}

function TokenList({ name, children }: { name: string; children: ReactNode }) {
  return (
    <section aria-label={name} style={{ fontFamily: darkTokens.fontFamily }}>
      <h3 style={{ margin: '0 0 8px', color: 'var(--sb-color-text)', fontSize: 14 }}>{name}</h3>
      <ul style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
        {children}
      </ul>
    </section>
  );
}

/** The type scale, from captions to a hero headline, with the weights and line heights. */
export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TokenList name="font size">
        {Object.entries(darkTokens.fontSize).map(([token, value]) => (
          <TokenRow key={token} name={`fontSize.${token}`} value={value}>
            <span style={{ fontSize: value, lineHeight: darkTokens.lineHeight.tight }}>
              开箱 Open the case
            </span>
          </TokenRow>
        ))}
      </TokenList>
      <TokenList name="font weight">
        {Object.entries(darkTokens.fontWeight).map(([token, value]) => (
          <TokenRow key={token} name={`fontWeight.${token}`} value={value}>
            <span style={{ fontSize: 16, fontWeight: Number(value) }}>开箱 Open the case</span>
          </TokenRow>
        ))}
      </TokenList>
      <TokenList name="line height">
        {Object.entries(darkTokens.lineHeight).map(([token, value]) => (
          <TokenRow key={token} name={`lineHeight.${token}`} value={value}>
            <span style={{ maxWidth: 240, lineHeight: value }}>
              AK-47 | 红线 (久经沙场) StatTrak™ Desert Eagle | Blaze
            </span>
          </TokenRow>
        ))}
      </TokenList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = within(within(canvasElement).getByRole('region', { name: 'font size' }));
    await expect(sizes.getAllByRole('listitem')).toHaveLength(
      Object.keys(darkTokens.fontSize).length,
    );
  },
};

/** Spacing steps as bars, and the corner radii on a card. */
export const SpacingAndRadius: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <TokenList name="space">
        {Object.entries(darkTokens.space).map(([token, value]) => (
          <TokenRow key={token} name={`space.${token}`} value={value}>
            <span
              data-space={token}
              style={{ width: value, height: 16, background: 'var(--sb-color-primary)' }}
            />
          </TokenRow>
        ))}
      </TokenList>
      <TokenList name="radius">
        {Object.entries(darkTokens.radius).map(([token, value]) => (
          <TokenRow key={token} name={`radius.${token}`} value={value}>
            <span
              style={{
                width: 64,
                height: 40,
                borderRadius: value,
                background: 'var(--sb-color-surface-raised)',
                border: '1px solid var(--sb-color-border)',
              }}
            />
          </TokenRow>
        ))}
      </TokenList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-space="xl"]') as HTMLElement;
    await expect(bar.getBoundingClientRect().width).toBe(24);
  },
};

/** Elevation of each skin: cards, raised cards, popups and the glow of a highlight. */
export const Shadows: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {Object.entries(skins).map(([skin, tokens]) => (
        <TokenList key={skin} name={`${skin} shadow`}>
          {Object.entries(tokens.shadow).map(([token, value]) => (
            <TokenRow key={token} name={`shadow.${token}`} value={value}>
              <span
                style={{
                  width: 96,
                  height: 56,
                  borderRadius: 8,
                  boxShadow: value,
                  background: tokens.color.surface,
                }}
              />
            </TokenRow>
          ))}
        </TokenList>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dark = within(within(canvasElement).getByRole('region', { name: 'dark shadow' }));
    await expect(dark.getAllByRole('listitem')).toHaveLength(Object.keys(darkTokens.shadow).length);
  },
};

const slide = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(160px); }
`;

/**
 * Durations and curves: each dot runs the duration with the curve beside it, again and again
 * (still for readers who asked the system for less motion).
 */
export const Motion: Story = {
  render: () => (
    <TokenList name="motion">
      {(['fast', 'normal', 'slow'] as const).flatMap((speed) =>
        (['easeOut', 'easeInOut', 'spring'] as const).map((curve) => (
          <TokenRow
            key={`${speed}-${curve}`}
            name={`motion.${speed} + motion.${curve}`}
            value={`${darkTokens.motion[speed]} ${darkTokens.motion[curve]}`}
          >
            <span style={{ width: 192, height: 16, position: 'relative' }}>
              <span
                css={{
                  position: 'absolute',
                  width: 16,
                  height: 16,
                  borderRadius: '50%',
                  background: 'var(--sb-color-primary)',
                  animation: `${slide} ${darkTokens.motion[speed]} ${darkTokens.motion[curve]} 0s infinite alternate`,
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }}
              />
            </span>
          </TokenRow>
        )),
      )}
    </TokenList>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(9);
  },
};
