import type { CrashPlayer } from '@skinbox/api';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MockStore from '../../testing/mockStore';
import type * as RenderScreen from '../../testing/renderScreen';
import type * as View from './CrashView';
import type * as DesignerStates from './designerStates';
import type { CrashScreen } from './useCrashScreen';

/**
 * Each panel module's export, re-wrapped to count its renders: the same memo (shallow props) over
 * the same function, so a count says whether the view hands the panel props that kept their
 * identity. A panel that is not memoised fails here.
 */
const counted = vi.hoisted(() => {
  const renders: Record<string, number> = {};
  return {
    renders,
    async wrap(module: Record<string, unknown>, name: string) {
      const { memo } = await import('react');
      const panel = module[name] as { $$typeof?: symbol; type: (props: object) => unknown };
      if (panel.$$typeof !== Symbol.for('react.memo')) throw new Error(`${name} is not memoised`);
      const Counted = memo((props: object) => {
        renders[name] = (renders[name] ?? 0) + 1;
        return panel.type(props) as ReturnType<typeof panel.type> & null;
      });
      return { ...module, [name]: Counted };
    },
  };
});
vi.mock('./BetPanel', async (load) => counted.wrap(await load(), 'BetPanel'));
vi.mock('./CrashCurve', async (load) => counted.wrap(await load(), 'CrashCurve'));
vi.mock('./FairnessPanel', async (load) => counted.wrap(await load(), 'FairnessPanel'));
vi.mock('./HistoryStrip', async (load) => counted.wrap(await load(), 'HistoryStrip'));
vi.mock('./PlayersList', async (load) => counted.wrap(await load(), 'PlayersList'));

// A worker runs many files in one module registry (vitest.config.ts, isolate: false): the view
// another file loaded first holds the real panels, so this file loads its own, after the mocks.
let CrashView: typeof View.CrashView;
let designerState: typeof DesignerStates.designerState;
let mockStore: typeof MockStore.mockStore;
let renderScreen: typeof RenderScreen.renderScreen;
beforeAll(async () => {
  vi.resetModules();
  ({ CrashView } = await import('./CrashView'));
  ({ designerState } = await import('./designerStates'));
  ({ mockStore } = await import('../../testing/mockStore'));
  ({ renderScreen } = await import('../../testing/renderScreen'));
});

/** The screen's state, then the next one once the test delivers the event (its button). */
function Live({ first, next }: { first: CrashScreen; next: CrashScreen }) {
  const [shown, setShown] = useState(first);
  return (
    <>
      <CrashView {...shown} />
      <button type="button" onClick={() => setShown(next)}>
        deliver the event
      </button>
    </>
  );
}

const newcomer: CrashPlayer = {
  betId: 77,
  nickName: 'Newcomer',
  avatar: '',
  stake: '3.00',
  cashedOutAt: null,
  payout: null,
  status: 'active',
};

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('the crash screen’s panels on a live event', () => {
  it.each(['m', 'p'] as const)(
    'another player’s bet re-renders the players and the curve, not the bet panel, the history or the fairness (%s)',
    async (layout) => {
      const first = designerState('running', layout);
      const next = { ...first, players: [...first.players, newcomer] };
      renderScreen(<Live first={first} next={next} />, {
        store: mockStore(),
        path: `/${layout}/crash`,
      });
      await screen.findByRole('table');
      for (const name of Object.keys(counted.renders)) counted.renders[name] = 0;
      fireEvent.click(screen.getByRole('button', { name: 'deliver the event' }));
      expect(await screen.findByText('Newcomer')).toBeInTheDocument();
      expect(counted.renders).toEqual({
        BetPanel: 0,
        CrashCurve: 1,
        FairnessPanel: 0,
        HistoryStrip: 0,
        PlayersList: 1,
      });
    },
  );
});
