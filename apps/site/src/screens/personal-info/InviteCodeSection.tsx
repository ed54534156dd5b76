import { fields } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, showConfirmDialog } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/account/errors';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
import { CardField } from '../../shared/account/CardField';

/**
 * The inviter's code: it can be changed once (SPEC section 5), so the change is confirmed in the
 * kit's dialog first; afterwards it is read-only.
 */
export const InviteCodeSection = observer(function InviteCodeSection() {
  const intl = useIntl();
  const { api, user, prefs } = useStores();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const parsed = fields.inviteCode.safeParse(code);
    setError(parsed.success ? undefined : errorText('errors.inviteCodeFormat'));
    if (!parsed.success) return;
    const confirmed = await showConfirmDialog({
      locale: prefs.language,
      title: intl.formatMessage(m.inviteCodeConfirmTitle),
      message: intl.formatMessage(m.inviteCodeConfirm, { code: parsed.data }),
    }).then(
      () => true,
      () => false,
    );
    if (!confirmed) return;
    setBusy(true);
    const result = await api.user.changeInvitationCode({ invitationCode: parsed.data });
    setBusy(false);
    if (result.ok) await user.loadInfo();
  };

  return (
    <Section title={intl.formatMessage(m.inviteCode)}>
      {user.ext.isChangeInvitationCode ? (
        <>
          <p data-testid="invite-code" css={{ margin: 0 }}>
            {user.ext.invitationCode}
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
            placeholder={user.ext.invitationCode || undefined}
            value={code}
            onChange={setCode}
            errorMessage={error}
            button={
              <Button size="small" variant="primary" loading={busy} onClick={() => void save()}>
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
});
