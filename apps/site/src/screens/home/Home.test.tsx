import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { BOXES, baseRoutes, present } from '../game/testing/fixtures';
import { groupBoxes } from './categories';
import { Home } from './Home';

function setup() {
  const store = mockStore({ routes: baseRoutes() });
  const view = renderScreen(<Home layout="m" />, { store, path: '/m/home' });
  return { store, view };
}

describe('groupBoxes', () => {
  it('groups boxes by category, cheapest category first, dropping empty ones', () => {
    const groups = groupBoxes([...BOXES].reverse());
    expect(groups.map((g) => g.key)).toEqual(['entry', 'classic', 'legend']);
  });

  it('puts unknown categories last as other', () => {
    const groups = groupBoxes([{ ...present(BOXES[0]), category: 'mystery' }, present(BOXES[1])]);
    expect(groups.map((g) => g.key)).toEqual(['classic', 'other']);
  });
});

describe('Home', () => {
  it('lists the boxes under their categories, each linking to its opening page', async () => {
    setup();
    const link = await screen.findByRole('link', { name: /伽玛武器箱/ });
    expect(link).toHaveAttribute('href', '/m/openbox?boxId=3');
    expect(screen.getByRole('region', { name: '传奇箱' })).toContainElement(link);
  });

  it('on a phone shows the boxes once the live drops above them have answered, so they do not jump', async () => {
    let answer: (drops: unknown) => void = () => undefined;
    const routes = baseRoutes();
    const store = mockStore({
      routes: {
        ...routes,
        '/api/index/getAllOpenBoxRecords': (body) =>
          new Promise((resolve) => {
            answer = () => resolve(routes['/api/index/getAllOpenBoxRecords']?.(body));
          }),
      },
    });
    renderScreen(<Home layout="m" />, { store, path: '/m/home' });
    await screen.findByText('34,567');
    expect(screen.queryByRole('link', { name: /伽玛武器箱/ })).toBeNull();
    await act(async () => answer(null));
    expect(await screen.findByRole('link', { name: /伽玛武器箱/ })).toBeInTheDocument();
  });

  it('shows the live drops', async () => {
    setup();
    expect(await screen.findByText('玩家8888 从 反恐精英武器箱 开出')).toBeInTheDocument();
  });

  it('shows the platform statistics, and the online count from the socket once it beats', async () => {
    const { store } = setup();
    expect(await screen.findByText('34,567')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    store.realtime.setOnlineNum(57);
    expect(await screen.findByText('57')).toBeInTheDocument();
  });

  it('asks for the boxes again in a newly chosen language (names come translated)', async () => {
    let asked = 0;
    const store = mockStore({
      routes: {
        ...baseRoutes(),
        '/api/box/list': () => {
          asked += 1;
          return { list: BOXES, total: BOXES.length };
        },
      },
    });
    renderScreen(<Home layout="m" />, { store, path: '/m/home' });
    await screen.findByRole('link', { name: /伽玛武器箱/ });
    expect(asked).toBe(1);
    act(() => store.prefs.setLanguage('en'));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('34,567');
    await expectNoAxeViolations(view.container);
  });
});
