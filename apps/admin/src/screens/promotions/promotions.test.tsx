import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../testing/answering';
import { signedInConsole } from '../../testing/signedInConsole';

const page = (list: unknown[]) => ok({ list, total: list.length });
const packet = {
  id: 3,
  kind: 'lucky',
  period: 'day',
  status: 'active',
  terms: '0.08 to 0.88',
  paid: '41.20',
  receipts: 97,
  createdAt: '2026-11-20T08:00:00Z',
};
const LOADED = { timeout: 10_000 };

describe('the red packets screen', () => {
  it('sends a rebate packet the contract accepts and shows the economy refusing it', async () => {
    const ceiling = 'Rebate packets would pay 60 basis points together; the economy allows 50';
    const { sent } = signedInConsole('/promotions/red-packets', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/redPackets': page([packet]),
        '/api/admin/promotions/createRedPacket': refused(400, ceiling),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Kind', {}, LOADED), 'rebate');
    await user.selectOptions(screen.getByLabelText('Period'), 'week');
    await user.type(screen.getByLabelText('Rate (basis points, 20 = 0.20%)'), '30');
    await user.type(screen.getByLabelText('Cap'), '188.00');
    await user.click(screen.getByRole('button', { name: 'Create red packet' }));
    expect(await screen.findByText(ceiling)).toBeVisible();
    expect(sent('/api/admin/promotions/createRedPacket')).toEqual([
      { setup: { kind: 'rebate', period: 'week', rate: 30, cap: '188.00' }, reason: '' },
    ]);
  });

  it('refuses a form the contract refuses without asking the server', async () => {
    const { sent } = signedInConsole('/promotions/red-packets', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/redPackets': page([]),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Kind', {}, LOADED), 'password');
    await user.type(screen.getByLabelText('Amount (e.g. 88.00)'), '88.00');
    await user.click(screen.getByRole('button', { name: 'Create red packet' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(sent('/api/admin/promotions/createRedPacket')).toEqual([]);
  });

  it('closes an active packet behind a reason', async () => {
    const { sent } = signedInConsole('/promotions/red-packets', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/redPackets': page([packet]),
        '/api/admin/promotions/closeRedPacket': ok({ auditId: 9 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Close' }, LOADED));
    const dialog = await screen.findByRole('dialog', { name: 'Close red packet #3' });
    await user.type(within(dialog).getByRole('textbox'), 'ended early');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Red packet #3 closed')).toBeVisible();
    expect(sent('/api/admin/promotions/closeRedPacket')).toEqual([
      { packetId: 3, reason: 'ended early' },
    ]);
  });
});

describe('the coupons screen', () => {
  it('grants a coupon to the players pasted in', async () => {
    const coupon = {
      id: 5,
      names: { zh: '首充券', en: 'First top-up', vi: 'a', ko: 'b', tw: 'c' },
      amount: '5.00',
      discount: null,
      minRecharge: '50.00',
      validDays: 7,
      granted: 10,
      used: 2,
      createdAt: '2026-11-20T08:00:00Z',
    };
    const { sent } = signedInConsole('/promotions/coupons', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/coupons': page([coupon]),
        '/api/admin/promotions/grantCoupon': ok({ auditId: 4, granted: 2 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Grant' }, LOADED));
    await user.type(screen.getByLabelText('Player ids (commas or lines, at most 500)'), '1042, 7');
    await user.click(screen.getByRole('button', { name: 'Send the coupons' }));
    expect(await screen.findByText('Coupon #5 granted to 2 players')).toBeVisible();
    expect(sent('/api/admin/promotions/grantCoupon')).toEqual([
      { couponId: 5, userIds: [1042, 7], reason: '' },
    ]);
  });

  it('creates a discount coupon with its names in five languages', async () => {
    const { sent } = signedInConsole('/promotions/coupons', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/coupons': page([]),
        '/api/admin/promotions/createCoupon': ok({ auditId: 4, couponId: 6 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    for (const language of ['zh', 'en', 'vi', 'ko', 'tw'])
      await user.type(
        await screen.findByLabelText(`Name (${language})`, {}, LOADED),
        `Deal ${language}`,
      );
    await user.selectOptions(screen.getByLabelText('Value'), 'discount');
    await user.type(screen.getByLabelText('Discount (tenths, 88 = 12% off)'), '88');
    await user.type(screen.getByLabelText('Days valid'), '30');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Coupon #6 created')).toBeVisible();
    expect(sent('/api/admin/promotions/createCoupon')).toMatchObject([
      { names: { zh: 'Deal zh', tw: 'Deal tw' }, discount: 88, minRecharge: '0.00', validDays: 30 },
    ]);
  });
});

describe('the exchange codes screen', () => {
  it('creates a code for coins, written as the contract writes it', async () => {
    const { sent } = signedInConsole('/promotions/exchange-codes', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/exchangeCodes': page([]),
        '/api/admin/promotions/createExchangeCode': ok({ auditId: 8 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Code', {}, LOADED), 'gift2026');
    await user.type(screen.getByLabelText('Coins'), '8.80');
    await user.type(screen.getByLabelText('Uses (optional)'), '100');
    await user.click(screen.getByRole('button', { name: 'Create exchange code' }));
    expect(await screen.findByText('Exchange code GIFT2026 created')).toBeVisible();
    expect(sent('/api/admin/promotions/createExchangeCode')).toEqual([
      { code: 'GIFT2026', coins: '8.80', maxUses: 100, reason: '' },
    ]);
  });
});

describe('the activities screen', () => {
  it('switches a running festival off and shows what the server set', async () => {
    const written = { zh: '节日', en: 'Festival', vi: 'Lễ', ko: '축제', tw: '節日' };
    const festival = {
      enabled: true,
      id: 2,
      title: written,
      intro: written,
      startAt: '2026-11-01T00:00:00Z',
      endAt: '2026-12-01T00:00:00Z',
      goods: [{ key: 'knife', turnover: '5000.00', itemId: 12 }],
    };
    const { sent } = signedInConsole('/promotions/activity', {
      roles: ['owner'],
      answers: {
        '/api/admin/promotions/activity': ok({ festival }),
        '/api/admin/promotions/setActivity': ok({ auditId: 3, summary: ['festival: off'] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Switch off' }, LOADED));
    expect(await screen.findByText('festival: off')).toBeVisible();
    expect(sent('/api/admin/promotions/setActivity')).toEqual([
      { platformId: 1, setting: { kind: 'off', activity: 'festival' }, reason: '' },
    ]);
  });
});
