import { observer } from 'mobx-react-lite';
import { ExtractionLockView } from './ExtractionLockView';
import { useExtractionLock } from './useExtractionLock';

/** The bag's extraction panel from the player's standing (useExtractionLock); none when unlocked. */
export const ExtractionLock = observer(function ExtractionLock() {
  const { standing, view, rechargeHref } = useExtractionLock();
  if (!standing || !view) return null;
  return <ExtractionLockView standing={standing} view={view} rechargeHref={rechargeHref} />;
});
