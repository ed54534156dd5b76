import { Button } from '@skinbox/ui';
import { FormActions } from '@skinbox/ui/console';
import type { ReactNode } from 'react';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../feedback/ErrorLine';
import { NoticeLine } from '../feedback/NoticeLine';
import type { Saving } from './useSaving';

/** The last save's refusal or notice. */
export function SaveFeedback({ saving }: { saving: Pick<Saving, 'error' | 'notice'> }) {
  return (
    <>
      <ErrorLine error={saving.error} />
      <NoticeLine notice={saving.notice} />
    </>
  );
}

/**
 * The foot of an editor's form: the last save's refusal or notice, then the save button (busy
 * while a save is under way) and the screen's other actions.
 */
export function SaveActions({
  saving,
  onSave,
  label,
  disabled = false,
  before,
  children,
}: {
  saving: Saving;
  onSave(): void;
  /** The button's text; "Save" unless said. */
  label?: string;
  disabled?: boolean;
  /** Shown before the button (what the save would change). */
  before?: ReactNode;
  /** More buttons after it. */
  children?: ReactNode;
}) {
  const t = useText();
  return (
    <>
      <SaveFeedback saving={saving} />
      <FormActions>
        {before}
        <Button variant="primary" loading={saving.busy} disabled={disabled} onClick={onSave}>
          {label ?? t('common.save')}
        </Button>
        {children}
      </FormActions>
    </>
  );
}
