import { observer } from 'mobx-react-lite';
import { NewYearView } from './NewYearView';
import { useNewYearScreen } from './useNewYearScreen';

/** /m/newyear and /p/newyear: the new-year activity (useNewYearScreen, NewYearView). */
export const NewYear = observer(function NewYear() {
  return <NewYearView {...useNewYearScreen()} />;
});
