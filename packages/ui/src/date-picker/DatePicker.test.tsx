import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { DatePicker } from './DatePicker';
import { DATE_PICKER_YEAR_RANGE, monthEndDay, resolveDateColumns } from './utils';

const column = (name: string) => screen.getByRole('listbox', { name });
const optionsOf = (name: string) =>
  [...column(name).querySelectorAll('[role="option"]')].map((node) => node.textContent);
const selectedOf = (name: string) =>
  column(name).querySelector('[aria-selected="true"]')?.textContent;
const optionIn = (name: string, text: string) => {
  const found = [...column(name).querySelectorAll('[role="option"]')].find(
    (node) => node.textContent === text,
  );
  if (!found) throw new Error(`${text} not in ${name}`);
  return found;
};

describe('date rules', () => {
  it('knows the length of each month, February 29 in leap years', () => {
    expect(monthEndDay(2024, 2)).toBe(29);
    expect(monthEndDay(2023, 2)).toBe(28);
    expect(monthEndDay(2000, 2)).toBe(29);
    expect(monthEndDay(1900, 2)).toBe(28);
    expect(monthEndDay(2026, 4)).toBe(30);
    expect(monthEndDay(2026, 12)).toBe(31);
  });

  it('moves a day past the month’s end to its last day', () => {
    const resolved = resolveDateColumns({
      columnsType: ['year', 'month', 'day'],
      values: ['2023', '02', '31'],
      minDate: new Date(2020, 0, 1),
      maxDate: new Date(2030, 11, 31),
    });
    expect(resolved.values).toEqual(['2023', '02', '28']);
    expect(resolved.columns[2]).toHaveLength(28);
  });
});

describe('DatePicker', () => {
  // Only the clock is faked (userEvent keeps its real timers): every test sees 21 Nov 2026, so the
  // default range is 2016..2036 whatever year the suite runs in.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 21, 9, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`reaches from ${DATE_PICKER_YEAR_RANGE} years before to ${DATE_PICKER_YEAR_RANGE} after the current year`, () => {
    expect(DATE_PICKER_YEAR_RANGE).toBe(10);
    renderWithKit(<DatePicker />);
    const years = optionsOf('年');
    expect(years).toHaveLength(21);
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2036');
  });

  it('starts at minDate, Jan 1 of (current year − 10), without a value', () => {
    renderWithKit(<DatePicker />);
    expect([selectedOf('年'), selectedOf('月'), selectedOf('日')]).toEqual(['2016', '01', '01']);
  });

  it('ends on Dec 31 of (current year + 10)', () => {
    renderWithKit(<DatePicker defaultValue={['2036', '12', '31']} />);
    expect(optionsOf('月').at(-1)).toBe('12');
    expect(optionsOf('日').at(-1)).toBe('31');
    expect(selectedOf('日')).toBe('31');
  });

  it('follows the clock: the range moves with the current year', () => {
    vi.setSystemTime(new Date(2030, 0, 1));
    renderWithKit(<DatePicker />);
    expect(optionsOf('年')[0]).toBe('2020');
    expect(optionsOf('年').at(-1)).toBe('2040');
  });

  it('shows the value as strings, e.g. 2026-11-21', () => {
    renderWithKit(<DatePicker value={['2026', '11', '21']} />);
    expect([selectedOf('年'), selectedOf('月'), selectedOf('日')]).toEqual(['2026', '11', '21']);
  });

  it('has 29 days in February of a leap year and 28 otherwise', () => {
    const { rerender } = renderWithKit(<DatePicker value={['2024', '02', '01']} />);
    expect(optionsOf('日')).toHaveLength(29);
    rerender(<DatePicker value={['2025', '02', '01']} />);
    expect(optionsOf('日')).toHaveLength(28);
  });

  it('clamps the day when the month gets shorter', async () => {
    const onChange = vi.fn();
    renderWithKit(<DatePicker defaultValue={['2024', '01', '31']} onChange={onChange} />);
    await userEvent.click(optionIn('月', '02'));
    expect(onChange).toHaveBeenCalledWith(
      ['2024', '02', '29'],
      expect.objectContaining({ columnIndex: 1 }),
    );
    expect(selectedOf('日')).toBe('29');
  });

  it('keeps months and days inside minDate and maxDate', () => {
    renderWithKit(
      <DatePicker
        minDate={new Date(2020, 2, 15)}
        maxDate={new Date(2021, 5, 10)}
        defaultValue={['2020', '03', '01']}
      />,
    );
    expect(optionsOf('年')).toEqual(['2020', '2021']);
    expect(optionsOf('月')[0]).toBe('03');
    expect(optionsOf('日')[0]).toBe('15');
    expect(selectedOf('日')).toBe('15');
  });

  it('limits the last year to maxDate’s month and day', () => {
    renderWithKit(
      <DatePicker
        minDate={new Date(2020, 2, 15)}
        maxDate={new Date(2021, 5, 10)}
        defaultValue={['2021', '06', '30']}
      />,
    );
    expect(optionsOf('月').at(-1)).toBe('06');
    expect(optionsOf('日').at(-1)).toBe('10');
    expect(selectedOf('日')).toBe('10');
  });

  it('shows only the columns asked for', () => {
    renderWithKit(<DatePicker columnsType={['year', 'month']} value={['2026', '11']} />);
    expect(screen.getAllByRole('listbox')).toHaveLength(2);
    expect(selectedOf('月')).toBe('11');
  });

  it('formats options with formatter', () => {
    renderWithKit(
      <DatePicker
        formatter={(type, option) =>
          type === 'year' ? { ...option, text: `${option.value}年` } : option
        }
      />,
    );
    expect(optionsOf('年')[0]).toBe('2016年');
  });

  it('keeps only the options filter returns', () => {
    renderWithKit(
      <DatePicker
        filter={(type, options) =>
          type === 'month' ? options.filter((option) => +option.value % 6 === 0) : options
        }
      />,
    );
    expect(optionsOf('月')).toEqual(['06', '12']);
    expect(selectedOf('月')).toBe('06');
  });

  it('confirms with the strings', async () => {
    const onConfirm = vi.fn();
    renderWithKit(<DatePicker value={['2026', '11', '21']} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledWith(['2026', '11', '21'], expect.anything());
  });

  it('moves by keyboard like any picker', async () => {
    renderWithKit(<DatePicker defaultValue={['2026', '11', '21']} />);
    column('日').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedOf('日')).toBe('22');
  });

  it('speaks English', () => {
    renderWithKit(<DatePicker />, { locale: 'en' });
    expect(column('Year')).toBeInTheDocument();
    expect(column('Month')).toBeInTheDocument();
    expect(column('Day')).toBeInTheDocument();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <DatePicker className="extra" style={{ margin: 3 }} data-testid="d" aria-label="Birthday" />,
    );
    const root = screen.getByTestId('d');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-label', 'Birthday');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<DatePicker title="生日" value={['2026', '11', '21']} />);
    await expectNoAxeViolations(container);
  });
});
