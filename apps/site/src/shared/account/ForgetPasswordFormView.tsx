import { Button, Form } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CodeSender } from './CodeSender';
import { forgetMessages } from './forgetMessages';
import { NewPasswordRows } from './NewPasswordRows';
import type { ForgetPasswordFormState } from './useForgetPasswordForm';

export interface ForgetPasswordFormViewProps extends ForgetPasswordFormState {
  /** The way back to sign-in. */
  links: ReactNode;
}

/**
 * Setting a new password as the player sees it, from its state alone (useForgetPasswordForm):
 * phone, slider and code, the two passwords, and a line once it is done.
 */
export function ForgetPasswordFormView(props: ForgetPasswordFormViewProps) {
  const intl = useIntl();
  const { form, set, err, busy, done, links, submit } = props;
  return (
    <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
      <CodeSender
        purpose="forgotPassword"
        mobile={form.mobile}
        code={form.code}
        onMobile={set('mobile')}
        onCode={set('code')}
        errors={{ mobile: err('mobile'), code: err('code') }}
      />
      <NewPasswordRows
        label={intl.formatMessage(forgetMessages.newPassword)}
        password={form.password}
        confirmPassword={form.confirmPassword}
        onPassword={set('password')}
        onConfirmPassword={set('confirmPassword')}
        errors={{ password: err('password'), confirmPassword: err('confirmPassword') }}
      />
      {done && (
        <p
          role="status"
          css={(theme) => ({
            margin: 0,
            padding: `0 ${theme.space.lg}`,
            color: theme.color.success,
          })}
        >
          {intl.formatMessage(forgetMessages.done)}
        </p>
      )}
      <Button type="submit" variant="primary" block loading={busy}>
        {intl.formatMessage(forgetMessages.submit)}
      </Button>
      <div>{links}</div>
    </Form>
  );
}
