import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Button } from './Button';

const meta = {
  title: 'Basics/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '开箱', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '开箱' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** With an address it is a link in the button's look, e.g. the app download. */
export const AsLink: Story = {
  args: { href: '#download', variant: 'primary', children: '下载 App' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '下载 App' });
    await expect(link).toHaveAttribute('href', '#download');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
  },
};

/** Visual baseline: every variant in every state. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['primary', 'default', 'danger'] as const}
      columns={['normal', 'disabled', 'loading', 'small', 'large'] as const}
      cell={(variant, state) => (
        <Button
          variant={variant}
          disabled={state === 'disabled'}
          loading={state === 'loading'}
          size={state === 'small' || state === 'large' ? state : 'normal'}
        >
          开箱 Open
        </Button>
      )}
    />
  ),
};
