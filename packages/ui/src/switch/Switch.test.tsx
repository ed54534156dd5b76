import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { SWITCH_DURATION_MS, SWITCH_SIZE, Switch } from './Switch';

describe('Switch', () => {
  it('is a switch that starts off and turns on when clicked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Switch aria-label="Sound" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Sound' });
    expect(control).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(control);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('starts on with defaultChecked and turns off', async () => {
    const onChange = vi.fn();
    renderWithKit(<Switch aria-label="Sound" defaultChecked onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('follows checked when controlled and only reports the wish', async () => {
    const onChange = vi.fn();
    renderWithKit(<Switch aria-label="Sound" checked={false} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('takes value/defaultValue with custom activeValue and inactiveValue', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithKit(
      <Switch
        aria-label="Mode"
        activeValue="on"
        inactiveValue="off"
        value="off"
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenCalledWith('on');
    rerender(
      <Switch
        aria-label="Mode"
        activeValue="on"
        inactiveValue="off"
        value="on"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith('off');
  });

  it('uses defaultValue with activeValue when uncontrolled', () => {
    renderWithKit(<Switch aria-label="Level" activeValue={1} inactiveValue={0} defaultValue={1} />);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('toggles with Space and with Enter', async () => {
    const onChange = vi.fn();
    renderWithKit(<Switch aria-label="Sound" onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while disabled and leaves the Tab order', async () => {
    const onChange = vi.fn();
    renderWithKit(<Switch aria-label="Sound" disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.tab();
    expect(screen.getByRole('switch')).not.toHaveFocus();
    expect(screen.getByRole('switch')).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('ignores presses while loading, marks itself busy and spins in the knob', async () => {
    const onChange = vi.fn();
    const { container } = renderWithKit(<Switch aria-label="Sound" loading onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[data-loading]')).not.toBeNull();
  });

  it(`is drawn at Vant's ${SWITCH_SIZE}px by default and scales with size`, () => {
    const { rerender } = renderWithKit(<Switch aria-label="Sound" />);
    expect(SWITCH_SIZE).toBe(26);
    expect(screen.getByRole('switch')).toHaveStyle({ fontSize: '26px' });
    rerender(<Switch aria-label="Sound" size={20} />);
    expect(screen.getByRole('switch')).toHaveStyle({ fontSize: '20px' });
    rerender(<Switch aria-label="Sound" size="2rem" />);
    expect(screen.getByRole('switch')).toHaveStyle({ fontSize: '2rem' });
  });

  it(`slides the knob in ${SWITCH_DURATION_MS} ms`, () => {
    expect(SWITCH_DURATION_MS).toBe(300);
    renderWithKit(<Switch aria-label="Sound" />);
    const knob = screen.getByRole('switch').firstElementChild as Element;
    expect(getComputedStyle(knob).transition).toContain(`${SWITCH_DURATION_MS}ms`);
  });

  it('paints the track in activeColor when on and inactiveColor when off', async () => {
    renderWithKit(
      <Switch aria-label="Sound" activeColor="rgb(1, 2, 3)" inactiveColor="rgb(4, 5, 6)" />,
    );
    const control = screen.getByRole('switch');
    expect(control).toHaveStyle({ backgroundColor: 'rgb(4, 5, 6)' });
    await userEvent.click(control);
    expect(control).toHaveStyle({ backgroundColor: 'rgb(1, 2, 3)' });
  });

  it('can be named by a <label>', () => {
    renderWithKit(
      <>
        <label htmlFor="s">Music</label>
        <Switch id="s" />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Music' })).toBeInTheDocument();
  });

  it('lets an onClick that prevents default stop the toggle', async () => {
    renderWithKit(<Switch aria-label="Sound" onClick={(event) => event.preventDefault()} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Switch
        className="extra"
        style={{ margin: 3 }}
        data-testid="s"
        aria-label="Sound"
        aria-describedby="hint"
      />,
    );
    const control = screen.getByTestId('s');
    expect(control).toHaveClass('extra');
    expect(control).toHaveStyle({ margin: '3px' });
    expect(control).toHaveAttribute('aria-describedby', 'hint');
    expect(control).toHaveAccessibleName('Sound');
  });

  it('has no accessibility violations on, off, loading and disabled', async () => {
    const { container } = renderWithKit(
      <div>
        <Switch aria-label="A" />
        <Switch aria-label="B" defaultChecked />
        <Switch aria-label="C" loading />
        <Switch aria-label="D" disabled />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
