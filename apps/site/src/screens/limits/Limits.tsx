import { observer } from 'mobx-react-lite';
import { LimitsView } from './LimitsView';
import { useLimitsScreen } from './useLimitsScreen';

/** /m/limits and /p/me/limits: responsible gaming (useLimitsScreen) shown by LimitsView. */
export const Limits = observer(function Limits() {
  return <LimitsView {...useLimitsScreen()} />;
});
