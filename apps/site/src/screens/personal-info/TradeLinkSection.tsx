import { observer } from 'mobx-react-lite';
import { useTradeLinkSection } from './useTradeLinkSection';
import { TradeLinkSectionView } from './TradeLinkSectionView';

/** The Steam trade link's section (useTradeLinkSection) shown by TradeLinkSectionView. */
export const TradeLinkSection = observer(function TradeLinkSection() {
  return <TradeLinkSectionView {...useTradeLinkSection()} />;
});
