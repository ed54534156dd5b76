import { observer } from 'mobx-react-lite';
import { GradeView } from './GradeView';
import { useGradeScreen } from './useGradeScreen';

/** /m/grade and /p/grade: the welfare boxes' state (useGradeScreen) shown by GradeView. */
export const Grade = observer(function Grade() {
  return <GradeView {...useGradeScreen()} />;
});
