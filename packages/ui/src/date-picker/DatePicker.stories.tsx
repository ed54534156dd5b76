import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Form/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: { title: '选择日期', onChange: fn(), onConfirm: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed range, so stories that pick 2024 or 2026 work whatever the current year is. */
const range = { minDate: new Date(2016, 0, 1), maxDate: new Date(2036, 11, 31) };

const selected = (listbox: HTMLElement) =>
  listbox.querySelector('[aria-selected="true"]')?.textContent;

/** From Jan 31 of a leap year, ArrowDown in the month column lands on Feb 29. */
export const Keyboard: Story = {
  args: { ...range, defaultValue: ['2024', '01', '31'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('listbox', { name: '月' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(selected(canvas.getByRole('listbox', { name: '日' }))).toBe('29');
    canvas.getByRole('listbox', { name: '年' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(selected(canvas.getByRole('listbox', { name: '日' }))).toBe('28');
    await userEvent.click(canvas.getByRole('button', { name: '确认' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(['2025', '02', '28'], expect.anything());
  },
};

/** The default range: ten years either side of the current year. */
export const DefaultRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const year = new Date().getFullYear();
    const years = within(canvas.getByRole('listbox', { name: '年' })).getAllByRole('option');
    await expect(years[0]).toHaveTextContent(String(year - 10));
    await expect(years.at(-1)).toHaveTextContent(String(year + 10));
  },
};

/** Year and month only, with units from a formatter. */
export const YearMonth: Story = {
  args: {
    ...range,
    columnsType: ['year', 'month'],
    defaultValue: ['2026', '11'],
    formatter: (type, option) => ({
      ...option,
      text: `${option.text}${type === 'year' ? '年' : '月'}`,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listbox')).toHaveLength(2);
    await expect(selected(canvas.getByRole('listbox', { name: '年' }))).toBe('2026年');
    await expect(selected(canvas.getByRole('listbox', { name: '月' }))).toBe('11月');
  },
};

/** Visual baseline. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['plain', 'formatter'] as const}
      columns={['year-month-day', 'year-month'] as const}
      cell={(row, kind) => (
        <div style={{ width: 300 }}>
          <DatePicker
            {...range}
            title="选择日期"
            columnsType={kind === 'year-month' ? ['year', 'month'] : ['year', 'month', 'day']}
            defaultValue={['2026', '11', '21']}
            formatter={
              row === 'formatter'
                ? (type, option) => ({
                    ...option,
                    text: `${option.text}${{ year: '年', month: '月', day: '日' }[type]}`,
                  })
                : undefined
            }
          />
        </div>
      )}
    />
  ),
};
