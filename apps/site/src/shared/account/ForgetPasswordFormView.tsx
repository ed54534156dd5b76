import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from './AccountForm';
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
    <AccountForm
      onSubmit={() => void submit()}
      submitLabel={intl.formatMessage(forgetMessages.submit)}
      busy={busy}
      doneNote={done && intl.formatMessage(forgetMessages.done)}
      sheet={{ links: <div>{links}</div> }}
    >
      <CodeSender purpose="forgotPassword" state={{ form, set, err }} />
      <NewPasswordRows
        label={intl.formatMessage(forgetMessages.newPassword)}
        state={{ form, set, err }}
      />
    </AccountForm>
  );
}
