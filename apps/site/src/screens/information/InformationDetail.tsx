import { SignedInOnly } from '../../shared/account/SignedInOnly';
import { InformationDetailView } from './InformationDetailView';
import { useInformationDetailScreen } from './useInformationDetailScreen';

function InformationDetailScreen() {
  return <InformationDetailView {...useInformationDetailScreen()} />;
}

/**
 * /m/informationDetail?id= and /p/me/informationDetail?id=: one message
 * (useInformationDetailScreen) shown by InformationDetailView.
 */
export function InformationDetail() {
  return (
    <SignedInOnly>
      <InformationDetailScreen />
    </SignedInOnly>
  );
}
