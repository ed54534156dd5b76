import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { kitMessages } from '../locale/catalogues';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { CouponList, type CouponListProps } from './CouponList';
import { bigCashCoupon, cashCoupon, discountCoupon, expiredCoupon } from './fixtures';
import { NO_COUPON } from './useCouponList';

const meta = {
  title: 'Business/CouponList',
  component: CouponList,
  tags: ['autodocs'],
  args: {
    coupons: [cashCoupon, discountCoupon, bigCashCoupon],
    disabledCoupons: [expiredCoupon],
    onChange: fn(),
    onExchange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 375 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner holds the chosen index, as a checkout screen does. */
function Controlled(props: CouponListProps) {
  const [chosen, setChosen] = useState(NO_COUPON);
  return (
    <>
      <output data-testid="chosen">{chosen}</output>
      <CouponList
        {...props}
        chosenCoupon={chosen}
        onChange={(index) => {
          props.onChange?.(index);
          setChosen(index);
        }}
      />
    </>
  );
}

/** Choose a coupon by click or arrows; "不使用优惠券" chooses none (-1). */
export const Choosing: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const radios = canvas.getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[2]).toHaveFocus();
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('2');
    await userEvent.click(canvas.getByRole('button', { name: '不使用优惠券' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(-1);
    await expect(canvas.getByTestId('chosen')).toHaveTextContent('-1');
  },
};

/** The exchange button wakes up at exchangeMinLength characters; the field empties after. */
export const Exchange: Story = {
  args: { exchangeMinLength: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: '请输入优惠码' });
    const button = canvas.getByRole('button', { name: '兑换' });
    await userEvent.type(field, 'SKI');
    await expect(button).toBeDisabled();
    await userEvent.type(field, 'N');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onExchange).toHaveBeenCalledWith('SKIN');
    await expect(field).toHaveValue('');
  },
};

/** The unusable tab shows why each coupon cannot be used. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '不可用 (1)' }));
    await expect(canvas.getByText('已过期')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { coupons: [], disabledCoupons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无优惠券')).toBeInTheDocument();
  },
};

/** Visual baseline: a list with a choice and an empty one, in Chinese and English. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['chosen', 'empty'] as const}
      columns={['zh', 'en'] as const}
      cell={(row, locale) => (
        <IntlProvider locale={locale} messages={kitMessages(locale)} defaultLocale="zh">
          <div style={{ width: 340 }}>
            <CouponList
              coupons={row === 'empty' ? [] : [cashCoupon, discountCoupon]}
              disabledCoupons={row === 'empty' ? [] : [expiredCoupon]}
              chosenCoupon={row === 'empty' ? NO_COUPON : 1}
              defaultCode={row === 'empty' ? '' : 'SKIN2026'}
            />
          </div>
        </IntlProvider>
      )}
    />
  ),
};
