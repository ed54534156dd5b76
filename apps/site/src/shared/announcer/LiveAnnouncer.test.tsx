import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { TOKEN, baseRoutes } from '../../testing/gameFixtures';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { LiveAnnouncer, useAnnounce } from './LiveAnnouncer';

function Result({ text }: { text: string }) {
  const announce = useAnnounce();
  return <button onClick={() => announce(text)}>show</button>;
}

describe('LiveAnnouncer', () => {
  it('says each line politely, a line said twice twice, keeping the last three', async () => {
    renderScreen(
      <LiveAnnouncer>
        <Result text="获得 AK-47" />
      </LiveAnnouncer>,
      { store: mockStore(), path: '/m/home' },
    );
    const region = screen.getByTestId('live-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    for (let i = 0; i < 4; i += 1) await userEvent.click(screen.getByRole('button'));
    expect(region.querySelectorAll('p')).toHaveLength(3);
    expect(region).toHaveTextContent('获得 AK-47获得 AK-47获得 AK-47');
  });

  it("says the player's balance when it changes, not when it first loads", async () => {
    const store = mockStore({ token: TOKEN, routes: baseRoutes() });
    await store.user.loadInfo();
    renderScreen(
      <LiveAnnouncer>
        <p>page</p>
      </LiveAnnouncer>,
      { store, path: '/m/home' },
    );
    const region = screen.getByTestId('live-announcer');
    expect(region).toBeEmptyDOMElement();
    runInAction(() => (store.user.assets = { ...store.user.assets, amount: '42.50' }));
    expect(await screen.findByText('余额现为 42.50')).toBeInTheDocument();
  });
});
