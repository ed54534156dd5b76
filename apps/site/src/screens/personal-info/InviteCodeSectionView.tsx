import { Button } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { CardField } from '../../shared/account/CardField';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
import type { InviteCodeSectionState } from './useInviteCodeSection';

/** The inviter's code: a field to change it once, then the code read-only. */
export function InviteCodeSectionView({
  current,
  changed,
  code,
  setCode,
  error,
  busy,
  save,
}: InviteCodeSectionState) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.inviteCode)}>
      {changed ? (
        <>
          <p data-testid="invite-code" css={{ margin: 0 }}>
            {current}
          </p>
          <p role="status" css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {intl.formatMessage(m.inviteCodeChanged)}
          </p>
        </>
      ) : (
        <>
          <CardField
            label={intl.formatMessage(m.inviteCode)}
            labelAlign="top"
            placeholder={current || undefined}
            value={code}
            onChange={setCode}
            errorMessage={error}
            button={
              <Button size="small" variant="primary" loading={busy} onClick={save}>
                {intl.formatMessage(m.bind)}
              </Button>
            }
          />
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
            })}
          >
            {intl.formatMessage(m.inviteCodeHint)}
          </p>
        </>
      )}
    </Section>
  );
}
