import { fields } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { showConfirmDialog } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/account/errors';
import { personalInfoMessages as m } from './messages';

export interface InviteCodeSectionState {
  /** The inviter's code now. */
  current: string;
  /** It was changed already, so it is read-only. */
  changed: boolean;
  code: string;
  setCode(code: string): void;
  error?: string;
  busy: boolean;
  save(): void;
}

/**
 * The inviter's code's state: it can be changed once (SPEC section 5), so the change is checked by
 * the contract and confirmed in the kit's dialog first.
 */
export function useInviteCodeSection(): InviteCodeSectionState {
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

  return {
    current: user.ext.invitationCode,
    changed: user.ext.isChangeInvitationCode,
    code,
    setCode,
    error,
    busy,
    save: () => void save(),
  };
}
