import { FormLayout } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useText } from '../../i18n/useText';
import { pageStyle } from '../../shared/formStyles';
import { useConsole } from '../../stores/storeContext';
import { BattleSchedule } from './BattleSchedule';
import { CrashChain } from './CrashChain';
import { OfficialBattle } from './OfficialBattle';
import { RollRooms } from './RollRooms';

/**
 * The house's games: official battles (kept open by the schedule, or one now), official roll
 * rooms and, for the owner, the crash chain's rotation.
 */
const GamesScreen = observer(function GamesScreen() {
  const { session } = useConsole();
  const t = useText();
  return (
    <div css={pageStyle}>
      <h1>{t('nav.games')}</h1>
      <FormLayout labelWidth={200}>
        <BattleSchedule />
        <OfficialBattle />
        <RollRooms />
        {session.may('games.crashChain') && <CrashChain />}
      </FormLayout>
    </div>
  );
});

export default GamesScreen;
