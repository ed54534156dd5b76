import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { darkTokens, lightTokens, type ThemeTokens } from './tokens';

/** The colour tokens of both skins, as swatches with their names and values. */
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
