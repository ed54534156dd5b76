import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { BOXES, TOKEN, baseRoutes, present } from '../../testing/gameFixtures';
import type { MockRoutes } from '../../testing/mockTransport';
import { groupBoxes } from './categories';
import { Home } from './Home';

const BANNERS = [
  { id: 1, image: '/b/1.svg', link: '/fairness', title: 'Fair', sort: 1 },
  { id: 2, image: '/b/2.svg', link: '', title: 'Cases', sort: 2 },
];

/** The module switches as the site's start-up loads them: BlindBox on unless said otherwise. */
function withModules(routes: MockRoutes, blindBox = 1): MockRoutes {
  return {
    ...routes,
    '/api/index/getModuleList': () => [
      { name: 'BlindBox', status: blindBox },
      { name: 'Battle', status: 1 },
    ],
  };
}

function setup({ signedIn = false, blindBox = 1 } = {}) {
  const store = mockStore({
    ...(signedIn ? { token: TOKEN } : {}),
    routes: withModules({ ...baseRoutes(), '/api/index/getBannerList': () => BANNERS }, blindBox),
  });
  const modulesLoaded = store.app.loadModules();
  const view = renderScreen(<Home />, { store, path: '/m/home' });
  return { store, view, modulesLoaded };
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
  it('lists the boxes under their categories as case cards leading to their opening page', async () => {
    setup();
    const legends = await screen.findByRole('region', { name: '传奇箱' });
    expect(within(legends).getByRole('link', { name: /伽玛武器箱/ })).toHaveAttribute(
      'href',
      '/m/openbox?boxId=3',
    );
  });

  it('features the dearest box of each category, and the hot ones from the latest drops', async () => {
    setup();
    const featured = await screen.findByRole('region', { name: '精选箱子' });
    expect(
      within(featured)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/m/openbox?boxId=1', '/m/openbox?boxId=2', '/m/openbox?boxId=3']);
    const hot = await screen.findByRole('region', { name: '正在热开' });
    expect(within(hot).getByRole('link', { name: /反恐精英武器箱/ })).toHaveTextContent('热门 ×1');
  });

  it('heads the hero with the site headline over the banners, leading to a case', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'CS2 开箱' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: '活动轮播' });
    expect(await within(hero).findAllByRole('group')).toHaveLength(2);
    expect(within(hero).getByRole('link', { name: 'Fair' })).toHaveAttribute('href', '/m/fairness');
    expect(await within(hero).findByRole('link', { name: '立即开箱' })).toHaveAttribute(
      'href',
      '/m/openbox?boxId=1',
    );
    expect(within(hero).getByRole('link', { name: '注册领红包' })).toBeInTheDocument();
  });

  it('offers a signed-in player no sign-up', async () => {
    setup({ signedIn: true });
    await screen.findByRole('link', { name: '立即开箱' });
    expect(screen.queryByRole('link', { name: '注册领红包' })).not.toBeInTheDocument();
  });

  it('shows the platform figures that count something, the online count live from the socket', async () => {
    const { store } = setup();
    expect(await screen.findByText('34,567')).toBeInTheDocument();
    expect(screen.getByText('开箱次数')).toBeInTheDocument();
    expect(screen.getByText('42')).toBeInTheDocument();
    act(() => store.realtime.setOnlineNum(57));
    expect(await screen.findByText('57')).toBeInTheDocument();
  });

  it('asks for the boxes again in a newly chosen language (names come translated)', async () => {
    let asked = 0;
    const store = mockStore({
      routes: withModules({
        ...baseRoutes(),
        '/api/box/list': () => {
          asked += 1;
          return { list: BOXES, total: BOXES.length };
        },
      }),
    });
    void store.app.loadModules();
    renderScreen(<Home />, { store, path: '/m/home' });
    await screen.findByRole('region', { name: '传奇箱' });
    expect(asked).toBe(1);
    act(() => store.prefs.setLanguage('en'));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('shows no boxes, and leads to none, while the BlindBox module is off', async () => {
    const { modulesLoaded } = setup({ blindBox: 0 });
    await act(() => modulesLoaded);
    // The figures are asked for after the boxes: by now the boxes have answered too.
    expect(await screen.findByText('34,567')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('#boxes')).toBeEmptyDOMElement(),
    );
    expect(screen.queryByRole('region', { name: '精选箱子' })).toBeNull();
    expect(screen.queryByRole('region', { name: '正在热开' })).toBeNull();
    expect(screen.queryByRole('region', { name: '传奇箱' })).toBeNull();
    expect(screen.queryByRole('link', { name: '立即开箱' })).toBeNull();
    expect(screen.getByRole('link', { name: '注册领红包' })).toBeInTheDocument();
  });

  it('holds the boxes until the module switches answer', async () => {
    let answer: (modules: unknown) => void = () => {};
    const store = mockStore({
      routes: {
        ...baseRoutes(),
        '/api/index/getModuleList': () => new Promise((resolve) => (answer = resolve)),
      },
    });
    void store.app.loadModules();
    renderScreen(<Home />, { store, path: '/m/home' });
    expect(await screen.findByText('34,567')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '传奇箱' })).toBeNull();
    act(() => answer([{ name: 'BlindBox', status: 1 }]));
    expect(await screen.findByRole('region', { name: '传奇箱' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { view } = setup();
    await screen.findByText('34,567');
    await screen.findByRole('region', { name: '传奇箱' });
    await expectNoAxeViolations(view.container);
  });
});
