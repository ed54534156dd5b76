import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Page } from '../../shared/frame/Page';
import { DailyPrizeBoard } from './DailyPrizeBoard';
import { rankingMessages as m } from './messages';
import { useDailyRankBoard } from './useDailyRankBoard';

/**
 * /m/dailyRank and /p/dailyRank: the daily prize board on a page of its own, until the battles'
 * rank screen (/m/rank, /p/rank) shows it as a tab beside the battle winnings.
 */
export const DailyRank = observer(function DailyRank() {
  const intl = useIntl();
  const board = useDailyRankBoard();
  return (
    <Page layout={board.layout} title={intl.formatMessage(m.heading)}>
      <div css={{ maxWidth: 760, width: '100%', margin: '0 auto' }}>
        <DailyPrizeBoard {...board} />
      </div>
    </Page>
  );
});
