import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../testing/answering';
import { signedInConsole } from '../../testing/signedInConsole';

const LOADED = { timeout: 10_000 };
const knife = {
  goodsId: 301,
  name: 'Karambit | Fade',
  image: '/img/301.png',
  quality: 'covert',
  exterior: 'Factory New',
  category: 'knife',
  price: '1200.00',
  modelPrice: '1200.00',
  overridePrice: null,
  replaceStock: 12,
};
const moved = (rtpAfter: number, overCeiling: boolean) => ({
  boxes: [
    {
      boxId: 4,
      name: 'Classic',
      enabled: true,
      targetRtp: 0.92,
      rtpBefore: 0.9287,
      rtpAfter,
      overCeiling,
    },
  ],
});

describe('the items screen', () => {
  it('shows the boxes a price moves before setting it, and sets only the price previewed', async () => {
    const { sent } = signedInConsole('/items', {
      roles: ['content'],
      answers: {
        '/api/admin/catalogue/items': ok({ list: [knife], total: 1 }),
        '/api/admin/catalogue/previewPrice': ok(moved(0.9412, false)),
        '/api/admin/catalogue/setPrice': ok({ auditId: 8, ...moved(0.9412, false) }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Karambit | Fade', {}, LOADED));
    const override = screen.getByLabelText('Override price');
    await user.type(override, '1300.00');
    const set = screen.getByRole('button', { name: 'Set price' });
    expect(set).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Preview effect' }));
    expect(await screen.findByText('94.12%')).toBeVisible();
    expect(screen.getByText('92.87%')).toBeVisible();
    await user.type(screen.getByLabelText('Reason (required for a price)'), 'market moved');
    await user.click(set);
    expect(await screen.findByText('Item 301 now costs 1300.00')).toBeVisible();
    expect(sent('/api/admin/catalogue/previewPrice')).toEqual([{ goodsId: 301, price: '1300.00' }]);
    expect(sent('/api/admin/catalogue/setPrice')).toEqual([
      { goodsId: 301, price: '1300.00', reason: 'market moved' },
    ]);
  });

  it('warns when a published box would pass the ceiling', async () => {
    signedInConsole('/items', {
      roles: ['content'],
      answers: {
        '/api/admin/catalogue/items': ok({ list: [knife], total: 1 }),
        '/api/admin/catalogue/previewPrice': ok(moved(0.99, true)),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Karambit | Fade', {}, LOADED));
    await user.type(screen.getByLabelText('Override price'), '9000.00');
    await user.click(screen.getByRole('button', { name: 'Preview effect' }));
    expect(
      await screen.findByText(
        '1 published boxes would pass the RTP ceiling; the price will be refused',
      ),
    ).toBeVisible();
  });

  it('sets the replacement stock', async () => {
    const { sent } = signedInConsole('/items', {
      roles: ['content'],
      answers: {
        '/api/admin/catalogue/items': ok({ list: [knife], total: 1 }),
        '/api/admin/catalogue/setStock': ok({ auditId: 9 }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Karambit | Fade', {}, LOADED));
    const stock = screen.getByLabelText('Replacement stock');
    await user.clear(stock);
    await user.type(stock, '40');
    await user.click(screen.getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByText('Replacement stock of item 301 set to 40')).toBeVisible();
    expect(sent('/api/admin/catalogue/setStock')).toEqual([
      { goodsId: 301, stock: 40, reason: '' },
    ]);
  });

  it('lists the items for finance without the price editor', async () => {
    signedInConsole('/items', {
      roles: ['finance'],
      answers: { '/api/admin/catalogue/items': ok({ list: [knife], total: 1 }) },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('Karambit | Fade', {}, LOADED));
    expect(screen.queryByLabelText('Override price')).toBeNull();
  });
});
