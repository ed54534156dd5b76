import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { Download } from './Download';

async function storeWith(url: string) {
  const store = mockStore({
    routes: {
      '/api/index/getArticleList': () => [
        {
          id: 1,
          title: '',
          content: JSON.stringify({ appDownloadUrl: url }),
          sort: 1,
          type: 'OtherConfig',
        },
      ],
    },
  });
  await store.app.loadOtherConfig();
  return store;
}

describe('Download', () => {
  it('links to the configured app address', async () => {
    const store = await storeWith('https://example.invalid/app.apk');
    renderScreen(<Download />, { store, path: '/m/download' });
    expect(await screen.findByRole('link', { name: '立即下载' })).toHaveAttribute(
      'href',
      'https://example.invalid/app.apk',
    );
  });

  it("says so with the kit's Empty when no address is configured", async () => {
    const store = await storeWith('');
    renderScreen(<Download />, { store, path: '/m/download' });
    expect(await screen.findByText('下载地址暂未开放，请联系客服')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '立即下载' })).not.toBeInTheDocument();
  });

  it('leads back home when no address is configured', async () => {
    const store = await storeWith('');
    const { router } = renderScreen(<Download />, { store, path: '/m/download' });
    (await screen.findByRole('button', { name: '返回首页' })).click();
    await screen.findByText('elsewhere');
    expect(router.state.location.pathname).toBe('/m/home');
  });

  it('has no axe violations', async () => {
    const store = await storeWith('');
    const { container } = renderScreen(<Download />, { store, path: '/p/download' });
    await expectNoAxeViolations(container);
  });
});
