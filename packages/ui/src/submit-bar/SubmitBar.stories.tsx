import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { SubmitBar } from './SubmitBar';

const meta = {
  title: 'Business/SubmitBar',
  component: SubmitBar,
  tags: ['autodocs'],
  args: { price: 3050, buttonText: '提交订单', fixed: false, onSubmit: fn() },
} satisfies Meta<typeof SubmitBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 375 }}>
      <Story />
    </div>
  ),
];

/** Cents shown as ¥30.50; the button submits. */
export const Basic: Story = {
  decorators: phone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('合计：')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-part="price"]')).toHaveTextContent('¥30.50');
    await userEvent.click(canvas.getByRole('button', { name: '提交订单' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** The site's coins instead of a currency sign. */
export const Coins: Story = {
  decorators: phone,
  args: { currency: 'coin', price: 128800, buttonText: '开箱', buttonType: 'primary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '金币' })).toBeInTheDocument();
  },
};

/** Loading ignores presses. */
export const Loading: Story = {
  decorators: phone,
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A tip above the bar, content on the left, and a disabled button that does not submit. */
export const WithTip: Story = {
  decorators: phone,
  args: {
    tip: '你的收货地址不支持配送',
    tipIcon: 'info',
    disabled: true,
    children: <span>全选</span>,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('你的收货地址不支持配送')).toBeVisible();
    await expect(canvas.getByText('全选')).toBeVisible();
    const button = canvas.getByRole('button', { name: '提交订单' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['yuan', 'coins', 'tip', 'left text', 'disabled', 'loading'] as const}
      columns={['bar'] as const}
      cell={(row) => (
        <div style={{ width: 375 }}>
          <SubmitBar
            fixed={false}
            price={row === 'coins' ? 128800 : 3050}
            currency={row === 'coins' ? 'coin' : undefined}
            buttonText={row === 'coins' ? '开箱' : '提交订单'}
            buttonType={row === 'coins' ? 'primary' : undefined}
            tip={row === 'tip' ? '你的收货地址不支持配送' : undefined}
            tipIcon={row === 'tip' ? 'info' : undefined}
            textAlign={row === 'left text' ? 'left' : undefined}
            suffixLabel={row === 'left text' ? '含运费' : undefined}
            disabled={row === 'disabled'}
            loading={row === 'loading'}
          >
            {row === 'left text' ? <span>全选</span> : null}
          </SubmitBar>
        </div>
      )}
    />
  ),
};
