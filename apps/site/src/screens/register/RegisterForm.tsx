import { auth, type Session } from '@skinbox/api';
import { STORAGE_KEYS, useStores } from '@skinbox/stores';
import { Button, Field, Form } from '@skinbox/ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { attributionOf } from '../account/shared/attribution';
import { CheckRow } from '../account/shared/CheckRow';
import { CodeSender } from '../account/shared/CodeSender';
import { fieldErrors, useErrorText, withPasswordsMatch } from '../account/shared/errors';
import { accountMessages } from '../account/shared/messages';
import { NewPasswordRows } from '../account/shared/NewPasswordRows';
import { registerMessages } from './messages';
import { fieldCss } from '../account/shared/fieldStyle';

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
      <Field
        css={fieldCss}
        label={intl.formatMessage(registerMessages.nickName)}
        placeholder={intl.formatMessage(registerMessages.nickNamePlaceholder)}
        autoComplete="nickname"
        value={form.nickName}
        onChange={set('nickName')}
        errorMessage={err('nickName')}
      />
      <Field
        css={fieldCss}
        label={intl.formatMessage(registerMessages.inviteCode)}
        value={form.invitationCode}
        onChange={set('invitationCode')}
        errorMessage={err('invitationCode')}
      />
      <CheckRow
        label={intl.formatMessage(registerMessages.agreement)}
        checked={form.agreement}
        onChange={set('agreement')}
        error={err('agreement')}
      />
      <CheckRow
        label={intl.formatMessage(registerMessages.adult)}
        checked={form.adult}
        onChange={set('adult')}
        error={err('adult')}
      />
      <Button type="submit" variant="primary" block loading={busy}>
        {intl.formatMessage(registerMessages.submit)}
      </Button>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>{links}</div>
    </Form>
  );
}
