import { REASON_MAX } from '@skinbox/api/admin';
import { ConfirmDialog } from '@skinbox/ui/console';
import type { ComponentProps } from 'react';
import { useText } from '../../i18n/useText';
import { errorStyle } from '../formStyles';

type ConfirmProps = ComponentProps<typeof ConfirmDialog>;

/**
 * THE console's confirmation of a change the audit log keeps: the operator's reason (the
 * contract's length at the most) is asked before `onConfirm` runs, and a refusal it throws stays
 * in the dialog in the danger colour.
 */
export function ReasonDialog(
  props: Omit<ConfirmProps, 'reasonLabel' | 'maxReasonLength' | 'describeError'>,
) {
  const t = useText();
  return (
    <ConfirmDialog
      {...props}
      reasonLabel={t('common.reason')}
      maxReasonLength={REASON_MAX}
      describeError={(failure) => (
        <span css={errorStyle}>{failure instanceof Error ? failure.message : String(failure)}</span>
      )}
    />
  );
}
