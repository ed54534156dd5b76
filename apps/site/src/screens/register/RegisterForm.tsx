import { auth, type Session } from '@skinbox/api';
import { STORAGE_KEYS, useStores } from '@skinbox/stores';
import { Button, Checkbox, Form } from '@skinbox/ui';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DESTINATIONS } from '../../layout/destinations';
import type { Layout } from '../../layout/device';
import { attributionOf } from '../account/shared/attribution';
import { CodeSender } from '../account/shared/CodeSender';
import { fieldErrors, useErrorText, withPasswordsMatch } from '../account/shared/errors';
import { accountMessages } from '../account/shared/messages';
import { NewPasswordRows } from '../account/shared/NewPasswordRows';
import { registerMessages } from './messages';
import { CardField } from '../account/shared/CardField';

/**
 * Sign-up (SPEC section 5): phone, slider and code, two matching passwords, optional nickname and
 * invite code (prefilled from the referral link's luck_fcode), agreement and 18+ ticked. The
 * rules are the contract's registerRequest; the fields are the kit's Form and Fields.
 */
export function RegisterForm({
  layout,
  onRegistered,
  links,
}: {
  layout: Layout;
  onRegistered(session: Session): void | Promise<void>;
  links: ReactNode;
}) {
  const intl = useIntl();
  const store = useStores();
  const errorText = useErrorText();
  const [form, setForm] = useState(() => ({
    mobile: '',
    code: '',
    password: '',
    confirmPassword: '',
    nickName: '',
    invitationCode: store.storage.getItem(STORAGE_KEYS.luckFcode) ?? '',
    agreement: false,
    adult: false,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const parsed = auth.registerRequest.safeParse({
      ...form,
      nickName: form.nickName.trim() || undefined,
      invitationCode: form.invitationCode.trim() || undefined,
      ...attributionOf(store, layout),
    });
    setErrors(withPasswordsMatch(fieldErrors(parsed), form));
    if (!parsed.success) return;
    setBusy(true);
    const result = await store.api.auth.register(parsed.data);
    setBusy(false);
    if (result.ok) await onRegistered(result.data);
  };

  const err = (key: string) => (errors[key] ? errorText(errors[key]) : undefined);
  return (
    <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
      <CodeSender
        purpose="register"
        mobile={form.mobile}
        code={form.code}
        onMobile={set('mobile')}
        onCode={set('code')}
        errors={{ mobile: err('mobile'), code: err('code') }}
      />
      <NewPasswordRows
        label={intl.formatMessage(accountMessages.password)}
        password={form.password}
        confirmPassword={form.confirmPassword}
        onPassword={set('password')}
        onConfirmPassword={set('confirmPassword')}
        errors={{ password: err('password'), confirmPassword: err('confirmPassword') }}
      />
      <CardField
        label={intl.formatMessage(registerMessages.nickName)}
        placeholder={intl.formatMessage(registerMessages.nickNamePlaceholder)}
        autoComplete="nickname"
        value={form.nickName}
        onChange={set('nickName')}
        errorMessage={err('nickName')}
      />
      <CardField
        label={intl.formatMessage(registerMessages.inviteCode)}
        value={form.invitationCode}
        onChange={set('invitationCode')}
        errorMessage={err('invitationCode')}
      />
      <Tick checked={form.agreement} onChange={set('agreement')} error={err('agreement')}>
        {intl.formatMessage(registerMessages.agreement, {
          terms: (text) => <HelpLink layout={layout} page="regulations" text={text} />,
          privacy: (text) => <HelpLink layout={layout} page="privacy" text={text} />,
        })}
      </Tick>
      <Tick checked={form.adult} onChange={set('adult')} error={err('adult')}>
        {intl.formatMessage(registerMessages.adult)}
      </Tick>
      <Button type="submit" variant="primary" block loading={busy}>
        {intl.formatMessage(registerMessages.submit)}
      </Button>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>{links}</div>
    </Form>
  );
}

/**
 * A sign-up tick: the kit's Checkbox, its refusal below it, tied to the box with aria-invalid and
 * aria-describedby.
 */
function Tick({
  checked,
  onChange,
  error,
  children,
}: {
  checked: boolean;
  onChange(checked: boolean): void;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <div css={(theme) => ({ display: 'grid', gap: 2, padding: `0 ${theme.space.lg}` })}>
      <Checkbox
        shape="square"
        checked={checked}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        css={(theme) => ({ fontSize: theme.fontSize.sm })}
      >
        {children}
      </Checkbox>
      {error && (
        <span
          id={errorId}
          role="alert"
          css={(theme) => ({ color: theme.color.danger, fontSize: theme.fontSize.sm })}
        >
          {error}
        </span>
      )}
    </div>
  );
}

/** A help page (user agreement, privacy policy) opened in a new tab, so the form keeps its input. */
function HelpLink({
  layout,
  page,
  text,
}: {
  layout: Layout;
  page: 'regulations' | 'privacy';
  text: ReactNode;
}) {
  return (
    <Link
      to={`/${layout}/${DESTINATIONS.help.path[layout]}/${page}`}
      target="_blank"
      rel="noopener"
      css={(theme) => ({ color: theme.color.primary })}
    >
      {text}
    </Link>
  );
}
