import { observer } from 'mobx-react-lite';
import { useHref } from '../../routing/layoutContext';
import { ModuleGate } from '../../shared/frame/ModuleGate';
import { BattleBoxDetailsView, BattleBoxIntroView } from './BattleBoxesView';
import { useBattleBoxesScreen } from './useBattleBoxesScreen';

const Intro = observer(function Intro() {
  return (
    <BattleBoxIntroView {...useBattleBoxesScreen()} detailsHref={useHref('battleBoxDetails')} />
  );
});

const Details = observer(function Details() {
  return (
    <BattleBoxDetailsView
      {...useBattleBoxesScreen()}
      detailsHref={useHref('battleBoxDetails')}
      createHref={useHref('createbattle')}
    />
  );
});

/** /m/battleBoxIntro (module Battle): the battle boxes shown by BattleBoxIntroView. */
export function BattleBoxIntro() {
  return (
    <ModuleGate module="Battle">
      <Intro />
    </ModuleGate>
  );
}

/** /m/battleBoxDetails and /p/battleBoxDetails (module Battle): one battle box. */
export function BattleBoxDetails() {
  return (
    <ModuleGate module="Battle">
      <Details />
    </ModuleGate>
  );
}
