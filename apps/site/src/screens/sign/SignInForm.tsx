import { auth, type Session } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form, Tabs } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { attributionOf } from '../account/shared/attribution';
import { CodeSender } from '../account/shared/CodeSender';
import { fieldErrors, useErrorText } from '../account/shared/errors';
import { accountMessages } from '../account/shared/messages';
import { signMessages } from './messages';
import { CardField } from '../account/shared/CardField';

type Mode = 'password' | 'code';

/**
 * Sign-in with account and password, or phone and SMS code (the contract's loginRequest rules),
 * composed of the kit's Form, Tabs and Fields; the refusals are the error catalogue's texts.
 * Used by the /m/sign and /p/sign pages and the desktop sign-in overlay.
 */
export function SignInForm({
  layout,
  onSignedIn,
  links,
}: {
  layout: Layout;
  onSignedIn(session: Session): void | Promise<void>;
  /** The register and forgot-password links (pages link, the overlay switches views). */
  links: React.ReactNode;
}) {
  const intl = useIntl();
  const store = useStores();
  const errorText = useErrorText();
  const [mode, setMode] = useState<Mode>('password');
  const [form, setForm] = useState({ account: '', password: '', mobile: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = async () => {
    const payload =
      mode === 'password'
        ? { type: mode, account: form.account, password: form.password }
        : { type: mode, mobile: form.mobile, code: form.code };
    const parsed = auth.loginRequest.safeParse({ ...payload, ...attributionOf(store, layout) });
    setErrors(fieldErrors(parsed));
    if (!parsed.success) return;
    setBusy(true);
    const result = await store.api.auth.login(parsed.data);
    setBusy(false);
    if (result.ok) await onSignedIn(result.data);
  };

  const err = (key: string) => (errors[key] ? errorText(errors[key]) : undefined);
  const passwordFields = (
    <>
      <CardField
        label={intl.formatMessage(signMessages.account)}
        placeholder={intl.formatMessage(signMessages.accountPlaceholder)}
        autoComplete="username"
        value={form.account}
        onChange={set('account')}
        errorMessage={err('account')}
      />
      <CardField
        label={intl.formatMessage(accountMessages.password)}
        placeholder={intl.formatMessage(accountMessages.passwordPlaceholder)}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onChange={set('password')}
        errorMessage={err('password')}
      />
    </>
  );
  const codeFields = (
    <CodeSender
      purpose="login"
      mobile={form.mobile}
      code={form.code}
      onMobile={set('mobile')}
      onCode={set('code')}
      errors={{ mobile: err('mobile'), code: err('code') }}
    />
  );
  return (
    <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
      <Tabs
        value={mode}
        onChange={(key) => {
          setMode(key as Mode);
          setErrors({});
        }}
        items={[
          {
            key: 'password',
            title: intl.formatMessage(signMessages.byPassword),
            content: passwordFields,
          },
          { key: 'code', title: intl.formatMessage(signMessages.byCode), content: codeFields },
        ]}
        css={{ '[role="tabpanel"]': { display: 'grid', gap: 12, marginTop: 12 } }}
      />
      <Button type="submit" variant="primary" block loading={busy}>
        {intl.formatMessage(signMessages.submit)}
      </Button>
      <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>{links}</div>
    </Form>
  );
}
