import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import {
  PASSWORD_INPUT_CURSOR_BLINK_MS,
  PASSWORD_INPUT_HEIGHT,
  PASSWORD_INPUT_LENGTH,
  PasswordInput,
} from './PasswordInput';

const cells = (container: HTMLElement) => container.querySelectorAll('li');
const filled = (container: HTMLElement) => container.querySelectorAll('li[data-filled]');

describe('PasswordInput', () => {
  it(`has ${PASSWORD_INPUT_LENGTH} cells by default (SPEC section 5) and takes another length`, () => {
    expect(PASSWORD_INPUT_LENGTH).toBe(6);
    const { container, rerender } = renderWithKit(<PasswordInput />);
    expect(cells(container)).toHaveLength(6);
    rerender(<PasswordInput length={4} />);
    expect(cells(container)).toHaveLength(4);
  });

  it(`draws cells ${PASSWORD_INPUT_HEIGHT}px high with a ${PASSWORD_INPUT_CURSOR_BLINK_MS} ms cursor blink`, async () => {
    expect(PASSWORD_INPUT_HEIGHT).toBe(50);
    expect(PASSWORD_INPUT_CURSOR_BLINK_MS).toBe(1000);
    const { container } = renderWithKit(<PasswordInput />);
    expect(container.querySelector('ul')?.parentElement).toHaveStyle({ height: '50px' });
    await userEvent.click(screen.getByLabelText('6 位数字密码'));
    const caret = container.querySelector('li[data-cursor] > span') as Element;
    expect(getComputedStyle(caret).animation).toContain('1000ms');
  });

  it('is named in the reader’s language', () => {
    renderWithKit(<PasswordInput />, { locale: 'en' });
    expect(screen.getByLabelText('6-digit password')).toBeInTheDocument();
  });

  it('takes typing from a real keyboard, digits only, and reports it', async () => {
    const onChange = vi.fn();
    const { container } = renderWithKit(<PasswordInput onChange={onChange} />, { locale: 'en' });
    const input = screen.getByLabelText('6-digit password');
    await userEvent.type(input, '1a2 3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(filled(container)).toHaveLength(3);
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('masks digits by default: dots in the cells, a password input', async () => {
    const { container } = renderWithKit(<PasswordInput defaultValue="12" />, { locale: 'en' });
    expect(container.querySelector('ul')).not.toHaveTextContent('1');
    expect(container.querySelectorAll('li i')).toHaveLength(2);
    expect(screen.getByLabelText('6-digit password')).toHaveAttribute('type', 'password');
  });

  it('shows the digits with mask off', () => {
    const { container } = renderWithKit(<PasswordInput defaultValue="12" mask={false} />, {
      locale: 'en',
    });
    expect(container.querySelector('ul')).toHaveTextContent('12');
    expect(screen.getByLabelText('6-digit password')).toHaveAttribute('type', 'text');
  });

  it('stops at length and calls onComplete once when the last cell fills', async () => {
    const onComplete = vi.fn();
    renderWithKit(<PasswordInput onComplete={onComplete} />, { locale: 'en' });
    const input = screen.getByLabelText('6-digit password');
    await userEvent.type(input, '12345678');
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('completes only when the value reaches its length, not when a full code is swapped at once', () => {
    const onComplete = vi.fn();
    renderWithKit(<PasswordInput defaultValue="123456" onComplete={onComplete} />, {
      locale: 'en',
    });
    const input = screen.getByLabelText('6-digit password');
    fireEvent.change(input, { target: { value: '654321' } });
    expect(input).toHaveValue('654321');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('deletes the last digit with Backspace and completes again when refilled', async () => {
    const onComplete = vi.fn();
    renderWithKit(<PasswordInput defaultValue="123456" onComplete={onComplete} />, {
      locale: 'en',
    });
    const input = screen.getByLabelText('6-digit password');
    await userEvent.type(input, '{Backspace}');
    expect(input).toHaveValue('12345');
    await userEvent.type(input, '9');
    expect(onComplete).toHaveBeenCalledWith('123459');
  });

  it('keeps the digits of a pasted code', async () => {
    const onComplete = vi.fn();
    renderWithKit(<PasswordInput onComplete={onComplete} />, { locale: 'en' });
    await userEvent.click(screen.getByLabelText('6-digit password'));
    await userEvent.paste('12 34-56');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('follows value when controlled (e.g. a NumberKeyboard types) and only reports changes', async () => {
    function Keypad() {
      const [code, setCode] = useState('');
      return (
        <>
          <PasswordInput value={code} focused onChange={setCode} />
          <button type="button" onClick={() => setCode((c) => `${c}7`)}>
            7
          </button>
        </>
      );
    }
    const { container } = renderWithKit(<Keypad />);
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    expect(filled(container)).toHaveLength(2);
    expect(container.querySelector('li[data-cursor]')).toBe(cells(container)[2]);
  });

  it('reports but does not show typing when value is fixed', async () => {
    const onChange = vi.fn();
    renderWithKit(<PasswordInput value="1" onChange={onChange} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('6-digit password'), '2');
    expect(onChange).toHaveBeenCalledWith('12');
    expect(screen.getByLabelText('6-digit password')).toHaveValue('1');
  });

  it('shows the cursor in the next cell while focused, and calls onFocus', async () => {
    const onFocus = vi.fn();
    const { container } = renderWithKit(<PasswordInput defaultValue="12" onFocus={onFocus} />, {
      locale: 'en',
    });
    expect(container.querySelector('li[data-cursor]')).toBeNull();
    await userEvent.click(screen.getByLabelText('6-digit password'));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(container.querySelector('li[data-cursor]')).toBe(cells(container)[2]);
    await userEvent.tab();
    expect(container.querySelector('li[data-cursor]')).toBeNull();
  });

  it('lets focused force the cursor on without real focus, or off', async () => {
    const { container, rerender } = renderWithKit(<PasswordInput focused />, { locale: 'en' });
    expect(container.querySelector('li[data-cursor]')).toBe(cells(container)[0]);
    rerender(<PasswordInput focused={false} />);
    await userEvent.click(screen.getByLabelText('6-digit password'));
    expect(container.querySelector('li[data-cursor]')).toBeNull();
  });

  it('shows info under the cells, described to the input', () => {
    renderWithKit(<PasswordInput info="Six digits" />, { locale: 'en' });
    const input = screen.getByLabelText('6-digit password');
    expect(input).toHaveAccessibleDescription('Six digits');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows errorInfo instead of info and marks the input invalid', () => {
    renderWithKit(<PasswordInput info="Six digits" errorInfo="Wrong password" />, {
      locale: 'en',
    });
    const input = screen.getByLabelText('6-digit password');
    expect(input).toHaveAccessibleDescription('Wrong password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Six digits')).toBeNull();
  });

  it('separates the cells by gutter', () => {
    const { container } = renderWithKit(<PasswordInput gutter={10} />);
    const list = cells(container);
    expect(list[0]).not.toHaveStyle({ marginLeft: '10px' });
    expect(list[1]).toHaveStyle({ marginLeft: '10px' });
  });

  it('takes no typing while disabled', async () => {
    renderWithKit(<PasswordInput disabled />, { locale: 'en' });
    const input = screen.getByLabelText('6-digit password');
    await userEvent.type(input, '12');
    expect(input).toBeDisabled();
    expect(input).toHaveValue('');
  });

  it('forwards className, style and data-* to the root and aria-* to the input', () => {
    renderWithKit(
      <PasswordInput
        className="extra"
        style={{ margin: 3 }}
        data-testid="p"
        aria-label="Payment password"
        aria-describedby="hint"
      />,
    );
    const root = screen.getByTestId('p');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    const input = screen.getByLabelText('Payment password');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithKit(
      <div>
        <PasswordInput defaultValue="123" info="Six digits" />
        <PasswordInput mask={false} gutter={8} errorInfo="Wrong" aria-label="Code" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
