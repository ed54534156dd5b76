import { observer } from 'mobx-react-lite';
import { usePasswordSection } from './usePasswordSection';
import { PasswordSectionView } from './PasswordSectionView';

/** The password change's section (usePasswordSection) shown by PasswordSectionView. */
export const PasswordSection = observer(function PasswordSection() {
  return <PasswordSectionView {...usePasswordSection()} />;
});
