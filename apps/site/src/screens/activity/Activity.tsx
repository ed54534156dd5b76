import { observer } from 'mobx-react-lite';
import { ActivityView } from './ActivityView';
import { useActivityScreen } from './useActivityScreen';

/** /m/activity and /p/activity: the festival (useActivityScreen, ActivityView), without chrome. */
export const Activity = observer(function Activity() {
  return <ActivityView {...useActivityScreen()} />;
});
