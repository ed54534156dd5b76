import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { totalItems: 125, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten items a page, five page numbers at most; next moves on and marks the current page. */
export const Multi: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Ellipses jump past the shown window. */
export const ForceEllipses: Story = {
  args: { forceEllipses: true, defaultValue: 7 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '第 10 页' }));
    await expect(args.onChange).toHaveBeenCalledWith(10);
  },
};

/** Simple mode shows "current/count". */
export const Simple: Story = {
  args: { mode: 'simple', defaultValue: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3/13')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(canvas.getByText('2/13')).toBeInTheDocument();
  },
};

const matrixRows = {
  'multi, first': { defaultValue: 1 },
  'multi, middle': { defaultValue: 6 },
  'ellipses, middle': { defaultValue: 6, forceEllipses: true, showPageSize: 3 },
  'ellipses, last': { defaultValue: 12, forceEllipses: true, showPageSize: 3 },
  'simple, first': { defaultValue: 1, mode: 'simple' },
  'simple, last': { defaultValue: 12, mode: 'simple' },
} as const;

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={Object.keys(matrixRows) as (keyof typeof matrixRows)[]}
      columns={['pagination'] as const}
      cell={(row) => (
        <div style={{ width: 340 }}>
          <Pagination totalItems={120} aria-label={row} {...matrixRows[row]} />
        </div>
      )}
    />
  ),
};
