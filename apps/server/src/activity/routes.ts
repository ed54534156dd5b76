import {
  activity,
  centsToMoney,
  moneyToCents,
  NEW_YEAR_TICKETS,
  SocketCid,
  type Locale,
  type NewYearConfig,
} from '@skinbox/api';
import { toGoodsSummary } from '../catalogue/goods';
import { AppError } from '../http/errors';
import { route } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import { turnoverByPlayer } from '../ranking/turnover';
import { claimFestivalGoods, festivalGoods, openNewYearEnvelope } from './actions';
import { festivalClaimsOf, newYearDrawsOf, readActivityConfig } from './queries';
import { newYearWheel } from './rules/newYearWheel';
import { isLive } from './rules/window';

const window = (
  config: { id: number; title: Record<Locale, string>; intro: Record<Locale, string> } & {
    startAt: string;
    endAt: string;
  },
  locale: Locale,
  now: Date,
) => ({
  id: config.id,
  title: config.title[locale],
  intro: config.intro[locale],
  startAt: new Date(config.startAt).toISOString(),
  endAt: new Date(config.endAt).toISOString(),
  live: isLive(config, now),
});

/** Three places, as the odds of a new-year prize are shown: "60.000". */
const percentOf = (tickets: number) => ((tickets * 100) / NEW_YEAR_TICKETS).toFixed(3);

function presentDraw(
  newYear: NewYearConfig,
  locale: Locale,
  draw: {
    day: string;
    prize: number;
    cents: bigint;
    rollId: number;
    ticket: number;
    createdAt: Date;
  },
) {
  return {
    day: draw.day,
    prize: draw.prize,
    name: newYear.prizes[draw.prize]?.name[locale] ?? '',
    amount: centsToMoney(draw.cents),
    rollId: draw.rollId,
    ticket: draw.ticket,
    createdAt: draw.createdAt.toISOString(),
  };
}

/**
 * The festival and new-year activities (ActivityConfig): their pages' state, receiving a festival
 * goods prize (cid 102 to the winner) and opening the day's new-year envelope (cid 103).
 */
export function registerActivity({ app, db, config, hub, clock }: ModuleDeps) {
  const assets = config.ASSET_BASE_URL;

  const festivalOf = async (platformId: number) => {
    const { festival } = await readActivityConfig(db, platformId);
    return festival?.enabled ? festival : null;
  };
  const newYearOf = async (platformId: number) => {
    const { newYear } = await readActivityConfig(db, platformId);
    return newYear?.enabled ? newYear : null;
  };

  route(app, activity.festival, async ({ platformId }, { userId, locale }) => {
    const now = clock.now();
    const festival = await festivalOf(platformId);
    if (!festival) return { serverNow: now.toISOString(), activity: null };
    const start = new Date(festival.startAt);
    const until = new Date(Math.min(now.getTime(), Date.parse(festival.endAt)));
    const [items, turnover, claimed] = await Promise.all([
      festivalGoods(
        db,
        festival.goods.map((g) => g.itemId),
      ),
      userId === null || until <= start
        ? Promise.resolve(0n)
        : turnoverByPlayer(db, start, until, userId).then(([mine]) => mine?.cents ?? 0n),
      userId === null
        ? Promise.resolve(new Set<string>())
        : festivalClaimsOf(db, festival.id, userId),
    ]);
    const live = isLive(festival, now);
    return {
      serverNow: now.toISOString(),
      activity: {
        ...window(festival, locale, now),
        turnover: centsToMoney(turnover),
        prizes: festival.goods.flatMap((prize) => {
          const item = items.get(prize.itemId);
          if (!item) return [];
          const reached = turnover >= moneyToCents(prize.turnover);
          return [
            {
              key: prize.key,
              turnover: prize.turnover,
              goods: toGoodsSummary(item, locale, assets),
              state: claimed.has(prize.key)
                ? ('claimed' as const)
                : live && reached && userId !== null
                  ? ('claimable' as const)
                  : ('locked' as const),
            },
          ];
        }),
      },
    };
  });

  route(app, activity.claimGoods, async ({ platformId, key }, { userId, locale }) => {
    const festival = await festivalOf(platformId);
    if (!festival) throw new AppError(409, 'errors.activityClosed');
    const { item, bagItemId } = await claimFestivalGoods(db, festival, {
      userId,
      key,
      now: clock.now(),
    });
    const goods = toGoodsSummary(item, locale, assets);
    hub.sendToUser(userId, {
      cid: SocketCid.activityGoodsPrize,
      data: {
        activityId: festival.id,
        goodsName: goods.name,
        image: goods.image,
        price: goods.price,
      },
    });
    return { key, goods, bagItemId };
  });

  route(app, activity.newYear, async ({ platformId }, { userId, locale }) => {
    const now = clock.now();
    const newYear = await newYearOf(platformId);
    if (!newYear) return { serverNow: now.toISOString(), activity: null };
    const today = clock.period('day', now);
    const [turnover, draws] =
      userId === null
        ? [0n, []]
        : await Promise.all([
            turnoverByPlayer(db, today.start, now, userId).then(([mine]) => mine?.cents ?? 0n),
            newYearDrawsOf(db, newYear.id, userId),
          ]);
    const shown = draws.map((draw) => presentDraw(newYear, locale, draw));
    return {
      serverNow: now.toISOString(),
      activity: {
        ...window(newYear, locale, now),
        entryTurnover: newYear.entryTurnover,
        todayTurnover: centsToMoney(turnover),
        resetAt: today.end.toISOString(),
        today: shown.find((draw) => draw.day === today.key) ?? null,
        draws: shown,
        prizes: newYearWheel(newYear.prizes).map(({ index, prize, range }) => ({
          index,
          name: prize.name[locale],
          amount: prize.amount,
          probability: percentOf(range.to - range.from + 1),
          ticketFrom: range.from,
          ticketTo: range.to,
        })),
      },
    };
  });

  route(app, activity.openNewYear, async ({ platformId }, { userId, locale }) => {
    const newYear = await newYearOf(platformId);
    if (!newYear) throw new AppError(409, 'errors.activityClosed');
    const draw = await openNewYearEnvelope(db, clock, newYear, { userId, now: clock.now() });
    const shown = presentDraw(newYear, locale, draw);
    hub.sendToUser(userId, {
      cid: SocketCid.newYearPrize,
      data: { prizeName: shown.name, image: '', amount: shown.amount },
    });
    return shown;
  });
}
