import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Picker, type PickerProps } from './Picker';
import {
  adjustIndex,
  getColumnsType,
  hasMomentum,
  momentumOffset,
  PICKER_MOMENTUM_DISTANCE,
  PICKER_MOMENTUM_TIME,
  PICKER_OPTION_HEIGHT,
  PICKER_SETTLE_DURATION,
  PICKER_SWIPE_DURATION,
  PICKER_VISIBLE_OPTION_NUM,
  resolveColumns,
  type PickerOption,
} from './utils';

const H = PICKER_OPTION_HEIGHT;
/** Where the first option sits when selected: in the middle of six rows. */
const BASE = (H * (PICKER_VISIBLE_OPTION_NUM - 1)) / 2;

const cities: PickerOption[] = [
  { text: 'Hangzhou', value: 'hz' },
  { text: 'Ningbo', value: 'nb' },
  { text: 'Wenzhou', value: 'wz', disabled: true },
  { text: 'Shaoxing', value: 'sx' },
  { text: 'Huzhou', value: 'hu' },
  { text: 'Jiaxing', value: 'jx' },
  { text: 'Jinhua', value: 'jh' },
  { text: 'Quzhou', value: 'qz' },
];

const cascade: PickerOption[] = [
  {
    text: 'Zhejiang',
    value: 'zj',
    children: [
      { text: 'Hangzhou', value: 'hz' },
      { text: 'Ningbo', value: 'nb' },
    ],
  },
  {
    text: 'Fujian',
    value: 'fj',
    children: [
      { text: 'Putian', value: 'pt', disabled: true },
      { text: 'Xiamen', value: 'xm' },
    ],
  },
];

const listbox = (name = '第 1 列') => screen.getByRole('listbox', { name });
const wrapperOf = (box: HTMLElement) => box.firstElementChild as HTMLElement;
const translateOf = (box: HTMLElement) => wrapperOf(box).style.transform;
const selectedText = (box: HTMLElement) => box.querySelector('[aria-selected="true"]')?.textContent;

/** A finger presses at y = 300, then moves to each [y, ms after the press], then lifts. */
function swipe(box: HTMLElement, moves: [number, number][]) {
  const init = { pointerId: 7, pointerType: 'touch', clientX: 50 };
  fireEvent.pointerDown(box, { ...init, clientY: 300 });
  let last = 0;
  let lastY = 300;
  for (const [y, at] of moves) {
    act(() => vi.advanceTimersByTime(at - last));
    fireEvent.pointerMove(box, { ...init, clientY: y });
    last = at;
    lastY = y;
  }
  fireEvent.pointerUp(box, { ...init, clientY: lastY });
}

describe('picker rules', () => {
  it('keeps Vant’s sizes: 6 visible options of 44 px, 1000 ms swipes', () => {
    expect(PICKER_VISIBLE_OPTION_NUM).toBe(6);
    expect(PICKER_OPTION_HEIGHT).toBe(44);
    expect(PICKER_SWIPE_DURATION).toBe(1000);
  });

  it(`has momentum only under ${PICKER_MOMENTUM_TIME} ms and over ${PICKER_MOMENTUM_DISTANCE} px`, () => {
    expect(PICKER_MOMENTUM_TIME).toBe(300);
    expect(PICKER_MOMENTUM_DISTANCE).toBe(15);
    expect(hasMomentum(PICKER_MOMENTUM_DISTANCE + 1, PICKER_MOMENTUM_TIME - 1)).toBe(true);
    expect(hasMomentum(-(PICKER_MOMENTUM_DISTANCE + 1), PICKER_MOMENTUM_TIME - 1)).toBe(true);
    expect(hasMomentum(PICKER_MOMENTUM_DISTANCE, PICKER_MOMENTUM_TIME - 1)).toBe(false);
    expect(hasMomentum(PICKER_MOMENTUM_DISTANCE + 1, PICKER_MOMENTUM_TIME)).toBe(false);
  });

  it('carries a swipe by its speed divided by 0.003 (Vant)', () => {
    expect(momentumOffset(-100, -30, 100)).toBeCloseTo(-200);
    expect(momentumOffset(-100, 30, 100)).toBeCloseTo(0);
  });

  it('tells single, multiple and cascade columns apart', () => {
    expect(getColumnsType(cities)).toBe('single');
    expect(getColumnsType([cities, cities])).toBe('multiple');
    expect(getColumnsType(cascade)).toBe('cascade');
  });

  it('follows a cascade and fills missing values with the first enabled option', () => {
    expect(resolveColumns(cascade, ['fj']).values).toEqual(['fj', 'xm']);
    expect(resolveColumns(cascade, []).values).toEqual(['zj', 'hz']);
  });

  it('adjusts to the nearest enabled option, downwards first', () => {
    expect(adjustIndex(cities, 2)).toBe(3);
    expect(adjustIndex([...cities.slice(0, 2), { text: 'x', value: 'x', disabled: true }], 2)).toBe(
      1,
    );
  });
});

describe('Picker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`shows ${PICKER_VISIBLE_OPTION_NUM} options of ${PICKER_OPTION_HEIGHT} px`, () => {
    renderWithKit(<Picker columns={cities} />);
    expect(listbox().parentElement).toHaveStyle({ height: `${6 * 44}px` });
    expect(screen.getByRole('option', { name: 'Hangzhou' })).toHaveStyle({ height: '44px' });
  });

  it('takes another option height and count', () => {
    renderWithKit(<Picker columns={cities} optionHeight={30} visibleOptionNum={5} />);
    expect(listbox().parentElement).toHaveStyle({ height: '150px' });
    expect(translateOf(listbox())).toBe('translate3d(0, 60px, 0)');
  });

  it('centres the selected option in the frame', () => {
    renderWithKit(<Picker columns={cities} defaultValue={['sx']} />);
    expect(translateOf(listbox())).toBe(`translate3d(0, ${BASE - 3 * H}px, 0)`);
    expect(screen.getByRole('option', { name: 'Shaoxing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('makes each column a named listbox of options pointing at the selected one', () => {
    renderWithKit(<Picker columns={[cities, cities]} columnLabels={['From', 'To']} />);
    const from = listbox('From');
    expect(listbox('To')).toBeInTheDocument();
    const selected = screen.getAllByRole('option', { name: 'Hangzhou' })[0];
    expect(from).toHaveAttribute('aria-activedescendant', selected?.id);
    expect(screen.getAllByRole('option', { name: 'Wenzhou' })[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('starts on the first enabled option', () => {
    const off = { text: 'Off', value: 'off', disabled: true };
    renderWithKit(<Picker columns={[off, ...cities.slice(0, 2)]} />);
    expect(selectedText(listbox())).toBe('Hangzhou');
  });

  it('selects a clicked option and reports the values', async () => {
    vi.useRealTimers();
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cities} onChange={onChange} />);
    await userEvent.click(screen.getByRole('option', { name: 'Shaoxing' }));
    expect(onChange).toHaveBeenCalledWith(['sx'], {
      columnIndex: 0,
      selectedIndexes: [3],
      selectedOptions: [cities[3]],
    });
    expect(wrapperOf(listbox()).style.transitionDuration).toBe(`${PICKER_SETTLE_DURATION}ms`);
  });

  it('ignores clicks on disabled options', async () => {
    vi.useRealTimers();
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cities} onChange={onChange} />);
    await userEvent.click(screen.getByRole('option', { name: 'Wenzhou' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves with ArrowDown and ArrowUp, skipping disabled options', async () => {
    vi.useRealTimers();
    renderWithKit(<Picker columns={cities} defaultValue={['nb']} />);
    listbox().focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedText(listbox())).toBe('Shaoxing');
    await userEvent.keyboard('{ArrowUp}');
    expect(selectedText(listbox())).toBe('Ningbo');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selectedText(listbox())).toBe('Hangzhou');
  });

  it('jumps to the first and last enabled options with Home and End', async () => {
    vi.useRealTimers();
    const options = [{ text: 'Off', value: 0, disabled: true }, ...cities.slice(0, 2)];
    renderWithKit(<Picker columns={[...options, { text: 'Gone', value: 9, disabled: true }]} />);
    listbox().focus();
    await userEvent.keyboard('{End}');
    expect(selectedText(listbox())).toBe('Ningbo');
    await userEvent.keyboard('{Home}');
    expect(selectedText(listbox())).toBe('Hangzhou');
  });

  it('follows the finger while dragging, then settles on the nearest option', () => {
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cities} onChange={onChange} />);
    const box = listbox();
    const init = { pointerId: 1, pointerType: 'touch', clientX: 50 };
    fireEvent.pointerDown(box, { ...init, clientY: 300 });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerMove(box, { ...init, clientY: 300 - 3 * H - 10 });
    expect(translateOf(box)).toBe(`translate3d(0, ${BASE - 3 * H - 10}px, 0)`);
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerUp(box, { ...init, clientY: 300 - 3 * H - 10 });
    expect(onChange).toHaveBeenCalledWith(['sx'], expect.objectContaining({ columnIndex: 0 }));
    expect(translateOf(box)).toBe(`translate3d(0, ${BASE - 3 * H}px, 0)`);
    expect(wrapperOf(box).style.transitionDuration).toBe(`${PICKER_SETTLE_DURATION}ms`);
  });

  it('skips a disabled option when settling on it', () => {
    renderWithKit(<Picker columns={cities} />);
    swipe(listbox(), [[300 - 2 * H, 400]]);
    expect(selectedText(listbox())).toBe('Shaoxing');
  });

  it(`keeps going after a swipe quicker than ${PICKER_MOMENTUM_TIME} ms, for ${PICKER_SWIPE_DURATION} ms`, () => {
    renderWithKit(<Picker columns={cities} />);
    // 100 px in 299 ms: 0.33 px/ms carries the column about 111 px further (index 5).
    swipe(listbox(), [
      [299, 1],
      [200, PICKER_MOMENTUM_TIME - 1],
    ]);
    expect(selectedText(listbox())).toBe('Jiaxing');
    expect(wrapperOf(listbox()).style.transitionDuration).toBe(`${PICKER_SWIPE_DURATION}ms`);
  });

  it(`has no momentum when the swipe takes ${PICKER_MOMENTUM_TIME} ms`, () => {
    renderWithKit(<Picker columns={cities} />);
    swipe(listbox(), [
      [299, 1],
      [200, PICKER_MOMENTUM_TIME],
    ]);
    // 100 px is 2.3 options: the third, disabled, so the fourth.
    expect(selectedText(listbox())).toBe('Shaoxing');
    expect(wrapperOf(listbox()).style.transitionDuration).toBe(`${PICKER_SETTLE_DURATION}ms`);
  });

  it(`has momentum over ${PICKER_MOMENTUM_DISTANCE} px, none at ${PICKER_MOMENTUM_DISTANCE} px`, () => {
    renderWithKit(<Picker columns={[cities, cities]} />);
    const [first, second] = screen.getAllByRole('listbox') as [HTMLElement, HTMLElement];
    swipe(first, [[300 - PICKER_MOMENTUM_DISTANCE, 100]]);
    expect(selectedText(first)).toBe('Hangzhou');
    // 16 px in 100 ms carries the column 53 px further: 69 px is the third option (disabled → fourth).
    swipe(second, [[300 - PICKER_MOMENTUM_DISTANCE - 1, 100]]);
    expect(selectedText(second)).toBe('Shaoxing');
  });

  it('counts only the last 300 ms of a long gesture for momentum', () => {
    renderWithKit(<Picker columns={cities} />);
    // A slow start, then a quick 60 px flick in 100 ms: 0.6 px/ms carries the column 200 px on
    // from 70 px, to 270 px (option 6). Timed from the press, 70 px in 500 ms has no momentum and
    // would settle on option 3 (disabled, so Shaoxing).
    swipe(listbox(), [
      [290, 400],
      [230, 500],
    ]);
    expect(selectedText(listbox())).toBe('Jinhua');
    expect(wrapperOf(listbox()).style.transitionDuration).toBe(`${PICKER_SWIPE_DURATION}ms`);
  });

  it('stops a running momentum where the column is when touched again', () => {
    renderWithKit(<Picker columns={cities} />);
    const box = listbox();
    swipe(box, [[200, 100]]);
    expect(wrapperOf(box).style.transitionDuration).toBe(`${PICKER_SWIPE_DURATION}ms`);
    // Mid-animation the column is drawn 50 px above its resting start: 160 px, option 4.
    vi.spyOn(window, 'getComputedStyle').mockReturnValue({
      transform: `matrix(1, 0, 0, 1, 0, ${-50})`,
    } as CSSStyleDeclaration);
    const init = { pointerId: 8, pointerType: 'touch', clientX: 50, clientY: 300 };
    fireEvent.pointerDown(box, init);
    expect(translateOf(box)).toBe('translate3d(0, -50px, 0)');
    fireEvent.pointerUp(box, init);
    vi.restoreAllMocks();
    expect(selectedText(box)).toBe('Huzhou');
  });

  it('moves one option per option height of wheel, skipping disabled options', () => {
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cities} onChange={onChange} />);
    fireEvent.wheel(listbox(), { deltaY: H / 2 });
    expect(selectedText(listbox())).toBe('Hangzhou');
    fireEvent.wheel(listbox(), { deltaY: H / 2 });
    expect(selectedText(listbox())).toBe('Ningbo');
    fireEvent.wheel(listbox(), { deltaY: H });
    expect(selectedText(listbox())).toBe('Shaoxing');
    fireEvent.wheel(listbox(), { deltaY: -2 * H });
    expect(selectedText(listbox())).toBe('Hangzhou');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps the page from scrolling under the wheel', () => {
    renderWithKit(<Picker columns={cities} />);
    expect(fireEvent.wheel(listbox(), { deltaY: H, cancelable: true })).toBe(false);
  });

  it('ignores the click that ends a drag', () => {
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cities} onChange={onChange} />);
    swipe(listbox(), [[300 - H, 400]]);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('option', { name: 'Jinhua' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores drags, clicks and keys when readonly', () => {
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cities} readonly onChange={onChange} />);
    expect(listbox()).toHaveAttribute('aria-readonly', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Ningbo' }));
    fireEvent.keyDown(listbox(), { key: 'ArrowDown' });
    fireEvent.wheel(listbox(), { deltaY: H });
    swipe(listbox(), [[200, 100]]);
    expect(onChange).not.toHaveBeenCalled();
    expect(selectedText(listbox())).toBe('Hangzhou');
  });

  it('follows value when controlled', async () => {
    vi.useRealTimers();
    const onChange = vi.fn();
    const { rerender } = renderWithKit(
      <Picker columns={cities} value={['nb']} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('option', { name: 'Jinhua' }));
    expect(onChange).toHaveBeenCalledWith(['jh'], expect.anything());
    expect(selectedText(listbox())).toBe('Ningbo');
    rerender(<Picker columns={cities} value={['jh']} onChange={onChange} />);
    expect(selectedText(listbox())).toBe('Jinhua');
  });

  it('keeps several columns apart', async () => {
    vi.useRealTimers();
    const onChange = vi.fn();
    renderWithKit(<Picker columns={[cities, cities]} onChange={onChange} />);
    await userEvent.click(within2('第 2 列', 'Ningbo'));
    expect(onChange).toHaveBeenCalledWith(
      ['hz', 'nb'],
      expect.objectContaining({ columnIndex: 1 }),
    );
  });

  it('cascades: a new parent shows its children and selects the first enabled child', async () => {
    vi.useRealTimers();
    const onChange = vi.fn();
    renderWithKit(<Picker columns={cascade} defaultValue={['zj', 'nb']} onChange={onChange} />);
    expect(selectedText(listbox('第 2 列'))).toBe('Ningbo');
    await userEvent.click(screen.getByRole('option', { name: 'Fujian' }));
    expect(onChange).toHaveBeenCalledWith(
      ['fj', 'xm'],
      expect.objectContaining({ columnIndex: 0 }),
    );
    expect(selectedText(listbox('第 2 列'))).toBe('Xiamen');
    expect(screen.queryByRole('option', { name: 'Ningbo' })).toBeNull();
  });

  it('confirms and cancels with the selected values and options', async () => {
    vi.useRealTimers();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithKit(
      <Picker columns={cities} defaultValue={['nb']} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '确认' }));
    expect(onConfirm).toHaveBeenCalledWith(['nb'], {
      selectedIndexes: [1],
      selectedOptions: [cities[1]],
    });
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledWith(['nb'], expect.anything());
  });

  it('names the picker by its title and takes its own button texts', () => {
    renderWithKit(
      <Picker columns={cities} title="City" confirmButtonText="OK" cancelButtonText="Back" />,
    );
    expect(screen.getByRole('group', { name: 'City' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('hides the toolbar', () => {
    renderWithKit(<Picker columns={cities} showToolbar={false} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a spinner and is busy while loading', () => {
    renderWithKit(<Picker columns={cities} loading data-testid="p" />);
    expect(screen.getByTestId('p')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderWithKit(<Picker columns={cities} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: 'Column 1' })).toBeInTheDocument();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Picker
        columns={cities}
        className="extra"
        style={{ margin: 3 }}
        data-testid="p"
        aria-label="Cities"
      />,
    );
    const root = screen.getByTestId('p');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(screen.getByRole('group', { name: 'Cities' })).toBe(root);
  });

  it('has no accessibility violations', async () => {
    vi.useRealTimers();
    const props: PickerProps = { columns: cascade, title: 'Area' };
    const { container } = renderWithKit(<Picker {...props} />);
    await expectNoAxeViolations(container);
  });
});

function within2(column: string, option: string) {
  const box = listbox(column);
  const found = [...box.querySelectorAll('[role="option"]')].find(
    (node) => node.textContent === option,
  );
  if (!found) throw new Error(`${option} not in ${column}`);
  return found;
}
