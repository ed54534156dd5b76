import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { phonePattern, required } from '../validators/validators';
import { FIELD_LABEL_WIDTH, Field } from './Field';
import { formatInput } from './useField';

describe('Field', () => {
  it('ties a real <label> to its input', () => {
    renderWithKit(<Field label="Phone" />);
    expect(screen.getByLabelText('Phone').tagName).toBe('INPUT');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
  });

  it('holds what is typed and reports it (uncontrolled)', async () => {
    const onChange = vi.fn();
    renderWithKit(<Field label="Name" defaultValue="a" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'bc');
    expect(screen.getByLabelText('Name')).toHaveValue('abc');
    expect(onChange).toHaveBeenLastCalledWith('abc');
  });

  it('shows value when controlled and only reports changes', async () => {
    const onChange = vi.fn();
    renderWithKit(<Field label="Name" value="fixed" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Name'), 'x');
    expect(onChange).toHaveBeenCalledWith('fixedx');
    expect(screen.getByLabelText('Name')).toHaveValue('fixed');
  });

  it('renders the HTML type for password and tel, and a textarea for textarea', () => {
    renderWithKit(
      <>
        <Field label="Pw" type="password" />
        <Field label="Tel" type="tel" />
        <Field label="Note" type="textarea" />
      </>,
    );
    expect(screen.getByLabelText('Pw')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Tel')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Tel')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
  });

  it('keeps digits only for type digit, with a numeric keyboard', async () => {
    renderWithKit(<Field label="Code" type="digit" />);
    const input = screen.getByLabelText('Code');
    await userEvent.type(input, '1a2.3-');
    expect(input).toHaveValue('123');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps one dot and a leading minus for type number', () => {
    expect(formatInput('-1.2.3x-', 'number')).toBe('-1.23');
    expect(formatInput('12e3', 'number')).toBe('123');
    expect(formatInput('a1b', 'text')).toBe('a1b');
  });

  it('cuts input at maxlength and shows the word limit, described to the input', async () => {
    renderWithKit(<Field label="Code" maxlength={5} showWordLimit />);
    const input = screen.getByLabelText('Code');
    await userEvent.type(input, 'abcdefg');
    expect(input).toHaveValue('abcde');
    expect(input).toHaveAccessibleDescription('5/5');
  });

  it('counts characters, not UTF-16 units, at maxlength', () => {
    expect(formatInput('😀😀😀', 'text', 2)).toBe('😀😀');
  });

  it('shows a clear button while focused with a value; it clears and keeps focus', async () => {
    const onClear = vi.fn();
    const onChange = vi.fn();
    renderWithKit(
      <Field label="Name" defaultValue="abc" clearable onClear={onClear} onChange={onChange} />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    const input = screen.getByLabelText('Name');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('shows the clear button without focus when clearTrigger is always', () => {
    renderWithKit(<Field label="Name" defaultValue="abc" clearable clearTrigger="always" />);
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
  });

  it('marks a required field (from its rules or the prop) with aria-required and a star', () => {
    renderWithKit(
      <>
        <Field label="A" rules={[required()]} />
        <Field label="B" required />
        <Field label="C" />
      </>,
    );
    expect(screen.getByLabelText('A')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('B')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('C')).not.toHaveAttribute('aria-required');
    expect(screen.getByText('A')).toHaveAttribute('data-required');
    expect(screen.getByText('C')).not.toHaveAttribute('data-required');
  });

  it('does not take input while disabled or readonly', async () => {
    renderWithKit(
      <>
        <Field label="D" disabled defaultValue="x" />
        <Field label="R" readonly defaultValue="y" />
      </>,
    );
    await userEvent.type(screen.getByLabelText('D'), 'z');
    await userEvent.type(screen.getByLabelText('R'), 'z');
    expect(screen.getByLabelText('D')).toBeDisabled();
    expect(screen.getByLabelText('D')).toHaveValue('x');
    expect(screen.getByLabelText('R')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('R')).toHaveValue('y');
  });

  it('shows errorMessage under the input with aria-invalid and aria-describedby', () => {
    renderWithKit(<Field label="Phone" errorMessage="Wrong phone" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wrong phone');
  });

  it('marks the field invalid with error and no message', () => {
    renderWithKit(<Field label="Phone" error />);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-describedby');
  });

  it('checks rules on blur by default, in the reader’s language, and a new value clears it', async () => {
    renderWithKit(<Field label="Phone" rules={[required(), phonePattern()]} />, {
      locale: 'en',
    });
    const input = screen.getByLabelText('Phone');
    await userEvent.click(input);
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input, '12');
    expect(screen.queryByText('This field is required')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
  });

  it('runs onChange rules while typing', async () => {
    renderWithKit(
      <Field
        label="N"
        rules={[{ validator: (v) => v.length < 3, message: 'Too long', trigger: 'onChange' }]}
      />,
    );
    await userEvent.type(screen.getByLabelText('N'), 'abc');
    expect(await screen.findByText('Too long')).toBeInTheDocument();
  });

  it('leaves onSubmit rules alone on blur', async () => {
    const validator = vi.fn(() => false);
    renderWithKit(<Field label="N" rules={[{ validator, message: 'No', trigger: 'onSubmit' }]} />);
    await userEvent.click(screen.getByLabelText('N'));
    await userEvent.tab();
    expect(validator).not.toHaveBeenCalled();
    expect(screen.queryByText('No')).toBeNull();
  });

  it('formats a rule message id and shows a literal message as given', async () => {
    renderWithKit(
      <>
        <Field label="A" rules={[{ required: true, message: { id: 'ui.validators.phone' } }]} />
        <Field label="B" rules={[{ required: true, message: 'Literal text' }]} />
      </>,
      { locale: 'zh' },
    );
    await userEvent.click(screen.getByLabelText('A'));
    await userEvent.click(screen.getByLabelText('B'));
    await userEvent.tab();
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(await screen.findByText('Literal text')).toBeInTheDocument();
  });

  it('renders icons by name or node, and a button slot beside the input', () => {
    const { container } = renderWithKit(
      <Field
        label="Code"
        leftIcon="search"
        rightIcon={<span data-testid="right">R</span>}
        button={<button type="button">Send code</button>}
      />,
    );
    expect(container.querySelector('[data-icon="search"]')).not.toBeNull();
    expect(screen.getByTestId('right')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it(`gives the label Vant's ${FIELD_LABEL_WIDTH} by default, or labelWidth and labelAlign`, () => {
    expect(FIELD_LABEL_WIDTH).toBe('6.2em');
    renderWithKit(
      <>
        <Field label="A" />
        <Field label="B" labelWidth={80} labelAlign="right" inputAlign="right" />
      </>,
    );
    expect(screen.getByText('A')).toHaveStyle({ width: '6.2em' });
    expect(screen.getByText('B')).toHaveStyle({ width: '80px', textAlign: 'right' });
    expect(screen.getByLabelText('B')).toHaveStyle({ textAlign: 'right' });
  });

  it('puts the label above the input with labelAlign top', () => {
    renderWithKit(<Field label="A" labelAlign="top" data-testid="f" />);
    expect(screen.getByTestId('f')).toHaveStyle({ flexDirection: 'column' });
  });

  it('grows an autosize textarea with its content between minHeight and maxHeight', async () => {
    const scroll = vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get');
    scroll.mockReturnValue(30);
    renderWithKit(
      <Field label="Note" type="textarea" autosize={{ minHeight: 40, maxHeight: 100 }} />,
    );
    const textarea = screen.getByLabelText('Note');
    expect(textarea).toHaveStyle({ height: '40px' });
    scroll.mockReturnValue(70);
    await userEvent.type(textarea, 'a');
    expect(textarea).toHaveStyle({ height: '70px' });
    scroll.mockReturnValue(300);
    await userEvent.type(textarea, 'b');
    expect(textarea).toHaveStyle({ height: '100px' });
    scroll.mockRestore();
  });

  it('draws the hairline above a field that follows another, unless border is false', () => {
    // jsdom computes no pseudo-elements: read the rule Emotion wrote for the field's class.
    const hasHairline = (testId: string) => {
      const name = [...screen.getByTestId(testId).classList].find((c) => c.startsWith('css-'));
      const sheet = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');
      return sheet.includes(`.${name}+.${name}::before`);
    };
    renderWithKit(
      <>
        <Field label="A" data-testid="stacked" />
        <Field label="B" />
        <Field label="C" border={false} data-testid="boxed" />
      </>,
    );
    expect(hasHairline('stacked')).toBe(true);
    expect(hasHairline('boxed')).toBe(false);
  });

  it('forwards className, style and data-* to the root and aria-* to the input', () => {
    renderWithKit(
      <Field
        label="Phone"
        className="extra"
        style={{ margin: 3 }}
        data-testid="f"
        aria-describedby="hint"
        aria-label="Mobile phone"
      />,
    );
    const root = screen.getByTestId('f');
    expect(root).toHaveClass('extra');
    expect(root).toHaveStyle({ margin: '3px' });
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    expect(input).toHaveAccessibleName('Mobile phone');
  });

  it('has no accessibility violations, with an error shown', async () => {
    const { container } = renderWithKit(
      <div>
        <Field label="Phone" type="tel" rules={[required()]} errorMessage="Wrong" clearable />
        <Field
          label="Code"
          button={<button type="button">Send</button>}
          showWordLimit
          maxlength={6}
        />
        <Field label="Note" type="textarea" />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
