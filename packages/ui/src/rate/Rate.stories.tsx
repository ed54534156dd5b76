import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Rate } from './Rate';

const meta = {
  title: 'Form/Rate',
  component: Rate,
  tags: ['autodocs'],
  args: { defaultValue: 3, onChange: fn() },
} satisfies Meta<typeof Rate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press a star to rate; arrows move the rating and the focus. */
export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getAllByRole('radio');
    await userEvent.click(stars[3] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(stars[2]).toHaveFocus();
    await expect(stars[2]).toHaveAttribute('aria-checked', 'true');
  },
};

/** The left half of a star gives half a point. */
export const Half: Story = {
  args: { allowHalf: true, defaultValue: 2.5 },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getAllByRole('radio')[3] as HTMLElement;
    const rect = star.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: star,
      coords: { clientX: rect.left + 2, clientY: rect.top + rect.height / 2 },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
  },
};

/** Pressing the current star again clears the rating. */
export const Clearable: Story = {
  args: { clearable: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getAllByRole('radio')[2] as HTMLElement);
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** A read-only average shows its exact fraction. */
export const ReadonlyAverage: Story = {
  args: { readonly: true, allowHalf: true, value: 3.7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getAllByRole('radio');
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await expect(stars.map((star) => star.getAttribute('data-status'))).toEqual([
      'full',
      'full',
      'full',
      'half',
      'void',
    ]);
    await userEvent.click(stars[4] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Disabled: greyed stars that take no input. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getAllByRole('radio')[4] as HTMLElement;
    await expect(star).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(star);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['default', 'half', 'readonly 3.7', 'disabled', 'custom'] as const}
      columns={['0', 'some', 'all'] as const}
      cell={(row, column) => {
        const some = row === 'half' ? 2.5 : row === 'readonly 3.7' ? 3.7 : 3;
        return (
          <Rate
            value={column === '0' ? 0 : column === 'all' ? 5 : some}
            allowHalf={row === 'half' || row === 'readonly 3.7'}
            readonly={row === 'readonly 3.7'}
            disabled={row === 'disabled'}
            size={row === 'custom' ? 28 : undefined}
            gutter={row === 'custom' ? 8 : undefined}
            color={row === 'custom' ? 'var(--sb-rarity-covert)' : undefined}
          />
        );
      }}
    />
  ),
};
