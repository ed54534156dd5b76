import type { RankingRow } from '@skinbox/api';
import type { RankingBoard } from './useDailyRankBoard';

const row = (
  rank: number,
  nickName: string,
  turnover: string,
  packet: string,
  poolShare: string,
): RankingRow => ({
  rank,
  userId: 100 + rank,
  nickName,
  avater: '',
  avaterFrame: '',
  isAnchor: rank === 2,
  turnover,
  packet,
  poolShare,
});

export function rankingBoard(day: 'today' | 'yesterday'): RankingBoard {
  return {
    day,
    date: day === 'today' ? '2026-11-20' : '2026-11-19',
    start: day === 'today' ? '2026-11-19T16:00:00.000Z' : '2026-11-18T16:00:00.000Z',
    end: day === 'today' ? '2026-11-20T16:00:00.000Z' : '2026-11-19T16:00:00.000Z',
    settled: day === 'yesterday',
    pool: '681.00',
    packets: ['198.00', '136.00', '116.00'],
    minTurnover: '18000.00',
    list:
      day === 'today'
        ? [
            row(1, '开箱之王', '25000.00', '198.00', '68.10'),
            row(2, '主播小七', '18000.00', '136.00', '68.10'),
            row(3, '幸运玩家', '900.00', '0.00', '0.00'),
          ]
        : [row(1, '昨日冠军', '30000.00', '198.00', '68.10')],
    me: day === 'today' ? { rank: 3, turnover: '900.00' } : { rank: null, turnover: '0.00' },
  };
}
