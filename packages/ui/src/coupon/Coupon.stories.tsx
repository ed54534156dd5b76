import type { Meta, StoryObj } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { expect, within } from 'storybook/test';
import { kitMessages } from '../locale/catalogues';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Coupon } from './Coupon';
import { cashCoupon, discountCoupon, expiredCoupon } from './fixtures';

const meta = {
  title: 'Business/Coupon',
  component: Coupon,
  tags: ['autodocs'],
  args: { coupon: cashCoupon },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Coupon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A cash coupon: 150 cents is ¥1.50, no minimum order. */
export const Cash: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1.50')).toBeInTheDocument();
    await expect(canvas.getByText('无门槛')).toBeInTheDocument();
    await expect(canvas.getByText('2026.01.01 - 2026.12.31')).toBeInTheDocument();
  },
};

/** A discount coupon: 88 tenths is 8.8折 (12% off in English), from ¥100. */
export const Discount: Story = {
  args: { coupon: discountCoupon, chosen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('8.8折')).toBeInTheDocument();
    await expect(canvas.getByText('满100元可用')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-icon="check"]')).not.toBeNull();
  },
};

/** Unusable: greyed, no mark, and the reason instead of the description. */
export const Disabled: Story = {
  args: { coupon: expiredCoupon, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已过期')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-coupon-mark]')).toBeNull();
  },
};

const rows = ['cash', 'discount', 'text value', 'chosen', 'disabled'] as const;

/** Visual baseline: each kind and state, in Chinese and English. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={rows}
      columns={['zh', 'en'] as const}
      cell={(row, locale) => (
        <IntlProvider locale={locale} messages={kitMessages(locale)} defaultLocale="zh">
          <div style={{ width: 320 }}>
            <Coupon
              coupon={
                row === 'discount'
                  ? discountCoupon
                  : row === 'disabled'
                    ? expiredCoupon
                    : row === 'text value'
                      ? { ...cashCoupon, valueDesc: '免单', unitDesc: '券', condition: '限首单' }
                      : { ...cashCoupon, denominations: 100, originCondition: 2000 }
              }
              chosen={row === 'chosen'}
              disabled={row === 'disabled'}
            />
          </div>
        </IntlProvider>
      )}
    />
  ),
};
