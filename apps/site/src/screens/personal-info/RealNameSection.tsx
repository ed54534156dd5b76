import { observer } from 'mobx-react-lite';
import { useRealNameSection } from './useRealNameSection';
import { RealNameSectionView } from './RealNameSectionView';

/** Real-name verification's section (useRealNameSection) shown by RealNameSectionView. */
export const RealNameSection = observer(function RealNameSection() {
  return <RealNameSectionView {...useRealNameSection()} />;
});
