import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { goods } from '../../testing/gameFixtures';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { ContractReel } from './ContractReel';

/** A prize ladder from cheap to a covert top rung, as the server offers one. */
const LADDER = [
  goods(30, { name: 'P250 | 沙丘', price: '7.10', quality: 'consumer' }),
  goods(31, { name: 'MP9 | 九头蛇', price: '10.40', quality: 'milSpec' }),
  goods(32, { name: 'M4A1 消音型 | 氮化处理', price: '15.20', quality: 'restricted' }),
  goods(33, { name: 'AK-47 | 红线', price: '32.80', quality: 'classified' }),
  goods(34, { name: 'AWP | 二西莫夫', price: '70.60', quality: 'covert' }),
  goods(35, { name: '爪子刀 | 渐变之色', price: '103.50', quality: 'covert' }),
];

interface ReelArgs extends DesignerArgs {
  /** The rung the server drew (its place on the ladder). */
  prize: number;
  /** The contract's ticket: it seeds the strip, so a replay shows the same reel. */
  ticket: number;
  /** The animation switch (off, or reduced motion: the reel stands on the prize at once). */
  motion: boolean;
  /** A still frame at this share of the spin; 'run' plays it. */
  frame: number | 'run';
}

/**
 * A signed contract's moment (issue 30): a reel of the ladder's prizes that lands on the one the
 * server drew and holds it lit in its rarity. Pick the prize, scrub the frame, or press Sign again.
 */
const meta = {
  title: 'Site/Game/ContractReel',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, prize: 4, ticket: 71_230, motion: true, frame: 'run' },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    prize: {
      control: 'select',
      options: LADDER.map((_, index) => index),
      labels: Object.fromEntries(LADDER.map((rung, index) => [index, rung.name])),
    },
    ticket: { control: { type: 'range', min: 1, max: 100_000, step: 1 } },
    motion: { control: 'boolean' },
    frame: { control: 'select', options: ['run', 0, 0.5, 0.85, 0.95, 1] },
  },
  render: function Render({ prize, ticket, motion, frame, ...designer }) {
    const [signed, setSigned] = useState(0);
    const [held, setHeld] = useState(-1);
    const drawn = LADDER[prize] ?? LADDER[0];
    return (
      <ViewFrame {...designer} path={`/${designer.layout}/contract`}>
        <div css={{ display: 'grid', gap: 12, padding: 16 }}>
          {drawn && (
            <ContractReel
              key={signed}
              moment={{ ladder: LADDER, prize: drawn, ticket, spinning: true }}
              motion={motion}
              tileWidth={designer.layout === 'm' ? 120 : 150}
              onHeld={() => setHeld(signed)}
              frame={frame === 'run' ? undefined : frame}
            />
          )}
          <button type="button" onClick={() => setSigned((n) => n + 1)}>
            Sign again ({held === signed ? 'held' : 'running'})
          </button>
        </div>
      </ViewFrame>
    );
  },
} satisfies Meta<ReelArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reel rushes over the ladder and holds the AWP lit; Sign again replays it. */
export const Spin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('contract-reel')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Sign again/ }));
    await expect(canvas.getByRole('button', { name: /running/ })).toBeVisible();
  },
};

/** Desktop, the top rung: the knife held in its covert glow. */
export const TopRungDesktop: Story = { args: { layout: 'p', prize: 5, frame: 1 } };

/** Mid-spin: the strip of the ladder's prizes still rushing under the marker. */
export const MidSpin: Story = { args: { frame: 0.5 } };

/** The animation switch off (or reduced motion): the reel stands on the prize at once. */
export const AnimationOff: Story = {
  args: { motion: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /held/ })).toBeVisible());
  },
};
