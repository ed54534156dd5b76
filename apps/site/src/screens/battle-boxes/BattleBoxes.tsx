import { observer } from 'mobx-react-lite';
import { useHref } from '../../routing/layoutContext';
import { BattleBoxDetailsView, BattleBoxIntroView } from './BattleBoxesView';
import { useBattleBoxesScreen } from './useBattleBoxesScreen';

/** /m/battleBoxIntro (module Battle): the battle boxes shown by BattleBoxIntroView. */
export const BattleBoxIntro = observer(function BattleBoxIntro() {
  return (
    <BattleBoxIntroView {...useBattleBoxesScreen()} detailsHref={useHref('battleBoxDetails')} />
  );
});

/** /m/battleBoxDetails and /p/battleBoxDetails (module Battle): one battle box. */
export const BattleBoxDetails = observer(function BattleBoxDetails() {
  return (
    <BattleBoxDetailsView
      {...useBattleBoxesScreen()}
      detailsHref={useHref('battleBoxDetails')}
      createHref={useHref('createbattle')}
    />
  );
});
