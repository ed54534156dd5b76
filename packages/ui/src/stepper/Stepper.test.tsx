import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { Stepper } from './Stepper';
import {
  LONG_PRESS_INTERVAL,
  LONG_PRESS_START_TIME,
  STEPPER_DEFAULT_MAX,
  STEPPER_DEFAULT_MIN,
  STEPPER_DEFAULT_STEP,
  STEPPER_DEFAULT_VALUE,
  addNumber,
  formatStepperValue,
  type StepperValue,
} from './useStepper';

const field = () => screen.getByRole('spinbutton');
const plus = () => screen.getByRole('button', { name: '增加' });
const minus = () => screen.getByRole('button', { name: '减少' });

describe('Stepper defaults (SPEC section 5)', () => {
  it('starts at 1', () => {
    expect(STEPPER_DEFAULT_VALUE).toBe(1);
    renderWithKit(<Stepper />);
    expect(field()).toHaveValue('1');
  });

  it('has min 1: minus is disabled at 1', () => {
    expect(STEPPER_DEFAULT_MIN).toBe(1);
    renderWithKit(<Stepper />);
    expect(field()).toHaveAttribute('aria-valuemin', '1');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
  });

  it('has no upper limit', async () => {
    expect(STEPPER_DEFAULT_MAX).toBe(Infinity);
    renderWithKit(<Stepper defaultValue={1_000_000_000} />);
    expect(field()).not.toHaveAttribute('aria-valuemax');
    await userEvent.click(plus());
    expect(field()).toHaveValue('1000000001');
  });

  it('steps by 1', async () => {
    expect(STEPPER_DEFAULT_STEP).toBe(1);
    const onChange = vi.fn();
    renderWithKit(<Stepper onChange={onChange} />);
    await userEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(2);
  });
});

describe('Stepper buttons', () => {
  it('adds the step and calls onPlus', async () => {
    const onPlus = vi.fn();
    renderWithKit(<Stepper defaultValue={2} step={3} onPlus={onPlus} />);
    await userEvent.click(plus());
    expect(field()).toHaveValue('5');
    expect(onPlus).toHaveBeenCalledTimes(1);
  });

  it('takes the step away and calls onMinus', async () => {
    const onMinus = vi.fn();
    renderWithKit(<Stepper defaultValue={5} step={3} onMinus={onMinus} />);
    await userEvent.click(minus());
    expect(field()).toHaveValue('2');
    expect(onMinus).toHaveBeenCalledTimes(1);
  });

  it('clamps a step to max', async () => {
    renderWithKit(<Stepper defaultValue={4} step={3} max={5} />);
    await userEvent.click(plus());
    expect(field()).toHaveValue('5');
  });

  it('clamps a step to min', async () => {
    renderWithKit(<Stepper defaultValue={4} step={3} min={2} />);
    await userEvent.click(minus());
    expect(field()).toHaveValue('2');
  });

  it('reports onOverlimit("plus") when plus is pressed at max, without a change', async () => {
    const onOverlimit = vi.fn();
    const onChange = vi.fn();
    renderWithKit(
      <Stepper max={3} defaultValue={3} onOverlimit={onOverlimit} onChange={onChange} />,
    );
    await userEvent.click(plus());
    expect(onOverlimit).toHaveBeenCalledWith('plus');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports onOverlimit("minus") when minus is pressed at min', async () => {
    const onOverlimit = vi.fn();
    renderWithKit(<Stepper onOverlimit={onOverlimit} />);
    await userEvent.click(minus());
    expect(onOverlimit).toHaveBeenCalledWith('minus');
  });

  it('adds decimals without float noise: 0.1 + 0.2 = 0.3', async () => {
    expect(addNumber(0.1, 0.2)).toBe(0.3);
    expect(addNumber(1.005, 0.001)).toBe(1.006);
    const onChange = vi.fn();
    renderWithKit(<Stepper min={0} step={0.1} defaultValue={0.2} onChange={onChange} />);
    await userEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(0.3);
    expect(field()).toHaveValue('0.3');
  });

  it('subtracts decimals without float noise: 0.3 - 0.1 = 0.2', async () => {
    renderWithKit(<Stepper min={0} step={0.1} defaultValue={0.3} />);
    await userEvent.click(minus());
    expect(field()).toHaveValue('0.2');
  });

  it('shows and steps with decimalLength places', async () => {
    renderWithKit(<Stepper step={0.2} decimalLength={2} />);
    expect(field()).toHaveValue('1.00');
    await userEvent.click(plus());
    expect(field()).toHaveValue('1.20');
  });

  it('disablePlus turns plus off and reports onOverlimit', async () => {
    const onOverlimit = vi.fn();
    renderWithKit(<Stepper disablePlus onOverlimit={onOverlimit} />);
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus());
    expect(onOverlimit).toHaveBeenCalledWith('plus');
    expect(field()).toHaveValue('1');
  });

  it('disableMinus turns minus off', async () => {
    renderWithKit(<Stepper defaultValue={3} disableMinus />);
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(minus());
    expect(field()).toHaveValue('3');
  });

  it('disabled turns both buttons and the field off', async () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper defaultValue={3} disabled onChange={onChange} />);
    expect(field()).toBeDisabled();
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks beforeChange and keeps the value when it says no', async () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper beforeChange={() => false} onChange={onChange} />);
    await userEvent.click(plus());
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveValue('1');
  });

  it('asks beforeChange for a typed value too', async () => {
    const beforeChange = vi.fn(() => false);
    renderWithKit(<Stepper max={5} beforeChange={beforeChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '9');
    await userEvent.tab();
    expect(beforeChange).toHaveBeenLastCalledWith(5);
    expect(field()).toHaveValue('1');
  });

  it('applies the value once an async beforeChange resolves true', async () => {
    let allow: (ok: boolean) => void = () => undefined;
    const beforeChange = vi.fn(() => new Promise<boolean>((resolve) => (allow = resolve)));
    renderWithKit(<Stepper beforeChange={beforeChange} />);
    await userEvent.click(plus());
    expect(beforeChange).toHaveBeenCalledWith(2);
    expect(field()).toHaveValue('1');
    await act(async () => allow(true));
    expect(field()).toHaveValue('2');
  });
});

describe('Stepper long press', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 600 ms and then repeats every 200 ms', () => {
    expect(LONG_PRESS_START_TIME).toBe(600);
    expect(LONG_PRESS_INTERVAL).toBe(200);
  });

  it('steps once when held for LONG_PRESS_START_TIME, not before', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithKit(<Stepper onChange={onChange} />);
    fireEvent.pointerDown(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(field()).toHaveValue('2');
  });

  it('steps again every LONG_PRESS_INTERVAL while held', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithKit(<Stepper onChange={onChange} />);
    fireEvent.pointerDown(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME));
    act(() => vi.advanceTimersByTime(LONG_PRESS_INTERVAL - 1));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(LONG_PRESS_INTERVAL * 3));
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(field()).toHaveValue('6');
  });

  it('stops repeating on release and ignores the click that ends the press', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithKit(<Stepper onChange={onChange} />);
    fireEvent.pointerDown(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME + LONG_PRESS_INTERVAL));
    fireEvent.pointerUp(plus());
    fireEvent.click(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_INTERVAL * 5));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(field()).toHaveValue('3');
  });

  it('counts a press released before LONG_PRESS_START_TIME as one click', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithKit(<Stepper onChange={onChange} />);
    fireEvent.pointerDown(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME - 100));
    fireEvent.pointerUp(plus());
    fireEvent.click(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME * 2));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('stops at the limit and reports onOverlimit once', () => {
    vi.useFakeTimers();
    const onOverlimit = vi.fn();
    renderWithKit(<Stepper defaultValue={3} onOverlimit={onOverlimit} />);
    fireEvent.pointerDown(minus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME + LONG_PRESS_INTERVAL * 10));
    expect(field()).toHaveValue('1');
    expect(onOverlimit).toHaveBeenCalledTimes(1);
    expect(onOverlimit).toHaveBeenCalledWith('minus');
  });

  it('does nothing on hold when longPress is off', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderWithKit(<Stepper longPress={false} onChange={onChange} />);
    fireEvent.pointerDown(plus());
    act(() => vi.advanceTimersByTime(LONG_PRESS_START_TIME + LONG_PRESS_INTERVAL * 3));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('Stepper field', () => {
  it('reports a typed number inside the limits at once', async () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '7');
    expect(onChange).toHaveBeenLastCalledWith(7);
  });

  it('clamps a typed value to max when leaving the field', async () => {
    renderWithKit(<Stepper max={5} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '10');
    expect(field()).toHaveValue('10');
    await userEvent.tab();
    expect(field()).toHaveValue('5');
  });

  it('clamps a typed value to min when leaving the field', async () => {
    renderWithKit(<Stepper min={3} defaultValue={5} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '2');
    await userEvent.tab();
    expect(field()).toHaveValue('3');
  });

  it('settles the typed value on Enter', async () => {
    renderWithKit(<Stepper max={5} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '9{Enter}');
    expect(field()).toHaveValue('5');
  });

  it('drops characters a number cannot hold', async () => {
    renderWithKit(<Stepper />);
    await userEvent.clear(field());
    await userEvent.type(field(), '1a2');
    expect(field()).toHaveValue('12');
  });

  it('falls back to min when the typed text is not a number', async () => {
    renderWithKit(<Stepper min={2} defaultValue={4} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '.');
    await userEvent.tab();
    expect(field()).toHaveValue('2');
  });

  it('cuts the fraction off a pasted value when integer', () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper integer onChange={onChange} />);
    fireEvent.change(field(), { target: { value: '2.7' } });
    expect(field()).toHaveValue('2');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('ignores a typed dot when integer', async () => {
    renderWithKit(<Stepper integer />);
    await userEvent.clear(field());
    await userEvent.type(field(), '2.2');
    expect(field()).toHaveValue('22');
  });

  it('asks for a numeric keyboard when integer', () => {
    renderWithKit(<Stepper integer />);
    expect(field()).toHaveAttribute('inputmode', 'numeric');
  });

  it('limits typed decimals to decimalLength', async () => {
    renderWithKit(<Stepper step={0.2} decimalLength={1} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '1.25');
    expect(field()).toHaveValue('1.2');
  });

  it('shows the settled value with decimalLength places', async () => {
    renderWithKit(<Stepper decimalLength={2} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '3.5');
    await userEvent.tab();
    expect(field()).toHaveValue('3.50');
  });

  it('falls back to min when emptied', async () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper min={2} defaultValue={4} onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.tab();
    expect(field()).toHaveValue('2');
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('stays empty (null) when allowEmpty', async () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper allowEmpty onChange={onChange} />);
    await userEvent.clear(field());
    await userEvent.tab();
    expect(field()).toHaveValue('');
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('is read-only with disableInput', () => {
    renderWithKit(<Stepper disableInput />);
    expect(field()).toHaveAttribute('readonly');
  });

  it('shows the placeholder', () => {
    renderWithKit(<Stepper allowEmpty defaultValue={null} placeholder="Count" />);
    expect(field()).toHaveAttribute('placeholder', 'Count');
  });
});

describe('Stepper value', () => {
  it('follows value when controlled and only reports a step', async () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper value={4} onChange={onChange} />);
    await userEvent.click(plus());
    expect(onChange).toHaveBeenCalledWith(5);
    expect(field()).toHaveValue('4');
  });

  it('reports a controlled value outside the limits as the clamped one', () => {
    const onChange = vi.fn();
    renderWithKit(<Stepper value={10} max={5} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('clamps its value when the limits change', () => {
    function Host() {
      const [max, setMax] = useState(10);
      const [value, setValue] = useState<StepperValue>(8);
      return (
        <>
          <button type="button" onClick={() => setMax(4)}>
            shrink
          </button>
          <Stepper value={value} onChange={setValue} max={max} />
        </>
      );
    }
    renderWithKit(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'shrink' }));
    expect(field()).toHaveValue('4');
  });

  it('formats values with formatStepperValue: clamp, fall back, round', () => {
    expect(formatStepperValue('12', { max: 10 })).toBe(10);
    expect(formatStepperValue('abc', { min: 3 })).toBe(3);
    expect(formatStepperValue(1.456, { decimalLength: 2 })).toBe(1.46);
    expect(formatStepperValue('', { allowEmpty: true })).toBeNull();
  });
});

describe('Stepper ARIA and keys', () => {
  it('is a spinbutton with aria-valuemin, aria-valuemax and aria-valuenow', () => {
    renderWithKit(<Stepper min={2} max={9} defaultValue={4} />);
    expect(field()).toHaveAttribute('aria-valuemin', '2');
    expect(field()).toHaveAttribute('aria-valuemax', '9');
    expect(field()).toHaveAttribute('aria-valuenow', '4');
  });

  it('steps up with ArrowUp', async () => {
    renderWithKit(<Stepper />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(field()).toHaveAttribute('aria-valuenow', '2');
  });

  it('steps down with ArrowDown', async () => {
    renderWithKit(<Stepper defaultValue={3} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-valuenow', '2');
  });

  it('reports onOverlimit for ArrowUp at max', async () => {
    const onOverlimit = vi.fn();
    renderWithKit(<Stepper max={1} onOverlimit={onOverlimit} />);
    await userEvent.click(field());
    await userEvent.keyboard('{ArrowUp}');
    expect(onOverlimit).toHaveBeenCalledWith('plus');
  });

  it('jumps to min with Home and to max with End when the field is read-only', async () => {
    renderWithKit(<Stepper disableInput min={2} max={8} defaultValue={5} />);
    await userEvent.click(field());
    await userEvent.keyboard('{End}');
    expect(field()).toHaveAttribute('aria-valuenow', '8');
    await userEvent.keyboard('{Home}');
    expect(field()).toHaveAttribute('aria-valuenow', '2');
  });
});

describe('Stepper look', () => {
  it('rounds both buttons with theme round', () => {
    renderWithKit(<Stepper theme="round" />);
    expect(getComputedStyle(plus()).borderRadius).toBe('var(--sb-radius-round)');
    expect(getComputedStyle(plus()).background).toBe('var(--sb-color-primary)');
  });

  it('sizes buttons with buttonSize and the field with inputWidth', () => {
    renderWithKit(<Stepper buttonSize={36} inputWidth="4rem" />);
    expect(plus()).toHaveStyle({ width: '36px', height: '36px' });
    expect(field()).toHaveStyle({ width: '4rem', height: '36px' });
  });

  it('hides plus, minus or the field when asked', () => {
    renderWithKit(<Stepper showPlus={false} showMinus={false} showInput={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('names its buttons and field in English', () => {
    renderWithKit(<Stepper />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Increase' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeInTheDocument();
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Stepper className="extra" style={{ margin: 3 }} data-testid="s" aria-label="Boxes" />,
    );
    const root = screen.getByTestId('s');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    expect(root).toHaveAttribute('aria-label', 'Boxes');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(<Stepper defaultValue={3} max={5} />);
    await expectNoAxeViolations(container);
  });
});
