import type { ReserveEvent } from '@skinbox/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { refuse } from '../../testing/mockTransport';
import { takeReturnAddress } from '../../routing/returnAddress';
import { renderScreen } from '../../testing/renderScreen';
import { Reserve } from './Reserve';
import { HOUR_MS } from '@skinbox/rules';

function event(id: number, overrides: Partial<ReserveEvent> = {}): ReserveEvent {
  return {
    id,
    kind: 'event',
    name: `活动${id}`,
    details: '开箱返利加倍',
    boxId: null,
    opensAt: new Date(Date.now() + 2 * HOUR_MS).toISOString(),
    opened: false,
    reserved: false,
    reservations: 12,
    ...overrides,
  };
}

async function setup({
  signedIn = true,
  reserve,
}: {
  signedIn?: boolean;
  reserve?: (payload: Record<string, unknown>) => unknown;
} = {}) {
  const calls: Record<string, unknown>[] = [];
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: {
      ...baseRoutes(),
      '/api/reserve/list': () => ({
        serverNow: new Date().toISOString(),
        list: [
          event(1),
          event(2, { kind: 'box', boxId: 5, opened: true, opensAt: new Date().toISOString() }),
        ],
      }),
      '/api/reserve/reserve': (payload) => {
        calls.push(payload);
        return reserve ? reserve(payload) : event(1, { reserved: true, reservations: 13 });
      },
    },
  });
  if (signedIn) await store.user.loadInfo();
  renderScreen(<Reserve />, { store, path: '/m/reserve' });
  return { calls, store };
}

describe('/m/reserve', () => {
  it('lists the upcoming and the just opened, and reserves one', async () => {
    const { calls } = await setup();
    const [upcoming, opened] = (await screen.findAllByTestId('reserve-event')) as HTMLElement[];
    expect(within(upcoming as HTMLElement).getByText('活动1')).toBeInTheDocument();
    expect(within(upcoming as HTMLElement).getByText('12 人已预约')).toBeInTheDocument();
    expect(within(upcoming as HTMLElement).getByText('距开启')).toBeInTheDocument();
    expect(within(opened as HTMLElement).getByRole('link', { name: '前往参与' })).toHaveAttribute(
      'href',
      '/m/openbox?boxId=5',
    );
    await userEvent.click(
      within(upcoming as HTMLElement).getByRole('button', { name: '立即预约' }),
    );
    expect(calls).toEqual([{ eventId: 1 }]);
    expect(
      await within(upcoming as HTMLElement).findByText('预约成功，开启时将通过站内信通知您'),
    ).toBeInTheDocument();
    expect(within(upcoming as HTMLElement).getByRole('button', { name: '已预约' })).toBeDisabled();
    expect(within(upcoming as HTMLElement).getByText('13 人已预约')).toBeInTheDocument();
  });

  it('has its own bar with a way back, no site header', async () => {
    await setup();
    expect(await screen.findByRole('heading', { name: '活动预约' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回/ })).toBeInTheDocument();
  });

  it('asks a visitor to sign in, to come back here, instead of reserving', async () => {
    const { calls, store } = await setup({ signedIn: false });
    const [upcoming] = await screen.findAllByTestId('reserve-event');
    await userEvent.click(
      within(upcoming as HTMLElement).getByRole('button', { name: '登录后预约' }),
    );
    expect(store.ui.signInOpen).toBe(true);
    expect(takeReturnAddress(sessionStorage)).toBe('/m/reserve');
    expect(calls).toEqual([]);
  });

  it('keeps the event unreserved when the server refuses', async () => {
    await setup({ reserve: () => refuse('活动已开启，无需预约', 409) });
    const [upcoming] = await screen.findAllByTestId('reserve-event');
    await userEvent.click(
      within(upcoming as HTMLElement).getByRole('button', { name: '立即预约' }),
    );
    expect(await screen.findAllByTestId('reserve-event')).toHaveLength(2);
    expect(screen.queryByText('预约成功，开启时将通过站内信通知您')).toBeNull();
  });
});
