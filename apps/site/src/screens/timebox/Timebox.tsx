import { observer } from 'mobx-react-lite';
import { TimeboxView } from './TimeboxView';
import { useTimeboxScreen } from './useTimeboxScreen';

/** /m/timebox and /p/timebox: the timed boxes' state (useTimeboxScreen) shown by TimeboxView. */
export const Timebox = observer(function Timebox() {
  return <TimeboxView {...useTimeboxScreen()} />;
});
