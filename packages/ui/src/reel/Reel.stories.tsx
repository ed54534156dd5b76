import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../button/Button';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { STORY_ITEMS, storyItem } from '../testing/storyItems';
import { Reel } from './Reel';
import { buildReelStrip } from './reelModel';

const tiles = buildReelStrip(STORY_ITEMS, storyItem('Karambit'), 42);

const meta = {
  title: 'Business/Reel',
  component: Reel,
  tags: ['autodocs'],
  args: { tiles, spinKey: 1 },
  decorators: [(Story) => <div style={{ width: 375 }}>{Story()}</div>],
} satisfies Meta<typeof Reel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full spin: press Spin again to replay it. */
export const Spinning: Story = {
  render: (args) => {
    const [spin, setSpin] = useState(1);
    const [stopped, setStopped] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Reel {...args} spinKey={spin} onStop={() => setStopped(spin)} />
        <Button onClick={() => setSpin((n) => n + 1)}>
          Spin ({stopped === spin ? 'stopped' : 'spinning'})
        </Button>
      </div>
    );
  },
};

/** With the animation switch off the reel shows the stop at once. */
export const AnimationOff: Story = {
  args: { animate: false },
  play: async ({ canvasElement }) => {
    const won = canvasElement.querySelector('[data-won]');
    const marker = within(canvasElement).getByTestId('reel-marker');
    await waitFor(() => {
      const tile = won?.getBoundingClientRect();
      const line = marker.getBoundingClientRect();
      return expect(
        Math.abs((tile?.left ?? 0) + (tile?.width ?? 0) / 2 - line.left - 1),
      ).toBeLessThan(1);
    });
  },
};

/** The won tile landed and held lit in its rarity: pick the rarity, frame 1 is the hold. */
export const HoldByRarity: Story = {
  args: { frame: 1 },
  argTypes: {
    frame: { control: { type: 'range', min: 0, max: 1, step: 0.05 } },
    tiles: {
      control: 'select',
      options: ['Sand Dune', 'Hydra', 'Desolate Space', 'Redline', 'Asiimov', 'Karambit'],
      mapping: Object.fromEntries(
        ['Sand Dune', 'Hydra', 'Desolate Space', 'Redline', 'Asiimov', 'Karambit'].map((name) => [
          name,
          buildReelStrip(STORY_ITEMS, storyItem(name), 42),
        ]),
      ),
    },
  },
};

/** A narrow upright reel (one seat of a battle on a phone): picture-only tiles, a marker across. */
export const Vertical: Story = {
  args: { orientation: 'vertical', tileWidth: 72 },
  decorators: [(Story) => <div style={{ width: 84 }}>{Story()}</div>],
};

/** Visual baseline: still frames at the start, the middle, the creep and the stop. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['0', '0.5', '0.85', '1'] as const}
      columns={['frame'] as const}
      cell={(frame) => (
        <div style={{ width: 375 }}>
          <Reel tiles={tiles} frame={Number(frame)} />
        </div>
      )}
    />
  ),
};

/** Visual baseline: upright reels of four seats mid-spin and landed, a phone's battle row. */
export const VerticalMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['0.5', '1'] as const}
      columns={['Hydra', 'Redline', 'Asiimov', 'Karambit'] as const}
      cell={(frame, name) => (
        <div style={{ width: 80 }}>
          <Reel
            tiles={buildReelStrip(STORY_ITEMS, storyItem(name), 7)}
            orientation="vertical"
            tileWidth={72}
            frame={Number(frame)}
          />
        </div>
      )}
    />
  ),
};
