import { Checkbox } from '@skinbox/ui';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { AccountForm } from './AccountForm';
import { CardField } from './CardField';
import { CodeSender } from './CodeSender';
import { accountMessages } from './messages';
import { NewPasswordRows } from './NewPasswordRows';
import { registerMessages } from './registerMessages';
import type { RegisterFormState } from './useRegisterForm';

export interface RegisterFormViewProps extends RegisterFormState {
  /** The sign-in link (pages link, the overlay switches views). */
  links: ReactNode;
}

/**
 * Sign-up as the player sees it, from its state alone (useRegisterForm): phone, slider and code,
 * the two passwords, nickname and invite code, the agreement and 18+ ticks, in the kit's Form,
 * Fields and Checkboxes.
 */
export function RegisterFormView(props: RegisterFormViewProps) {
  const intl = useIntl();
  const { form, set, err, busy, links, submit } = props;
  return (
    <AccountForm
      onSubmit={() => void submit()}
      submitLabel={intl.formatMessage(registerMessages.submit)}
      busy={busy}
      sheet={{
        links: (
          <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>{links}</div>
        ),
      }}
    >
      <CodeSender purpose="register" state={{ form, set, err }} />
      <NewPasswordRows
        label={intl.formatMessage(accountMessages.password)}
        state={{ form, set, err }}
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
          terms: (text) => <HelpLink page="regulations" text={text} />,
          privacy: (text) => <HelpLink page="privacy" text={text} />,
        })}
      </Tick>
      <Tick checked={form.adult} onChange={set('adult')} error={err('adult')}>
        {intl.formatMessage(registerMessages.adult)}
      </Tick>
    </AccountForm>
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
function HelpLink({ page, text }: { page: 'regulations' | 'privacy'; text: ReactNode }) {
  return (
    <Link
      to={`${useHref('help')}/${page}`}
      target="_blank"
      rel="noopener"
      css={(theme) => ({ color: theme.color.primary })}
    >
      {text}
    </Link>
  );
}
