import type { Api, ApiResult, RankingDay } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useMemo, useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useCall, type CallState } from '../../shared/frame/useCall';

type AnswerOf<C> = C extends (...args: never[]) => Promise<ApiResult<infer T>> ? T : never;
export type RankingBoard = AnswerOf<Api['ranking']['board']>;

export interface DailyRankBoard {
  layout: Layout;
  signedIn: boolean;
  day: RankingDay;
  setDay(day: RankingDay): void;
  board: CallState<RankingBoard>;
  /** Today: milliseconds until the 00:00 settlement, from when the board arrived. */
  settlesInMs: number | null;
}

/**
 * The daily prize board's state (GAMES.md section 6): today's live board or yesterday's settled
 * one, and the signed-in player's place. The battles' rank screen shows it as a tab; /dailyRank
 * shows it on its own.
 */
export function useDailyRankBoard(): DailyRankBoard {
  const layout = useLayout();
  const root = useStores();
  const signedIn = root.user.isLoggedIn;
  const [day, setDay] = useState<RankingDay>('today');
  const board = useCall(() => root.api.ranking.board({ day }), `ranking:${day}:${signedIn}`);
  const shown = board.data;
  const settlesInMs = useMemo(
    () => (shown?.day === 'today' ? Math.max(0, Date.parse(shown.end) - Date.now()) : null),
    [shown],
  );
  return { layout, signedIn, day, setDay, board, settlesInMs };
}
