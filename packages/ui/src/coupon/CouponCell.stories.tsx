import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { kitMessages } from '../locale/catalogues';
import { Popup } from '../popup';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { CouponCell } from './CouponCell';
import { CouponList } from './CouponList';
import { bigCashCoupon, cashCoupon, discountCoupon, expiredCoupon } from './fixtures';
import { NO_COUPON } from './useCouponList';

const coupons = [cashCoupon, discountCoupon, bigCashCoupon];

const meta = {
  title: 'Business/CouponCell',
  component: CouponCell,
  tags: ['autodocs'],
  args: { coupons },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A checkout: the cell opens the list in a bottom popup; a choice closes it. */
function Checkout() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(NO_COUPON);
  return (
    <>
      <CouponCell
        coupons={coupons}
        chosenCoupon={chosen}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Popup
        show={open}
        position="bottom"
        round
        aria-label="优惠券"
        style={{ height: '80%' }}
        onClose={() => setOpen(false)}
      >
        <CouponList
          coupons={coupons}
          disabledCoupons={[expiredCoupon]}
          chosenCoupon={chosen}
          onChange={(index) => {
            setChosen(index);
            setOpen(false);
          }}
        />
      </Popup>
    </>
  );
}

export const InCheckout: Story = {
  render: () => <Checkout />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cell = canvas.getByRole('button', { name: /3张可用/ });
    await userEvent.click(cell);
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '优惠券',
    });
    await userEvent.click(within(sheet).getAllByRole('radio')[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('button')).toHaveTextContent('-¥1.50'));
    await expect(cell).toHaveFocus();
  },
};

export const NoneUsable: Story = { args: { coupons: [] } };

const rows = ['none usable', 'count', 'cash chosen', 'discount chosen'] as const;

/** Visual baseline: each state in Chinese and English. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={rows}
      columns={['zh', 'en'] as const}
      cell={(row, locale) => (
        <IntlProvider locale={locale} messages={kitMessages(locale)} defaultLocale="zh">
          <div style={{ width: 300 }}>
            <CouponCell
              coupons={row === 'none usable' ? [] : coupons}
              chosenCoupon={row === 'cash chosen' ? 0 : row === 'discount chosen' ? 1 : NO_COUPON}
            />
          </div>
        </IntlProvider>
      )}
    />
  ),
};
