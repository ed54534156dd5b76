import { redPacketShares, sha256Hex } from '@skinbox/fairness';
import { describe, expect, it, vi } from 'vitest';
import { getBalanceCents } from '../money/ledger';
import { runOps } from '../ops/run';
import { creditRecharge } from '../recharge/credit';
import { runDueJobs } from '../runtime/jobs';
import { openForItems, playerWithCoins, siteBoxId } from '../testing/players';
import { checkedTestServer } from '../testing/checkedTestServer';
import { testClock } from '../testing/testClock';
import { moveLedgerRows, setVipLevel } from '../testing/databaseRows';
import { redPacketExpiryJob } from './jobs';

interface Packet {
  id: number;
  kind: string;
  state: 'receivable' | 'received' | 'locked';
  periodKey: string;
  amount?: string;
  recharged?: string;
  basis?: string;
  received: { amount: string; rollId: number | null } | null;
}
type Player = Awaited<ReturnType<typeof playerWithCoins>>;

describe('the red-packet centre', () => {
  const server = checkedTestServer();

  const list = async (player: Player) =>
    (await player.call<{ packets: Packet[] }>('/api/redpacket/list')).data.packets;
  const packetOf = async (player: Player, kind: string) => {
    const packet = (await list(player)).find((p) => p.kind === kind);
    if (!packet) throw new Error(`no ${kind} packet listed`);
    return packet;
  };
  const receive = (player: Player, id: number) =>
    player.call<{ amount: string; rollId: number | null; ticket: number | null }>(
      '/api/redpacket/receive',
      { id },
    );

  it('lists the seeded packets in SPEC’s order, locked for a visitor', async () => {
    const answer = await fetch(`${server().url}/api/redpacket/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { data } = (await answer.json()) as { data: { packets: Packet[] } };
    expect(data.packets.map((p) => p.kind)).toEqual(['lucky', 'recharge', 'rebate', 'loss', 'vip']);
    expect(data.packets.every((p) => p.state === 'locked' && p.received === null)).toBe(true);
  });

  it('pays a lucky packet once a day, its amount a verifiable roll', async () => {
    const player = await playerWithCoins(server(), 0n);
    const lucky = await packetOf(player, 'lucky');
    expect(lucky.state).toBe('receivable');
    const got = await receive(player, lucky.id);
    expect(got.code).toBe(0);
    const cents = Math.round(Number(got.data.amount) * 100);
    expect(cents).toBeGreaterThanOrEqual(8);
    expect(cents).toBeLessThanOrEqual(88);
    expect(await getBalanceCents(server().database.db, player.userId, 'amount')).toBe(
      BigInt(cents),
    );
    const proof = await player.call<{ game: string; ticket: number }>('/api/fairness/verify', {
      rollId: got.data.rollId,
    });
    expect(proof.data).toMatchObject({ game: 'redpacket', ticket: got.data.ticket });
    // 8 + ⌊(ticket − 1) × 81 / 100000⌋ cents.
    expect(cents).toBe(8 + Math.floor((((got.data.ticket ?? 1) - 1) * 81) / 100_000));
    const again = await receive(player, lucky.id);
    expect(again).toMatchObject({
      status: 409,
      msg: 'You have received this red packet for the period',
    });
    expect((await packetOf(player, 'lucky')).state).toBe('received');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(testClock.period('day').end);
    expect((await packetOf(player, 'lucky')).state).toBe('receivable');
    expect((await receive(player, lucky.id)).code).toBe(0);
  });

  it('pays the recharge packet once the day’s recharge reaches 100 coins', async () => {
    const player = await playerWithCoins(server(), 0n);
    const packet = await packetOf(player, 'recharge');
    expect(packet).toMatchObject({ state: 'locked', recharged: '0.00' });
    expect(await receive(player, packet.id)).toMatchObject({
      status: 409,
      msg: 'You do not meet the conditions of this red packet yet',
    });
    await creditRecharge(server().database.db, player.userId, 10_000n, 0n, 'test.recharge', 't');
    expect(await packetOf(player, 'recharge')).toMatchObject({
      state: 'receivable',
      recharged: '100.00',
    });
    expect((await receive(player, packet.id)).data.amount).toBe('1.88');
  });

  it('pays 0.20 % of yesterday’s turnover as the daily rebate, and nothing for today’s', async () => {
    const player = await playerWithCoins(server(), 500n);
    await openForItems(player, await siteBoxId(server(), 100), 2);
    const rebate = await packetOf(player, 'rebate');
    expect(rebate).toMatchObject({ state: 'locked', basis: '0.00', amount: '0.00' });
    const yesterday = new Date(testClock.period('day').start.getTime() - 3_600_000);
    await moveLedgerRows(server(), player.userId, 'box.open', yesterday);
    expect(await packetOf(player, 'rebate')).toMatchObject({
      state: 'receivable',
      basis: '200.00',
      amount: '0.40',
    });
    expect((await receive(player, rebate.id)).data.amount).toBe('0.40');
  });

  it('pays 0.30 % of last week’s net loss as the weekly loss packet', async () => {
    const player = await playerWithCoins(server(), 500n);
    // Three stakes and one sale: a loss unless that one drop is worth more than all three (one
    // stake sold back once returned more than it cost, in a full run).
    const [item] = await openForItems(player, await siteBoxId(server(), 100), 3);
    const sold = await player.call<{ credited: string }>('/api/user/sell', { ids: [item] });
    expect(sold.code).toBe(0);
    const lastWeek = new Date(testClock.period('week').start.getTime() - 86_400_000);
    await moveLedgerRows(server(), player.userId, 'box.open', lastWeek);
    await moveLedgerRows(server(), player.userId, 'bag.sell', lastWeek);
    const loss = await packetOf(player, 'loss');
    // A week that won leaves no loss to pay on: the basis never goes below zero.
    const lostCents = Math.max(0, 30_000 - Math.round(Number(sold.data.credited) * 100));
    expect(loss.basis).toBe((lostCents / 100).toFixed(2));
    const expected = Math.floor((lostCents * 30) / 10_000);
    expect(loss.amount).toBe((expected / 100).toFixed(2));
    expect(loss.state).toBe(expected > 0 ? 'receivable' : 'locked');
    if (expected > 0) expect((await receive(player, loss.id)).data.amount).toBe(loss.amount);
  });

  it('pays the VIP packet by level, never at VIP0', async () => {
    const player = await playerWithCoins(server(), 0n);
    const vip = await packetOf(player, 'vip');
    expect(vip).toMatchObject({ state: 'locked', amount: '0.00' });
    await setVipLevel(server(), player.userId, 3);
    expect((await receive(player, vip.id)).data.amount).toBe('0.38');
  });

  it('makes the VIP red packet a perk of the levels an open VIP packet pays', async () => {
    const player = await playerWithCoins(server(), 0n);
    const perks = async () =>
      (
        await player.call<{ list: Array<{ level: number; perks: string[] }> }>(
          '/api/user/getVipLevelList',
        )
      ).data.list.map((level) => level.perks.includes('vipRedPacket'));
    expect(await perks()).toEqual(Array.from({ length: 10 }, () => true));
    const vip = await packetOf(player, 'vip');
    await runOps(['red-packet-close', '--id', String(vip.id)], server().database);
    expect(await perks()).toEqual(Array.from({ length: 10 }, () => false));
    await expect(
      runOps(
        ['red-packet', '--kind', 'vip', '--period', 'week', '--vip', '0,0,1.88'],
        server().database,
      ),
    ).rejects.toThrow('--vip must be above zero');
    await runOps(
      ['red-packet', '--kind', 'vip', '--period', 'week', '--vip', '0.18,0.28'],
      server().database,
    );
    expect((await perks()).slice(0, 3)).toEqual([true, true, false]);
  });

  it('splits a password packet among its first claimants, exactly, and shows the split once closed', async () => {
    const [made] = await runOps(
      [
        'red-packet',
        '--kind',
        'password',
        '--password',
        'NEWYEAR88',
        '--amount',
        '10',
        '--count',
        '3',
      ],
      server().database,
    );
    const packetId = Number(/red packet (\d+)/.exec(made ?? '')?.[1]);
    const players = await Promise.all([0, 1, 2, 3].map(() => playerWithCoins(server(), 0n)));
    const [first, second, third, late] = players as [Player, Player, Player, Player];

    expect(await first.call('/api/redpacket/password', { password: 'NEWYEAR89' })).toMatchObject({
      status: 400,
      msg: 'Wrong red packet password',
    });
    const zh = await fetch(`${server().url}/api/redpacket/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
      body: JSON.stringify({ password: 'nope' }),
    });
    expect(((await zh.json()) as { msg: string }).msg).toBe('红包口令错误');

    const amounts: string[] = [];
    for (const player of [first, second, third]) {
      const got = await player.call<{ amount: string; seq: number; count: number }>(
        '/api/redpacket/password',
        { password: 'NEWYEAR88' },
      );
      expect(got.data).toMatchObject({ packetId, count: 3, seq: amounts.length + 1 });
      amounts.push(got.data.amount);
    }
    expect(amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0)).toBe(1000);
    expect(await first.call('/api/redpacket/password', { password: 'NEWYEAR88' })).toMatchObject({
      status: 409,
      msg: 'This red packet has been fully claimed',
    });
    expect(await late.call('/api/redpacket/password', { password: 'NEWYEAR88' })).toMatchObject({
      status: 409,
      msg: 'This red packet has been fully claimed',
    });

    const proof = await second.call<{
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
      shares: Array<{ seq: number; amount: string; mine: boolean }>;
    }>('/api/redpacket/proof', { packetId });
    expect(await sha256Hex(proof.data.serverSeed)).toBe(proof.data.serverSeedHash);
    const recomputed = await redPacketShares({
      serverSeed: proof.data.serverSeed,
      clientSeed: proof.data.clientSeed,
      totalCents: 1000,
      count: 3,
    });
    expect(proof.data.shares.map((s) => Math.round(Number(s.amount) * 100))).toEqual(recomputed);
    expect(proof.data.shares.map((s) => s.mine)).toEqual([false, true, false]);
    expect((await late.call('/api/redpacket/proof', { packetId })).status).toBe(404);
  });

  it('closes a password packet at its end by a job, and keeps its seed hidden until then', async () => {
    const [made] = await runOps(
      [
        'red-packet',
        '--kind',
        'password',
        '--password',
        'LATE',
        '--amount',
        '5',
        '--count',
        '5',
        '--hours',
        '1',
      ],
      server().database,
    );
    const packetId = Number(/red packet (\d+)/.exec(made ?? '')?.[1]);
    const player = await playerWithCoins(server(), 0n);
    expect((await player.call('/api/redpacket/password', { password: 'LATE' })).code).toBe(0);
    const sealed = await player.call<{ serverSeed: string | null }>('/api/redpacket/proof', {
      packetId,
    });
    expect(sealed.data.serverSeed).toBeNull();
    const db = server().database.db;
    const early = await runDueJobs(db, [redPacketExpiryJob], {
      now: new Date(Date.now() + 3_000_000),
    });
    expect(early.done).toBe(0);
    const due = await runDueJobs(db, [redPacketExpiryJob], {
      now: new Date(Date.now() + 3_700_000),
    });
    expect(due).toEqual({ done: 1, failures: [] });
    const other = await playerWithCoins(server(), 0n);
    expect(await other.call('/api/redpacket/password', { password: 'LATE' })).toMatchObject({
      status: 409,
      msg: 'This red packet has expired',
    });
    const open = await player.call<{ serverSeed: string | null }>('/api/redpacket/proof', {
      packetId,
    });
    expect(open.data.serverSeed).not.toBeNull();
  });

  it('lists what the player received, newest first', async () => {
    const player = await playerWithCoins(server(), 0n);
    await setVipLevel(server(), player.userId, 1);
    await receive(player, (await packetOf(player, 'vip')).id);
    await receive(player, (await packetOf(player, 'lucky')).id);
    const records = await player.call<{ total: number; list: Array<{ kind: string }> }>(
      '/api/redpacket/records',
      {},
    );
    expect(records.data.total).toBe(2);
    expect(records.data.list.map((r) => r.kind)).toEqual(['lucky', 'vip']);
  });

  it('refuses operator rates above the economy’s maximum', async () => {
    await expect(
      runOps(
        ['red-packet', '--kind', 'rebate', '--period', 'week', '--rate', '11', '--cap', '10'],
        server().database,
      ),
    ).rejects.toThrow(/31 basis points together; the economy allows 30/);
    await expect(
      runOps(
        ['red-packet', '--kind', 'lucky', '--period', 'day', '--min', '2', '--max', '1'],
        server().database,
      ),
    ).rejects.toThrow('The setting is not valid: max must not be below min');
  });

  it('refuses a visitor, an unknown packet and one an operator closed', async () => {
    const player = await playerWithCoins(server(), 0n);
    const lucky = await packetOf(player, 'lucky');
    const visitor = await fetch(`${server().url}/api/redpacket/receive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: lucky.id }),
    });
    expect(visitor.status).toBe(401);
    expect(await receive(player, 999_999)).toMatchObject({ status: 404 });
    const [made] = await runOps(
      ['red-packet', '--kind', 'lucky', '--period', 'month', '--min', '1', '--max', '2'],
      server().database,
    );
    const id = Number(/red packet (\d+)/.exec(made ?? '')?.[1]);
    expect((await list(player)).some((p) => p.id === id)).toBe(true);
    expect(await runOps(['red-packet-close', '--id', String(id)], server().database)).toEqual([
      `red packet ${id} closed`,
    ]);
    expect((await list(player)).some((p) => p.id === id)).toBe(false);
    expect(await receive(player, id)).toMatchObject({
      status: 404,
      msg: 'There is no such red packet',
    });
  });
});
