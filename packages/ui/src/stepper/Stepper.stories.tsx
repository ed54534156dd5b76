import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Stepper } from './Stepper';

const meta = {
  title: 'Form/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { onChange: fn(), onOverlimit: fn(), onPlus: fn(), onMinus: fn() },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plus and minus step by one; minus is off at the minimum of 1. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(args.onPlus).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await expect(args.onOverlimit).toHaveBeenCalledWith('minus');
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '1');
  },
};

/** Arrow keys step; a typed value above max settles to max when the field is left. */
export const KeyboardAndTyping: Story = {
  args: { max: 8, defaultValue: 3 },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('spinbutton');
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(field).toHaveAttribute('aria-valuenow', '5');
    await userEvent.clear(field);
    await userEvent.type(field, '20');
    await userEvent.tab();
    await expect(field).toHaveValue('8');
  },
};

/** Decimal steps stay exact: 0.2 + 0.1 shows 0.30. */
export const Decimals: Story = {
  args: { min: 0, step: 0.1, defaultValue: 0.2, decimalLength: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(canvas.getByRole('spinbutton')).toHaveValue('0.30');
  },
};

/** Round buttons: an outlined minus and a filled plus, stepping as usual. */
export const Round: Story = {
  args: { theme: 'round', defaultValue: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const plus = canvas.getByRole('button', { name: '增加' });
    await expect(getComputedStyle(plus).borderRadius).toBe('999px');
    await userEvent.click(plus);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '3');
  },
};

/** Disabled: the field is off and a press changes nothing. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '3');
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['default', 'round'] as const}
      columns={['at min', 'middle', 'at max', 'decimals', 'disabled', 'large'] as const}
      cell={(theme, state) => (
        <Stepper
          theme={theme}
          min={1}
          max={9}
          step={state === 'decimals' ? 0.5 : 1}
          decimalLength={state === 'decimals' ? 1 : undefined}
          defaultValue={state === 'at min' ? 1 : state === 'at max' ? 9 : 5}
          disabled={state === 'disabled'}
          buttonSize={state === 'large' ? 36 : undefined}
          inputWidth={state === 'large' ? 48 : undefined}
        />
      )}
    />
  ),
};
