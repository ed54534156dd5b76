import { centsToMoney, moneyToCents } from '@skinbox/api';
import { eq } from 'drizzle-orm';
import { festivalGoods } from '../activity/actions';
import { readActivityConfig } from '../activity/queries';
import type { Db } from '../db/database';
import { redPackets } from '../db/schema';
import { packetFromRow } from '../redpackets/rules/packets';
import { TASKS, isCoinGoal } from '../tasks/rules/catalogue';
import { festivalShare, newYearShare } from '../economy/rules/promotions';
import type { RewardCost } from '../economy/rules/rewards';

const coins = (cents: bigint | number) => Number(cents) / 100;

const TASK_TAKES: Record<string, (goal: bigint) => string> = {
  boxSpend: (goal) => `${centsToMoney(goal)} coins of box turnover`,
  battleSpend: (goal) => `${centsToMoney(goal)} coins staked in battles`,
  recharge: (goal) => `recharge ${centsToMoney(goal)}`,
  signin: (goal) => `${goal} sign-ins`,
  invite: (goal) => `${goal} invited players recharging 100`,
};

/**
 * What the promotions of issue 18 cost per player and period at today's settings and prices
 * (the open red packets, the tasks, the configured activities of platform 1), for the `economy`
 * ops verb beside the other rewards.
 */
export async function promotionCostReport(db: Db): Promise<RewardCost[]> {
  const rows: RewardCost[] = [];
  const open = await db.select().from(redPackets).where(eq(redPackets.status, 'active'));
  for (const packet of open.map(packetFromRow)) {
    const name = `red packet ${packet.id} ${packet.kind}`;
    switch (packet.kind) {
      case 'password':
        rows.push({
          reward: name,
          per: 'once',
          coinsPerPlayer: coins(packet.totalCents) / packet.count,
          takes: `the password, ${packet.count} players share ${centsToMoney(packet.totalCents)}`,
          share: null,
        });
        break;
      case 'activity':
        rows.push({
          reward: name,
          per: packet.period,
          coinsPerPlayer: coins(packet.amountCents),
          takes: `nothing, while activity ${packet.activityId} runs`,
          share: null,
        });
        break;
      case 'lucky':
        rows.push({
          reward: name,
          per: packet.period,
          coinsPerPlayer: coins(packet.minCents + packet.maxCents) / 2,
          takes: 'nothing',
          share: null,
        });
        break;
      case 'recharge':
        rows.push({
          reward: name,
          per: packet.period,
          coinsPerPlayer: coins(packet.amountCents),
          takes: `recharge ${centsToMoney(packet.thresholdCents)} in the ${packet.period}`,
          share: Number(packet.amountCents) / Number(packet.thresholdCents),
        });
        break;
      case 'rebate':
      case 'loss':
        rows.push({
          reward: name,
          per: packet.period,
          coinsPerPlayer: coins(packet.capCents),
          takes: `${packet.kind === 'rebate' ? 'turnover' : 'net loss'} of the last ${packet.period} (at most)`,
          share: packet.rateBasisPoints / 10_000,
        });
        break;
      case 'vip':
        rows.push({
          reward: name,
          per: packet.period,
          coinsPerPlayer: coins(packet.vipCents.at(-1) ?? 0n),
          takes: `VIP1 to VIP${packet.vipCents.length} (the top level's amount)`,
          share: null,
        });
        break;
    }
  }
  for (const task of TASKS) {
    rows.push({
      reward: `task ${task.id}`,
      per: task.period,
      coinsPerPlayer: coins(task.rewardCents),
      takes: TASK_TAKES[task.kind]?.(task.goal) ?? task.kind,
      share: isCoinGoal(task.kind) ? Number(task.rewardCents) / Number(task.goal) : null,
    });
  }
  const { festival, newYear } = await readActivityConfig(db, 1);
  if (festival?.enabled) {
    const items = await festivalGoods(
      db,
      festival.goods.map((g) => g.itemId),
    );
    const prizes = festival.goods.map((g) => ({
      turnoverCents: moneyToCents(g.turnover),
      valueCents: BigInt(items.get(g.itemId)?.priceCents ?? 0),
    }));
    rows.push({
      reward: `festival ${festival.id} goods`,
      per: 'once',
      coinsPerPlayer: coins(prizes.reduce((sum, p) => sum + p.valueCents, 0n)),
      takes: `turnover during the festival, up to ${festival.goods.at(-1)?.turnover ?? '0.00'}`,
      share: festivalShare(prizes),
    });
  }
  if (newYear?.enabled) {
    const prizes = newYear.prizes.map((p) => ({
      amountCents: moneyToCents(p.amount),
      tickets: p.tickets,
    }));
    const entry = moneyToCents(newYear.entryTurnover);
    const share = newYearShare(prizes, entry);
    rows.push({
      reward: `new-year ${newYear.id} envelope`,
      per: 'day',
      coinsPerPlayer: share * coins(entry),
      takes: `${newYear.entryTurnover} coins of turnover in the day`,
      share,
    });
  }
  return rows;
}
