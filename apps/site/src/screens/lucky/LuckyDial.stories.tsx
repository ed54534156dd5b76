import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GoodsPicture } from '../../shared/goods/GoodsPicture';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { LuckyDial } from './LuckyDial';
import { LUCKY_GOODS } from './luckyFixtures';

interface DialArgs extends DesignerArgs {
  /** The try's chance in percent: the lit arc from the top. */
  chance: number;
  /** The server's ticket, 1 to 100000: a win when it is at most chance × 1000. */
  ticket: number;
  /** The animation switch (off, or reduced motion: the needle stands on the ticket at once). */
  animate: boolean;
  /** A still frame at this share of the run; 'run' plays it. */
  frame: number | 'run';
  /** The target item in the middle of the dial. */
  target: number;
}

const TARGETS = LUCKY_GOODS.map((_, index) => index);

/**
 * The lucky try's moment (issue 30): a dial round the target item with a needle that slows onto
 * the ticket the server rolled. Scrub `frame` to see the run still, or set it to 'run' and press Try.
 */
const meta = {
  title: 'Site/Game/LuckyDial',
  parameters: { layout: 'fullscreen' },
  args: {
    ...DESIGNER_ARGS,
    chance: 25,
    ticket: 18_342,
    animate: true,
    frame: 'run',
    target: 1,
  },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    chance: { control: { type: 'range', min: 5, max: 80, step: 1 } },
    ticket: { control: { type: 'range', min: 1, max: 100_000, step: 1 } },
    animate: { control: 'boolean' },
    frame: { control: 'select', options: ['run', 0, 0.1, 0.25, 0.5, 0.75, 1] },
    target: {
      control: 'select',
      options: TARGETS,
      labels: Object.fromEntries(LUCKY_GOODS.map((goods, index) => [index, goods.name])),
    },
  },
  render: function Render({ chance, ticket, animate, frame, target, ...designer }) {
    const [tryId, setTryId] = useState(1);
    const [landed, setLanded] = useState(0);
    const goods = LUCKY_GOODS[target] ?? LUCKY_GOODS[0];
    return (
      <ViewFrame {...designer} path={`/${designer.layout}/luckyDetails?goodsId=${goods?.goodsId}`}>
        <div css={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 16 }}>
          <LuckyDial
            chance={chance}
            roll={{ id: tryId, ticket }}
            animate={animate}
            onDone={() => setLanded(tryId)}
            size={designer.layout === 'm' ? 260 : 320}
            frame={frame === 'run' ? undefined : frame}
          >
            <div css={{ width: '100%', aspectRatio: '4 / 3' }}>
              {goods && <GoodsPicture goods={goods} size="100%" />}
            </div>
          </LuckyDial>
          <button type="button" onClick={() => setTryId((id) => id + 1)}>
            Try ({landed === tryId ? 'landed' : 'running'})
          </button>
        </div>
      </ViewFrame>
    );
  },
} satisfies Meta<DialArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A win: the needle runs four turns and slows into the lit arc; press Try to run it again. */
export const Win: Story = {
  play: async ({ canvasElement }) => {
    const dial = within(canvasElement).getByTestId('lucky-dial');
    await waitFor(() => expect(dial).toHaveAttribute('data-landed', 'true'), { timeout: 6000 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Try/ }));
    await expect(dial).not.toHaveAttribute('data-landed');
  },
};

/** A miss on desktop: the needle lands red past the arc. */
export const Miss: Story = { args: { layout: 'p', chance: 10, ticket: 64_020 } };

/** Mid-run, a third of the way: the needle still turning fast round the item. */
export const MidRun: Story = {
  args: { frame: 0.25 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('lucky-dial')).not.toHaveAttribute(
      'data-landed',
    );
  },
};

/** The animation switch off (or reduced motion): the needle stands on the ticket at once. */
export const AnimationOff: Story = {
  args: { animate: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('lucky-dial')).toHaveAttribute(
      'data-landed',
      'true',
    );
  },
};
