import { observer } from 'mobx-react-lite';
import { FreeCase } from '../free-case/FreeCase';
import { GradeView } from './GradeView';
import { useGradeScreen } from './useGradeScreen';

/**
 * /m/grade and /p/grade: the welfare boxes' state (useGradeScreen) shown by GradeView, with the
 * free daily case above the tiers.
 */
export const Grade = observer(function Grade() {
  return <GradeView {...useGradeScreen()} freeCase={<FreeCase />} />;
});
