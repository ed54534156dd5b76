import { Tabs } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from './AccountForm';
import { CardField } from './CardField';
import { CodeSender } from './CodeSender';
import { accountMessages } from './messages';
import { signMessages } from './signMessages';
import type { SignInFormState, SignInMode } from './useSignInForm';

export interface SignInFormViewProps extends SignInFormState {
  /** The register and forgot-password links (pages link, the overlay switches views). */
  links: ReactNode;
}

/**
 * Sign-in as the player sees it, from its state alone (useSignInForm): the kit's Form, Tabs and
 * Fields, the refusals in the error catalogue's words.
 */
export function SignInFormView(props: SignInFormViewProps) {
  const intl = useIntl();
  const { form, set, err } = props;
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
  const codeFields = <CodeSender purpose="login" state={{ form, set, err }} />;
  return (
    <AccountForm
      onSubmit={() => void props.submit()}
      submitLabel={intl.formatMessage(signMessages.submit)}
      busy={props.busy}
      sheet={{
        links: (
          <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            {props.links}
          </div>
        ),
      }}
    >
      <Tabs
        value={props.mode}
        onChange={(key) => props.setMode(key as SignInMode)}
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
    </AccountForm>
  );
}
