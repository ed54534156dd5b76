// @vitest-environment node
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { loadCrashConfig } from '../crash/config';
import { stepCrashLoop } from '../crash/loop';
import { latestRound } from '../crash/queries';
import { crashesAt } from '../crash/rules/phases';
import { spreadBoxes, welfarePoints } from '../db/schema';
import { creditRecharge } from '../recharge/credit';
import { createRoom } from '../roll/actions';
import { rollJobs } from '../roll/jobs';
import { battleJobs } from '../battles/jobs';
import { runDueJobs } from '../runtime/jobs';
import {
  setActivity,
  cheapestItems,
  liveWindow,
  newYearTexts,
  prizeName,
} from '../testing/activityFixtures';
import { drawTimedBoxFor, timedBoxEntrants } from '../timebox/actions';
import { timedBox } from '../timebox/rules/boxes';
import { grantItems } from '../tradeup/testBag';
import { nextSiteTime, testClock } from '../testing/testClock';
import { moveLedgerRows, setVipLevel } from '../testing/databaseRows';
import { runOps } from '../ops/run';
import { apiCaller, type ApiAnswer } from '../testing/api';
import { playerWithCoins } from '../testing/players';
import { startTestServer, type TestServer } from '../testing/testServer';
import { HOUR_MS } from '@skinbox/rules';

/**
 * An outside verifier (issue 26): a player's own program, written only from the formulas the verify
 * pages state (STATED below: the English catalogue's `formula.*` texts word for word, which
 * packages/fairness/README.md repeats), with node:crypto and nothing of packages/fairness. A real
 * server (PGlite or PostgreSQL) produces every kind of random outcome the site has; the verifier
 * reads only what the API shows the player and re-derives each one. So a formula text that drifts
 * from the code fails here, and so does a code change the texts do not follow: the first test
 * holds the texts to the catalogue and the README, the rest hold the code to the texts.
 *
 * The fifteen kinds: box, ammobox, welfare, timebox, freecase, spread, turntable, newyear,
 * contract, lucky and redpacket rolls of a seed pair; the password red packet split; the roll room draw; the
 * battle (with bot seats); the crash point with its salted chain.
 */
const STATED = {
  encoding:
    'Encodings: every text is hashed as its UTF-8 bytes. A SHA-256 or HMAC-SHA256 result is written as 64 lowercase hex characters, and where a result is used again (as a key, in a message or hashed again) it is used as that 64-character text, never as the 32 bytes it spells. Numbers in messages are written in decimal without padding; the parts of a message are joined with a colon (:).',
  seedPair:
    'Seed pair: your server seed is 64 random hex characters; before any roll uses it you see its SHA-256. Your client seed is any text you choose (or one made for you). Each roll takes your next nonce, counting from 0. Changing your client seed reveals the old server seed, whose SHA-256 must be the one you saw, and starts a new pair at nonce 0.',
  roll: 'Roll(game, server seed, client seed, nonce, cursor): HMAC-SHA256 with key = the server seed and message = game:client seed:nonce:cursor. h = the first 13 hex characters of the result read as a number (its first 52 bits, big-endian). Ticket = floor(h / 2^52 × 100000) + 1, a whole number from 1 to 100000, computed in IEEE-754 double precision in that order (h / 2^52 is exact).',
  games:
    'Rolls with your seed pair use cursor 0 and these games: box (box openings), ammobox (ammo boxes), welfare (welfare boxes), timebox (timed boxes), freecase (free daily case), spread (invite reward boxes), turntable (lucky turntable), newyear (new-year envelopes), contract (contracts), lucky (lucky items), redpacket (lucky red packets). Opening n boxes at once takes n nonces in a row, one roll each.',
  ranges:
    'Ticket to outcome: each item or prize owns the range of tickets shown beside it (from–to). The ranges cover 1 to 100000 in the listed order without gaps; the one holding the ticket is the outcome. Each range is as wide as its weight / the sum of the weights × 100000 rounded to the nearest whole number (halves up), at least 1 and leaving at least 1 for every later entry; the last takes the rest.',
  lucky:
    'Lucky item: a try at a chance of c % (a whole number) is Roll(lucky, …) with your seed pair, and it wins when the ticket is at most c × 1000 (at 5 %, tickets 1 to 5000 win).',
  luckyPacket:
    'Lucky red packet: Roll(redpacket, …) with your seed pair gives the ticket, and you receive min + floor((ticket - 1) × (max - min + 1) / 100000) cents, where min and max are the packet’s bounds in cents.',
  contract:
    'Contract: the ladder’s rungs, cheapest first, own consecutive ticket ranges as wide as their shown ticket counts, starting at 1 and ending at 100000; the rung whose range holds the ticket of Roll(contract, …) with your seed pair is the item you receive.',
  battle:
    'Battle: when the room is made, its server seed (64 random hex characters) is fixed and its SHA-256 shown; the seed is revealed when the battle ends. Every seat has a user code: a player’s is the code sent when taking the seat, or else their client seed at that moment; if the creator sends a code when filling the room with bots, it replaces theirs; a bot’s is bot- followed by its seat number (bot-2, bot-3, …), fixed by this rule, so nobody chooses it. Public seed = SHA-256 of the user codes in seat order joined with colons. Round r on seat s (both counting from 1) is Roll(battle, room seed, public seed, r, s), and the item of that round’s box whose range holds the ticket drops.',
  rollRoom:
    'Roll room: when the room is made, its server seed (64 random hex characters) is fixed and its SHA-256 shown; the seed is revealed at the draw. Public seed = SHA-256 of the participants’ user ids in decimal, in join order, joined with colons (e.g. 17:4:1023). Prizes are drawn in the listed order, dearest first. Prize i (counting from 0) takes h = the first 52 bits of HMAC-SHA256(key = the room seed, message = roll:public seed:i:0) and goes to the participant at place floor(h × n / 2^52) (counting from 0, whole-number arithmetic) among the n participants not yet drawn, kept in join order. Nobody wins twice; prizes left when everyone has won go back.',
  passwordSplit:
    'Password red packet: when the packet is made, its seed (64 random hex characters) is fixed and its SHA-256 published; the seed is revealed when the packet closes. Claimants are numbered k = 0, 1, 2, … in claim order. With rest = the cents not yet paid out and left = the shares not yet taken, counting k: the last share takes rest; any other takes 1 + floor(h × u / 2^52) cents, where h = the first 52 bits of HMAC-SHA256(key = the packet seed, message = redpacket:password:k:0) and u = the smaller of floor(2 × rest / left) and rest - (left - 1). Whole-number arithmetic: every share is at least 1 cent and the shares add up to the total.',
  crashChain:
    'Crash chain: the operator draws a random seed and applies SHA-256 to it N + 1 times in a row; the last result is the terminal hash, published when the chain is committed, together with where its salt will come from: a public value that does not exist yet (such as the hash of a future Bitcoin block). The operator enters the salt once it exists; no round of the chain is played before. Round p of the chain (counting from 1) uses the hash p steps before the terminal hash, so SHA-256 of a round’s hash is the previous round’s hash, or the terminal hash for round 1.',
  crashPoint:
    'Crash point: X = the first 13 hex characters (52 bits, big-endian) of HMAC-SHA256(key = the round’s hash, message = crash:salt) read as a number and divided by 2^52. Crash point = max(1.00, floor(100 × (1 - e) / (1 - X)) / 100), where e is the round’s house edge (0.01 = 1 %), computed in IEEE-754 double precision in that order. Chains committed before salts existed used the message crash alone.',
};

/* The verifier, formula by formula: only node:crypto and the words above. */

/** formula.encoding: UTF-8 bytes in; a result is 64 lowercase hex characters, used again as text. */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmacSha256 = (key: string, message: string) =>
  createHmac('sha256', Buffer.from(key, 'utf8')).update(message, 'utf8').digest('hex');
/** "the first 13 hex characters of the result read as a number (its first 52 bits, big-endian)" */
const first52 = (hex: string) => BigInt(`0x${hex.slice(0, 13)}`);
const TWO_TO_52 = 2n ** 52n;

/** formula.roll */
function rollTicket(
  game: string,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: number,
) {
  const h = first52(hmacSha256(serverSeed, `${game}:${clientSeed}:${nonce}:${cursor}`));
  return Math.floor((Number(h) / 2 ** 52) * 100000) + 1;
}

interface Ranged {
  ticketFrom: number;
  ticketTo: number;
}
const width = (range: Ranged) => range.ticketTo - range.ticketFrom + 1;

/** formula.ranges: the ranges cover 1 to 100000 in the listed order; the one holding the ticket. */
function holding<T extends Ranged>(ranges: readonly T[], ticket: number): T {
  expect(ranges.map((r) => r.ticketFrom)).toEqual(
    ranges.map((_, i) => (i === 0 ? 1 : (ranges[i - 1]?.ticketTo ?? 0) + 1)),
  );
  expect(ranges.at(-1)?.ticketTo).toBe(100000);
  const found = ranges.find((r) => r.ticketFrom <= ticket && ticket <= r.ticketTo);
  if (!found) throw new Error(`no range holds ticket ${ticket}`);
  return found;
}

/** formula.ranges: each width from the weights, rounded half up, at least 1, the last the rest. */
function widthsOf(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let left = 100000;
  return weights.map((weight, i) => {
    const later = weights.length - i - 1;
    const wide =
      later === 0
        ? left
        : Math.min(left - later, Math.max(1, Math.floor((weight / total) * 100000 + 0.5)));
    left -= wide;
    return wide;
  });
}

/** formula.luckyPacket, in cents. */
const luckyPacketCents = (ticket: number, min: bigint, max: bigint) =>
  min + (BigInt(ticket - 1) * (max - min + 1n)) / 100000n;

/** formula.passwordSplit: every share in claim order, in cents. */
function passwordShares(seed: string, password: string, total: bigint, count: number) {
  const shares: bigint[] = [];
  let rest = total;
  for (let k = 0; k < count; k += 1) {
    const left = BigInt(count - k);
    let share = rest;
    if (left > 1n) {
      const h = first52(hmacSha256(seed, `redpacket:${password}:${k}:0`));
      const twice = (2n * rest) / left;
      const u = twice < rest - (left - 1n) ? twice : rest - (left - 1n);
      share = 1n + (h * u) / TWO_TO_52;
    }
    shares.push(share);
    rest -= share;
  }
  return shares;
}

/** formula.rollRoom: the public seed and the winners' ids in prize order. */
function rollRoomWinners(seed: string, ids: readonly number[], prizes: number) {
  const publicSeed = sha256(ids.join(':'));
  const left = [...ids];
  const winners: number[] = [];
  for (let i = 0; i < prizes && left.length > 0; i += 1) {
    const h = first52(hmacSha256(seed, `roll:${publicSeed}:${i}:0`));
    const place = Number((h * BigInt(left.length)) / TWO_TO_52);
    winners.push(left.splice(place, 1)[0] ?? 0);
  }
  return { publicSeed, winners };
}

/** formula.crashChain: how many SHA-256 steps lead from a round's hash to the terminal hash. */
function stepsToTerminal(hash: string, terminal: string, most: number) {
  let at = hash;
  for (let steps = 1; steps <= most; steps += 1) {
    at = sha256(at);
    if (at === terminal) return steps;
  }
  return null;
}

/** formula.crashPoint, in hundredths as the API writes multipliers (250 = 2.50x). */
function crashPointHundredths(hash: string, salt: string | null, edge: number) {
  const x = Number(first52(hmacSha256(hash, salt === null ? 'crash' : `crash:${salt}`))) / 2 ** 52;
  return Math.max(100, Math.floor((100 * (1 - edge)) / (1 - x)));
}

/** Money as the API writes it ("12.30") in cents. */
const cents = (money: string) => BigInt(money.replace('.', ''));

/* What the API shows a player (only the fields this verifier reads). */
interface Goods {
  goodsId: number;
  price: string;
}
interface Content extends Ranged {
  goods: Goods;
  probability: string;
}
interface Revealed {
  game: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  cursor: number;
  ticket: number;
}

let server: TestServer;

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer, answer.msg).toMatchObject({ code: 0 });
  return answer.data;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the formulas the verify pages state', () => {
  it('are the English catalogue’s and packages/fairness/README.md’s, word for word', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../../site/src/i18n/lang/en.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const readme = readFileSync(
      new URL('../../../../packages/fairness/README.md', import.meta.url),
      'utf8',
    );
    for (const [id, text] of Object.entries(STATED)) {
      expect(catalogue[`formula.${id}`]).toBe(text);
      expect(readme).toContain(text);
    }
    const stated = Object.keys(catalogue).filter(
      (key) => key.startsWith('formula.') && key !== 'formula.heading',
    );
    expect(stated.sort()).toEqual(
      Object.keys(STATED)
        .map((id) => `formula.${id}`)
        .sort(),
    );
  });
});

describe('an outside verifier re-derives what a real server produced', () => {
  it('every roll of a seed pair: box, ammobox, welfare, timebox, spread, turntable, newyear, contract, lucky, redpacket', async () => {
    const db = server.database.db;
    const alice = await playerWithCoins(server, 1000n);
    const shown = ok(
      await alice.call<{ serverSeedHash: string; clientSeed: string; nonce: number }>(
        '/api/fairness/current',
      ),
    );
    /** Each roll made: its game, what the player was shown, and what the ticket must have given. */
    const made: Array<{
      game: string;
      rollId: number;
      ticket: number;
      gave(ticket: number): void;
    }> = [];

    // Box openings: two at once, of a box from 5 coins (their turnover opens the envelope below).
    const box = ok(
      await alice.call<{ list: Array<{ boxId: number }> }>('/api/box/list', {
        type: 1,
        minPrice: '5',
      }),
    ).list[0];
    const boxDetail = ok(
      await alice.call<{ items: Content[] }>('/api/box/detail', { boxId: box?.boxId }),
    );
    const opened = ok(
      await alice.call<{
        results: Array<{ rollId: number; ticket: number; nonce: number; goods: Goods }>;
      }>('/api/box/open', { boxId: box?.boxId, count: 2 }),
    ).results;
    // "Opening n boxes at once takes n nonces in a row, one roll each."
    expect(opened.map((r) => r.nonce)).toEqual([shown.nonce, shown.nonce + 1]);
    for (const drop of opened) {
      made.push({
        game: 'box',
        ...drop,
        gave: (t) => expect(holding(boxDetail.items, t).goods.goodsId).toBe(drop.goods.goodsId),
      });
    }

    // An ammo box, with ammo refined from an item.
    const [refined] = await grantItems(server, alice.userId, 1, 5000);
    ok(await alice.call('/api/extend/userRefineGoods', { rucksackIds: [refined?.id] }));
    const [ammoBox] = ok(
      await alice.call<{ list: Array<{ boxId: number; price: string }> }>('/api/extend/ammoBoxes'),
    ).list.sort((a, b) => Number(cents(a.price) - cents(b.price)));
    const ammoDetail = ok(
      await alice.call<{ items: Content[] }>('/api/extend/ammoBoxDetail', {
        boxId: ammoBox?.boxId,
      }),
    );
    for (const drop of ok(
      await alice.call<{ results: Array<{ rollId: number; ticket: number; goods: Goods }> }>(
        '/api/extend/openAmmoBox',
        { boxId: ammoBox?.boxId },
      ),
    ).results) {
      made.push({
        game: 'ammobox',
        ...drop,
        gave: (t) => expect(holding(ammoDetail.items, t).goods.goodsId).toBe(drop.goods.goodsId),
      });
    }

    // A welfare box.
    await setVipLevel(server, alice.userId, 10);
    await db.insert(welfarePoints).values({ userId: alice.userId, points: 100_000 });
    const [tier] = ok(
      await alice.call<{ tiers: Array<{ tier: number; items: Content[] }> }>('/api/welfare/list'),
    ).tiers;
    // At noon on the site clock, inside the boxes' daily window.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nextSiteTime(12));
    const welfare = ok(
      await alice.call<{ rollId: number; ticket: number; goods: Goods }>('/api/welfare/open', {
        tier: tier?.tier,
      }),
    );
    vi.useRealTimers();
    made.push({
      game: 'welfare',
      ...welfare,
      gave: (t) => expect(holding(tier?.items ?? [], t).goods.goodsId).toBe(welfare.goods.goodsId),
    });

    // A timed box: recharged 100 in an hour, rolled at the hour's end.
    const hour = testClock.period('hour', new Date(Date.now() - 2 * HOUR_MS));
    await db.transaction((tx) =>
      creditRecharge(tx, alice.userId, 10_000n, 0n, 'recharge.card', `card:outside`),
    );
    await moveLedgerRows(
      server,
      alice.userId,
      'recharge.card',
      new Date(hour.start.getTime() + 1000),
    );
    await db.transaction(async (tx) => {
      const [entrant] = await timedBoxEntrants(tx, timedBox('hour'), hour);
      expect(entrant?.userId).toBe(alice.userId);
      if (entrant) {
        await drawTimedBoxFor(
          tx,
          timedBox('hour'),
          hour,
          {
            userId: entrant.userId,
            rechargedCents: entrant.cents,
          },
          new Date(),
        );
      }
    });
    const hourly = ok(
      await alice.call<{
        boxes: Array<{
          slot: string;
          items: Content[];
          lastDraw: { rollId: number; ticket: number; goods: Goods } | null;
        }>;
      }>('/api/timebox/list'),
    ).boxes.find((b) => b.slot === 'hour');
    const timed = hourly?.lastDraw;
    if (!hourly || !timed) throw new Error('the hourly box gave no roll');
    made.push({
      game: 'timebox',
      ...timed,
      gave: (t) => expect(holding(hourly.items, t).goods.goodsId).toBe(timed.goods.goodsId),
    });

    // A spread (invite) box.
    const invitee = await playerWithCoins(server, 0n);
    await db.insert(spreadBoxes).values({ inviterId: alice.userId, inviteeId: invitee.userId });
    const spreadBox = ok(
      await alice.call<{ box: { items: Content[] } | null }>('/api/spread/rules'),
    ).box;
    const spread = ok(
      await alice.call<{ rollId: number; ticket: number; goods: Goods }>('/api/spread/openBox'),
    );
    made.push({
      game: 'spread',
      ...spread,
      gave: (t) =>
        expect(holding(spreadBox?.items ?? [], t).goods.goodsId).toBe(spread.goods.goodsId),
    });

    // The week's turntable spin, on the wheel the player was shown.
    const wheel = ok(
      await alice.call<{ prizes: Array<Ranged & { index: number; probability: string }> }>(
        '/api/turntable/state',
      ),
    ).prizes;
    expect(wheel.map(width)).toEqual(widthsOf(wheel.map((p) => Number(p.probability))));
    const spin = ok(
      await alice.call<{ rollId: number; ticket: number; prize: number }>('/api/turntable/spin'),
    );
    made.push({
      game: 'turntable',
      ...spin,
      gave: (t) => expect(holding(wheel, t).index).toBe(spin.prize),
    });

    // A new-year envelope, its prizes' ranges from their odds.
    await setActivity(server, 'newYear', 'outside-verifier-newyear', {
      id: 261,
      ...newYearTexts,
      ...liveWindow(),
      entryTurnover: '8.00',
      prizes: [
        { name: prizeName('福', 'Fortune'), amount: '0.01', tickets: 60_000 },
        { name: prizeName('禄', 'Prosperity'), amount: '0.02', tickets: 40_000 },
      ],
      redPacket: { amount: '0.01', period: 'day' },
    });
    const envelopes =
      ok(
        await alice.call<{
          activity: { prizes: Array<Ranged & { index: number; probability: string }> } | null;
        }>('/api/activity/newYear'),
      ).activity?.prizes ?? [];
    expect(envelopes.map(width)).toEqual(widthsOf(envelopes.map((p) => Number(p.probability))));
    const envelope = ok(
      await alice.call<{ rollId: number; ticket: number; prize: number }>(
        '/api/activity/openNewYear',
      ),
    );
    made.push({
      game: 'newyear',
      ...envelope,
      gave: (t) => expect(holding(envelopes, t).index).toBe(envelope.prize),
    });

    // A contract: the ladder cheapest first, each rung as wide as its tickets.
    const offered = (await grantItems(server, alice.userId, 3, 1000)).map((item) => item.id);
    const preview = ok(
      await alice.call<{ ladder: Array<Ranged & { tickets: number; goods: Goods }> }>(
        '/api/extend/contractPreview',
        { rucksackIds: offered },
      ),
    );
    const prices = preview.ladder.map((rung) => cents(rung.goods.price));
    expect(prices).toEqual([...prices].sort((a, b) => Number(a - b)));
    expect(preview.ladder.map(width)).toEqual(preview.ladder.map((rung) => rung.tickets));
    const signed = ok(
      await alice.call<{ rollId: number; ticket: number; rung: number }>(
        '/api/extend/signContract',
        {
          rucksackIds: offered,
          ladderGoodsIds: preview.ladder.map((rung) => rung.goods.goodsId),
        },
      ),
    );
    made.push({
      game: 'contract',
      ...signed,
      gave: (t) => expect(preview.ladder.indexOf(holding(preview.ladder, t))).toBe(signed.rung),
    });

    // Lucky tries at two chances.
    const [target] = ok(
      await alice.call<{ list: Goods[] }>('/api/lucky/goods', { sort: 'priceAsc', minPrice: '5' }),
    ).list;
    for (const chance of [5, 80]) {
      const attempt = ok(
        await alice.call<{ rollId: number; ticket: number; won: boolean; winningTickets: number }>(
          '/api/lucky/try',
          { goodsId: target?.goodsId, chance },
        ),
      );
      expect(attempt.winningTickets).toBe(chance * 1000);
      made.push({
        game: 'lucky',
        ...attempt,
        gave: (t) => expect(attempt.won).toBe(t <= chance * 1000),
      });
    }

    // A lucky red packet, its amount between the bounds the centre lists.
    await runOps(
      ['red-packet', '--kind', 'lucky', '--period', 'day', '--min', '0.10', '--max', '0.88'],
      server.database,
    );
    const lucky = ok(
      await alice.call<{
        packets: Array<{ id: number; kind: string; minAmount?: string; maxAmount?: string }>;
      }>('/api/redpacket/list'),
    ).packets.find((packet) => packet.kind === 'lucky');
    const receipt = ok(
      await alice.call<{ rollId: number; ticket: number; amount: string }>(
        '/api/redpacket/receive',
        { id: lucky?.id },
      ),
    );
    made.push({
      game: 'redpacket',
      ...receipt,
      gave: (t) =>
        expect(
          luckyPacketCents(t, cents(lucky?.minAmount ?? ''), cents(lucky?.maxAmount ?? '')),
        ).toBe(cents(receipt.amount)),
    });

    // The player changes the client seed: the server seed is revealed and every roll re-derived.
    const { revealed } = ok(
      await alice.call<{ revealed: { serverSeed: string; clientSeed: string; rolls: number } }>(
        '/api/fairness/changeClientSeed',
        { clientSeed: 'outside verifier' },
      ),
    );
    expect(sha256(revealed.serverSeed)).toBe(shown.serverSeedHash);
    expect(revealed.clientSeed).toBe(shown.clientSeed);
    const nonces: number[] = [];
    for (const roll of made) {
      const record = ok(
        await alice.call<Revealed>('/api/fairness/verify', { rollId: roll.rollId }),
      );
      expect(record).toMatchObject({
        game: roll.game,
        serverSeed: revealed.serverSeed,
        clientSeed: shown.clientSeed,
        cursor: 0,
        ticket: roll.ticket,
      });
      const ticket = rollTicket(roll.game, revealed.serverSeed, record.clientSeed, record.nonce, 0);
      expect(ticket, `${roll.game} roll ${roll.rollId}`).toBe(roll.ticket);
      roll.gave(ticket);
      nonces.push(record.nonce);
    }
    // "Each roll takes your next nonce, counting from 0": every one of this pair's, once.
    expect(nonces.sort((a, b) => a - b)).toEqual(made.map((_, i) => shown.nonce + i));
    expect(revealed.rolls).toBe(shown.nonce + made.length);
    expect(new Set(made.map((roll) => roll.game)).size).toBe(10);
  });

  it('a password red packet’s split, from the seed committed before the claims', async () => {
    const printed = await runOps(
      [
        'red-packet',
        '--kind',
        'password',
        '--password',
        'OUTSIDE88',
        '--amount',
        '8.88',
        '--count',
        '3',
      ],
      server.database,
    );
    const committed = /server seed hash ([0-9a-f]{64})/.exec(printed.join('\n'))?.[1];
    const claimants = await Promise.all([1, 2, 3].map(() => playerWithCoins(server, 0n)));
    const claimed = [];
    for (const claimant of claimants) {
      claimed.push(
        ok(
          await claimant.call<{ packetId: number; seq: number; amount: string }>(
            '/api/redpacket/password',
            { password: 'OUTSIDE88' },
          ),
        ),
      );
    }
    const proof = ok(
      (await claimants[0]?.call<{
        total: string;
        count: number;
        serverSeedHash: string;
        serverSeed: string | null;
        clientSeed: string;
        shares: Array<{ seq: number; amount: string }>;
      }>('/api/redpacket/proof', { packetId: claimed[0]?.packetId })) ?? ({} as never),
    );
    if (proof.serverSeed === null) throw new Error('the closed packet kept its seed');
    expect(proof.serverSeedHash).toBe(committed);
    expect(sha256(proof.serverSeed)).toBe(committed);
    const shares = passwordShares(
      proof.serverSeed,
      proof.clientSeed,
      cents(proof.total),
      proof.count,
    );
    expect(shares.reduce((sum, share) => sum + share, 0n)).toBe(888n);
    expect(proof.shares.map((share) => cents(share.amount))).toEqual(shares);
    for (const claim of claimed) expect(cents(claim.amount)).toBe(shares[claim.seq - 1]);
  });

  it('a roll room’s winners, dearest prize first', async () => {
    const db = server.database.db;
    const items = await cheapestItems(server, 3);
    const jobs = rollJobs(server.hub);
    const rollId = await createRoom(
      db,
      jobs,
      {
        name: 'outside verifier',
        cap: 10,
        drawAt: new Date(Date.now() + HOUR_MS),
        prizes: { from: 'house', itemIds: [items[0]?.id ?? 0, items[2]?.id ?? 0] },
      },
      new Date(),
    );
    type Detail = {
      prizes: Array<{ position: number; goods: Goods; winner: { userId: number } | null }>;
      seeds: {
        serverSeedHash: string;
        serverSeed: string | null;
        publicSeed: string | null;
        participantIds: number[];
        draws: Array<{ prize: number; ticket: number; position: number; userId: number }>;
      };
    };
    const players = [];
    for (let i = 0; i < 3; i += 1) {
      const player = await playerWithCoins(server, 0n);
      ok(await player.call('/api/roll/join', { rollId }));
      players.push(player);
    }
    const before = ok(
      (await players[0]?.call<Detail>('/api/roll/detail', { rollId })) ?? ({} as never),
    );
    await runDueJobs(db, Object.values(jobs), { now: new Date(Date.now() + 2 * HOUR_MS) });
    const after = ok(
      (await players[0]?.call<Detail>('/api/roll/detail', { rollId })) ?? ({} as never),
    );
    const { serverSeed, participantIds } = after.seeds;
    if (serverSeed === null) throw new Error('the drawn room kept its seed');
    expect(sha256(serverSeed)).toBe(before.seeds.serverSeedHash);
    expect(participantIds).toEqual(players.map((p) => p.userId));
    const prizes = [...after.prizes].sort((a, b) => a.position - b.position);
    const prices = prizes.map((prize) => cents(prize.goods.price));
    expect(prices).toEqual([...prices].sort((a, b) => Number(b - a)));
    const { publicSeed, winners } = rollRoomWinners(serverSeed, participantIds, prizes.length);
    expect(after.seeds.publicSeed).toBe(publicSeed);
    expect(prizes.map((prize) => prize.winner?.userId)).toEqual(winners);
    expect(after.seeds.draws.map((draw) => draw.ticket)).toEqual(
      prizes.map((_, i) => rollTicket('roll', serverSeed, publicSeed, i, 0)),
    );
  });

  it('a battle filled with bots: codes, public seed and every drop', async () => {
    const bob = await playerWithCoins(server, 1000n);
    const [battleBox] = ok(
      await bob.call<{ list: Array<{ boxId: number }> }>('/api/box/list', { type: 2 }),
    ).list;
    const room = ok(
      await bob.call<{ battleId: number; serverSeedHash: string }>('/api/battle/create', {
        boxes: [{ boxId: battleBox?.boxId, count: 2 }],
        seats: 3,
        mode: 'classic',
      }),
    );
    ok(
      await bob.call('/api/battle/fillBots', {
        battleId: room.battleId,
        userCode: 'made by bob after the commitment',
      }),
    );
    await runDueJobs(server.database.db, Object.values(battleJobs(loadConfig({}), server.hub)), {
      now: new Date(Date.now() + HOUR_MS),
    });
    const proof = ok(
      await bob.call<{
        serverSeed: string;
        serverSeedHash: string;
        userCodes: string[];
        publicSeed: string;
        rounds: Array<{
          round: number;
          boxId: number;
          drops: Array<{ seat: number; ticket: number; goods: Goods }>;
        }>;
        boxes: Array<{ boxId: number; items: Content[] }>;
      }>('/api/battle/verify', { battleId: room.battleId }),
    );
    expect(sha256(proof.serverSeed)).toBe(room.serverSeedHash);
    expect(proof.userCodes).toEqual(['made by bob after the commitment', 'bot-2', 'bot-3']);
    const publicSeed = sha256(proof.userCodes.join(':'));
    expect(proof.publicSeed).toBe(publicSeed);
    expect(proof.rounds.flatMap((round) => round.drops)).toHaveLength(6);
    for (const round of proof.rounds) {
      const items = proof.boxes.find((b) => b.boxId === round.boxId)?.items ?? [];
      for (const drop of round.drops) {
        const ticket = rollTicket('battle', proof.serverSeed, publicSeed, round.round, drop.seat);
        expect(drop.ticket).toBe(ticket);
        expect(holding(items, ticket).goods.goodsId).toBe(drop.goods.goodsId);
      }
    }
  });

  it('crash points of a chain committed before its salt', async () => {
    const printed = await runOps(
      ['crash-chain', '--rounds', '3', '--salt-source', 'the hash of Bitcoin block 950000'],
      server.database,
    );
    const terminal = /terminal hash ([0-9a-f]{64})/.exec(printed.join('\n'))?.[1] ?? '';
    const chainId = /crash chain (\d+) /.exec(printed[0] ?? '')?.[1] ?? '';
    const visitor = apiCaller(server);
    type Chain = { terminalHash: string; saltSource: string | null; salt: string | null };
    const unsalted = ok(await visitor<{ chain: Chain; round: unknown }>('/api/crash/state'));
    expect(unsalted).toMatchObject({ round: null, chain: { terminalHash: terminal, salt: null } });
    const salt = '00000000000000000001a2c9c0d6d5e4a4b7a43e2f0a8c1d3e5f7a9b1c3d5e7f';
    await runOps(['crash-chain', '--chain', chainId, '--salt', salt], server.database);

    const db = server.database.db;
    const config = loadCrashConfig({ CRASH_DEMO_CHAIN: '0' });
    const deps = { db, hub: server.hub, config };
    let at = Date.now();
    await stepCrashLoop(deps, at);
    for (let played = 0; played < 3; played += 1) {
      const round = await latestRound(db);
      if (!round) throw new Error('the loop opened no round');
      at = crashesAt({ startsAt: round.startsAt.getTime(), crashPoint: round.crashPoint });
      await stepCrashLoop(deps, at);
      await stepCrashLoop(deps, at + config.pauseMs);
    }
    const shown = ok(await visitor<{ chain: Chain }>('/api/crash/state')).chain;
    expect(shown).toMatchObject({
      terminalHash: terminal,
      salt,
      saltSource: 'the hash of Bitcoin block 950000',
    });
    const history = ok(
      await visitor<{ list: Array<{ roundId: number }> }>('/api/crash/history', { pageSize: 10 }),
    ).list;
    expect(history).toHaveLength(3);
    for (const { roundId } of history) {
      const round = ok(
        await visitor<{
          hash: string;
          commitment: string;
          crashPoint: number;
          houseEdge: number;
          position: number;
          terminalHash: string;
          salt: string | null;
        }>('/api/crash/verify', { roundId }),
      );
      expect(round).toMatchObject({ terminalHash: terminal, salt });
      expect(sha256(round.hash)).toBe(round.commitment);
      expect(stepsToTerminal(round.hash, terminal, 3)).toBe(round.position);
      expect(crashPointHundredths(round.hash, salt, round.houseEdge)).toBe(round.crashPoint);
    }
  });
});
