import { Dialog, Field } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { battleDetailMessages } from './messages';
import type { BattleDetailScreen } from './useBattleDetailScreen';

type PasswordDialogProps = Pick<
  BattleDetailScreen,
  'prompt' | 'busy' | 'setPassword' | 'confirmPassword' | 'closePrompt'
>;

/** A locked room's password, asked before the player takes a seat; the server's refusal under it. */
export function PasswordDialog({
  prompt,
  busy,
  setPassword,
  confirmPassword,
  closePrompt,
}: PasswordDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      show={prompt !== null}
      title={intl.formatMessage(battleDetailMessages.passwordTitle)}
      showCancelButton
      confirmButtonDisabled={busy}
      onConfirm={confirmPassword}
      onCancel={closePrompt}
      onClose={(action) => {
        if (action !== 'confirm') closePrompt();
      }}
    >
      <div css={{ padding: 16 }}>
        <Field
          label={intl.formatMessage(battleDetailMessages.password)}
          type="password"
          value={prompt?.password ?? ''}
          onChange={setPassword}
          maxlength={16}
          errorMessage={prompt?.error ?? undefined}
          border={false}
        />
      </div>
    </Dialog>
  );
}
