import { observer } from 'mobx-react-lite';
import { useInviteCodeSection } from './useInviteCodeSection';
import { InviteCodeSectionView } from './InviteCodeSectionView';

/** The inviter's code's section (useInviteCodeSection) shown by InviteCodeSectionView. */
export const InviteCodeSection = observer(function InviteCodeSection() {
  return <InviteCodeSectionView {...useInviteCodeSection()} />;
});
