import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Coupon } from '../coupon';
import { cashCoupon, discountCoupon } from '../coupon/fixtures';
import { Dialog } from '../dialog';
import { NavBar } from '../nav-bar';
import { Price } from '../price';
import { KitProvider } from '../provider';
import { Tabs } from '../tabs';
import { Tag } from '../tag';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { darkTokens, lightTokens, type ThemeTokens } from './tokens';

/**
 * A sister platform re-skins the kit by handing other tokens to KitProvider: every widget below
 * is the same code, only the tokens differ. `scope="local"` keeps each skin to its own subtree.
 */
const meta = {
  title: 'Theme/Skins',
  tags: ['autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const skins = { dark: darkTokens, light: lightTokens } satisfies Record<string, ThemeTokens>;
type Skin = keyof typeof skins;

/** One skin's subtree, painted in its own background so the two sit side by side. */
function Skinned({ skin, children }: { skin: Skin; children: ReactNode }) {
  return (
    <KitProvider tokens={skins[skin]} scope="local">
      <div
        data-skin={skin}
        style={{
          boxSizing: 'border-box',
          width: 330,
          padding: 12,
          borderRadius: 8,
          background: 'var(--sb-color-background)',
          color: 'var(--sb-color-text)',
        }}
      >
        {children}
      </div>
    </KitProvider>
  );
}

const widgets = ['Button', 'Tag', 'Price', 'Tabs', 'NavBar', 'Dialog', 'Coupon'] as const;
type Widget = (typeof widgets)[number];

const row = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

/** The same widget, whatever the skin: nothing here names a colour. */
function Sample({ widget }: { widget: Widget }) {
  switch (widget) {
    case 'Button':
      return (
        <div style={row}>
          <Button variant="primary">开箱</Button>
          <Button>取消</Button>
          <Button variant="danger">分解</Button>
          <Button variant="primary" disabled>
            售罄
          </Button>
        </div>
      );
    case 'Tag':
      return (
        <div style={row}>
          <Tag type="primary">推荐</Tag>
          <Tag type="success">已到账</Tag>
          <Tag type="danger" plain>
            限时
          </Tag>
          <Tag quality="covert">隐秘</Tag>
          <Tag quality="restricted">受限</Tag>
        </div>
      );
    case 'Price':
      return (
        <div style={row}>
          <Price value="1234.56" />
          <Price value="88" hideDecimal />
        </div>
      );
    case 'Tabs':
      return (
        <Tabs
          items={[
            { key: 'box', title: '盲盒' },
            { key: 'battle', title: '对战' },
            { key: 'roll', title: 'Roll房' },
          ]}
        />
      );
    case 'NavBar':
      return <NavBar title="我的背包" leftArrow right={<Tag type="primary">3</Tag>} />;
    case 'Dialog':
      // Inline (teleport null) inside a transformed box, so the fixed dialog sits in its cell. A
      // teleported one would keep its skin too (it renders into the local scope's container), but
      // would centre on the screen.
      return (
        <div style={{ position: 'relative', height: 190, transform: 'translateZ(0)' }}>
          <Dialog
            show
            teleport={null}
            lockScroll={false}
            width={260}
            title="提示"
            message="确定要分解这件饰品吗？"
            showCancelButton
          />
        </div>
      );
    case 'Coupon':
      return (
        <div style={{ display: 'grid', gap: 8 }}>
          <Coupon coupon={cashCoupon} chosen />
          <Coupon coupon={discountCoupon} />
        </div>
      );
  }
}

/**
 * The inline dialogs take focus on mount (without scrolling the page): blur the last one so its
 * button shows no focus ring in the resting picture.
 */
function blurDialog(canvasElement: HTMLElement) {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
}

/** A computed colour of the first element matching `selector` under one skin. */
function colourIn(canvasElement: HTMLElement, skin: Skin, selector: string, property: string) {
  const element = canvasElement.querySelector(`[data-skin="${skin}"] ${selector}`);
  if (!element) throw new Error(`no ${selector} under the ${skin} skin`);
  return getComputedStyle(element).getPropertyValue(property);
}

/** Both skins, every widget, side by side. */
export const SideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      {(Object.keys(skins) as Skin[]).map((skin) => (
        <Skinned key={skin} skin={skin}>
          <div style={{ display: 'grid', gap: 16 }}>
            {widgets.map((widget) => (
              <Sample key={widget} widget={widget} />
            ))}
          </div>
        </Skinned>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dark = within(canvasElement.querySelector('[data-skin="dark"]') as HTMLElement);
    const light = within(canvasElement.querySelector('[data-skin="light"]') as HTMLElement);
    // Same widget, same text, same code...
    await expect(dark.getByRole('button', { name: '开箱' })).toBeVisible();
    await expect(light.getByRole('button', { name: '开箱' })).toBeVisible();
    // ...painted from different tokens: the primary button takes each skin's primary colour.
    const darkPrimary = colourIn(canvasElement, 'dark', 'button', 'background-color');
    const lightPrimary = colourIn(canvasElement, 'light', 'button', 'background-color');
    await expect(darkPrimary).toBe('rgb(245, 183, 10)');
    await expect(lightPrimary).toBe('rgb(37, 99, 235)');
    // The skin reaches inside composite widgets too: the dialog's panel and the coupon's card.
    await expect(
      colourIn(canvasElement, 'dark', '[role="alertdialog"]', 'background-color'),
    ).not.toBe(colourIn(canvasElement, 'light', '[role="alertdialog"]', 'background-color'));
    await expect(colourIn(canvasElement, 'dark', '[data-coupon]', 'background-color')).not.toBe(
      colourIn(canvasElement, 'light', '[data-coupon]', 'background-color'),
    );
  },
};

/** Visual baseline: every widget (rows) under the dark and the light skin (columns). */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={widgets}
      columns={Object.keys(skins) as Skin[]}
      cell={(widget, skin) => (
        <Skinned skin={skin}>
          <Sample widget={widget} />
        </Skinned>
      )}
    />
  ),
  play: async ({ canvasElement }) => {
    blurDialog(canvasElement);
    await expect(colourIn(canvasElement, 'dark', 'button', 'background-color')).not.toBe(
      colourIn(canvasElement, 'light', 'button', 'background-color'),
    );
  },
};
