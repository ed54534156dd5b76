import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DailyPrizeBoard } from './DailyPrizeBoard';
import { rankingMessages as m } from './messages';
import { useDailyRankBoard } from './useDailyRankBoard';

/** The daily prize board as a tab another screen shows beside its own (the battles' rank). */
export interface DailyPrizeTab {
  title: string;
  active: boolean;
  setActive(active: boolean): void;
  board: ReactNode;
}

/** The tab's state and content; call it from an observer. */
export function useDailyPrizeTab(): DailyPrizeTab {
  const intl = useIntl();
  const board = useDailyRankBoard();
  const [active, setActive] = useState(false);
  return {
    title: intl.formatMessage(m.tab),
    active,
    setActive,
    board: <DailyPrizeBoard {...board} />,
  };
}
