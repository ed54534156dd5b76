import type { RankRow } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useCall } from '../../shared/frame/useCall';

export type RankPeriod = 'day' | 'week';

export interface BattleRankScreen {
  layout: Layout;
  period: RankPeriod;
  setPeriod(period: RankPeriod): void;
  loading: boolean;
  rows: readonly RankRow[] | null;
  /** The period's bounds on the site clock. */
  range: { start: string; end: string } | null;
  viewerId: number | null;
}

/** BattleRank's state (GAMES.md section 1): the winnings board for today or this week. */
export function useBattleRankScreen(): BattleRankScreen {
  const layout = useLayout();
  const { api, user } = useStores();
  const [period, setPeriod] = useState<RankPeriod>('day');
  const board = useCall(() => api.battle.rank({ period }), period);
  const data = board.data?.period === period ? board.data : null;
  return {
    layout,
    period,
    setPeriod,
    loading: board.loading,
    rows: data?.list ?? null,
    range: data ? { start: data.start, end: data.end } : null,
    viewerId: user.isLoggedIn ? user.userId : null,
  };
}
