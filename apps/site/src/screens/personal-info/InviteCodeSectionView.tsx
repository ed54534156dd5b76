import { useIntl } from 'react-intl';
import { personalInfoMessages as m } from './messages';
import { SetOnceSection } from './SetOnceSection';
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
    <SetOnceSection
      title={intl.formatMessage(m.inviteCode)}
      locked={changed}
      current={current}
      testId="invite-code"
      lockedNote={intl.formatMessage(m.inviteCodeChanged)}
      field={{ placeholder: current || undefined }}
      value={code}
      onChange={setCode}
      error={error}
      busy={busy}
      onBind={save}
      hint={intl.formatMessage(m.inviteCodeHint)}
    />
  );
}
