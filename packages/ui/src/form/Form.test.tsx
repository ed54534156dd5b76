import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/Button';
import { Field } from '../field/Field';
import { expectNoAxeViolations, renderWithKit } from '../testing/render';
import { password, phonePattern, required } from '../validators/validators';
import { Form, type FormInstance, type FormProps } from './Form';

function SignIn(props: FormProps) {
  return (
    <Form {...props}>
      <Field name="phone" label="Phone" type="tel" rules={[required(), phonePattern()]} />
      <Field name="password" label="Password" type="password" rules={[required(), password()]} />
      <Button type="submit">Sign in</Button>
    </Form>
  );
}

const signIn = () => userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('Form', () => {
  it('calls onSubmit with the values when every rule passes', async () => {
    const onSubmit = vi.fn();
    const onFailed = vi.fn();
    renderWithKit(<SignIn onSubmit={onSubmit} onFailed={onFailed} />);
    await userEvent.type(screen.getByLabelText('Phone'), '13800138000');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    await signIn();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ phone: '13800138000', password: 'secret12' }),
    );
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('refuses an empty submit: onFailed, errors under each field, focus on the first', async () => {
    const onSubmit = vi.fn();
    const onFailed = vi.fn();
    renderWithKit(<SignIn onSubmit={onSubmit} onFailed={onFailed} />, { locale: 'en' });
    await signIn();
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onFailed).toHaveBeenCalledWith({
      values: { phone: '', password: '' },
      errors: [
        { name: 'phone', message: 'This field is required' },
        { name: 'password', message: 'This field is required' },
      ],
    });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the first invalid field in page order, skipping valid ones', async () => {
    renderWithKit(<SignIn />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Phone'), '13800138000');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await signIn();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('submits on Enter in a field', async () => {
    const onSubmit = vi.fn();
    renderWithKit(<SignIn onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Phone'), '13800138000');
    await userEvent.type(screen.getByLabelText('Password'), 'secret12{enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('stops at the first failing field with validateFirst', async () => {
    const second = vi.fn(() => false);
    const onFailed = vi.fn();
    renderWithKit(
      <Form validateFirst onFailed={onFailed}>
        <Field name="a" label="A" rules={[required('A missing')]} />
        <Field name="b" label="B" rules={[{ validator: second, message: 'B bad' }]} />
        <Button type="submit">Go</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onFailed.mock.calls[0]?.[0].errors).toEqual([{ name: 'a', message: 'A missing' }]);
    expect(second).not.toHaveBeenCalled();
    expect(screen.queryByText('B bad')).toBeNull();
  });

  it('checks every field without validateFirst', async () => {
    const second = vi.fn(() => false);
    renderWithKit(
      <Form>
        <Field name="a" label="A" rules={[required('A missing')]} />
        <Field name="b" label="B" rules={[{ validator: second, message: 'B bad' }]} />
        <Button type="submit">Go</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('B bad')).toBeInTheDocument();
    expect(screen.getByText('A missing')).toBeInTheDocument();
  });

  it('validates on blur by default', async () => {
    renderWithKit(<SignIn />, { locale: 'en' });
    await userEvent.click(screen.getByLabelText('Phone'));
    await userEvent.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });

  it('validates while typing with validateTrigger onChange, and not on blur', async () => {
    renderWithKit(<SignIn validateTrigger="onChange" />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Phone'), '12');
    expect(await screen.findByText('Enter a valid mobile number')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('keeps messages hidden with showErrorMessage false but still marks fields invalid', async () => {
    renderWithKit(<SignIn showErrorMessage={false} />, { locale: 'en' });
    await signIn();
    await waitFor(() =>
      expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('offers submit, validate, resetValidation and getValues through its ref', async () => {
    const ref = createRef<FormInstance>();
    const onSubmit = vi.fn();
    renderWithKit(<SignIn ref={ref} onSubmit={onSubmit} />, { locale: 'en' });
    await userEvent.type(screen.getByLabelText('Phone'), '13800138000');
    expect(ref.current?.getValues()).toEqual({ phone: '13800138000', password: '' });

    await expect(ref.current?.validate('phone')).resolves.toBeUndefined();
    await act(async () => {
      await expect(ref.current?.validate()).rejects.toEqual([
        { name: 'password', message: 'This field is required' },
      ]);
    });
    expect(screen.getByText('This field is required')).toBeInTheDocument();

    act(() => ref.current?.resetValidation('password'));
    expect(screen.queryByText('This field is required')).toBeNull();

    await userEvent.type(screen.getByLabelText('Password'), 'secret12');
    act(() => ref.current?.submit());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('resetValidation without a name clears every field', async () => {
    const ref = createRef<FormInstance>();
    renderWithKit(<SignIn ref={ref} />, { locale: 'en' });
    await act(async () => {
      await ref.current?.validate().catch(() => undefined);
    });
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    act(() => ref.current?.resetValidation());
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('takes a literal message or a message id from the rules', async () => {
    const onFailed = vi.fn();
    renderWithKit(
      <Form onFailed={onFailed}>
        <Field name="a" label="A" rules={[{ required: true, message: 'Say something' }]} />
        <Field
          name="b"
          label="B"
          rules={[{ required: true, message: { id: 'ui.validators.phone' } }]}
        />
        <Button type="submit">Go</Button>
      </Form>,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onFailed.mock.calls[0]?.[0].errors).toEqual([
      { name: 'a', message: 'Say something' },
      { name: 'b', message: 'Enter a valid mobile number' },
    ]);
  });

  it('waits for async validators before submitting', async () => {
    const onSubmit = vi.fn();
    let release: (ok: boolean) => void = () => undefined;
    renderWithKit(
      <Form onSubmit={onSubmit}>
        <Field
          name="code"
          label="Code"
          defaultValue="abc"
          rules={[{ validator: () => new Promise<boolean>((resolve) => (release = resolve)) }]}
        />
        <Button type="submit">Go</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => release(true));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ code: 'abc' }));
  });

  it('orders a field that appears later by its place on the page, and forgets removed fields', async () => {
    function Toggle() {
      const [withNickname, setWithNickname] = useState(false);
      const [withInvite, setWithInvite] = useState(true);
      return (
        <Form onFailed={onFailed}>
          {withNickname && <Field name="nickname" label="Nickname" rules={[required()]} />}
          <Field name="phone" label="Phone" rules={[required()]} />
          {withInvite && <Field name="invite" label="Invite" rules={[required()]} />}
          <Button onClick={() => setWithNickname(true)}>add</Button>
          <Button onClick={() => setWithInvite(false)}>remove</Button>
          <Button type="submit">Go</Button>
        </Form>
      );
    }
    const onFailed = vi.fn();
    renderWithKit(<Toggle />);
    await userEvent.click(screen.getByRole('button', { name: 'add' }));
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
    expect(onFailed.mock.calls[0]?.[0].values).toEqual({ nickname: '', phone: '' });
    expect(Object.keys(onFailed.mock.calls[0]?.[0].values)).toEqual(['nickname', 'phone']);
    expect(screen.getByLabelText('Nickname')).toHaveFocus();
  });

  it('passes disabled, readonly, labelWidth, labelAlign and inputAlign to its fields', () => {
    renderWithKit(
      <Form disabled labelWidth={90} labelAlign="right" inputAlign="right">
        <Field name="a" label="A" />
      </Form>,
    );
    expect(screen.getByLabelText('A')).toBeDisabled();
    expect(screen.getByText('A')).toHaveStyle({ width: '90px', textAlign: 'right' });
    expect(screen.getByLabelText('A')).toHaveStyle({ textAlign: 'right' });
  });

  it('lets a field override the form’s readonly', () => {
    renderWithKit(
      <Form readonly>
        <Field name="a" label="A" />
        <Field name="b" label="B" readonly={false} />
      </Form>,
    );
    expect(screen.getByLabelText('A')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('B')).not.toHaveAttribute('readonly');
  });

  it('forwards className, style, data-* and aria-*', () => {
    renderWithKit(
      <Form className="extra" style={{ margin: 3 }} data-testid="f" aria-label="Sign in form">
        <Field name="a" label="A" />
      </Form>,
    );
    const form = screen.getByTestId('f');
    expect(form).toHaveClass('extra');
    expect(form).toHaveStyle({ margin: '3px' });
    expect(screen.getByRole('form', { name: 'Sign in form' })).toBe(form);
  });

  it('has no accessibility violations, with errors shown', async () => {
    const { container } = renderWithKit(<SignIn aria-label="Sign in" />, { locale: 'en' });
    await signIn();
    await screen.findAllByText('This field is required');
    await expectNoAxeViolations(container);
  });
});
