import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { drawnDetail, participant } from './rollFixtures';
import { RollDrawStage } from './RollDrawStage';

interface DrawArgs extends DesignerArgs {
  /** How many players joined: the four of the drawn room, then more to fill a crowd. */
  entrants: number;
  /** A still frame at this share of the whole draw; 'run' plays it. */
  frame: number | 'run';
}

/**
 * A roll room's draw as it happens (issue 30): a light runs over the entrants' avatars and slows
 * onto each prize's winner, the server's draw (the drawn room's fairness vector). Pick the crowd,
 * scrub the frame, or let it run; Replay starts the draw over.
 */
const meta = {
  title: 'Site/Game/RollDrawStage',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, entrants: 12, frame: 'run' },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    entrants: { control: { type: 'range', min: 4, max: 60, step: 1 } },
    frame: { control: 'select', options: ['run', 0, 0.15, 0.29, 0.6, 1] },
  },
  render: function Render({ entrants, frame, ...designer }) {
    const [run, setRun] = useState(0);
    const [done, setDone] = useState(-1);
    const room = drawnDetail();
    const crowd = [
      ...room.participantList,
      ...Array.from({ length: Math.max(0, entrants - room.participantList.length) }, (_, i) =>
        participant(2000 + i),
      ),
    ];
    return (
      <ViewFrame {...designer} path={`/${designer.layout}/roll_detail?rollId=7`}>
        <div css={{ display: 'grid', gap: 12, padding: 16 }}>
          <RollDrawStage
            key={`${run}:${entrants}`}
            room={{ ...room, participants: crowd.length, participantList: crowd }}
            layout={designer.layout}
            onDone={() => setDone(run)}
            frame={frame === 'run' ? undefined : frame}
          />
          <button type="button" onClick={() => setRun((n) => n + 1)}>
            Replay ({done === run ? 'drawn' : 'drawing'})
          </button>
        </div>
      </ViewFrame>
    );
  },
} satisfies Meta<DrawArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four entrants on a phone: the light rounds them twice and stops on each winner in turn. */
export const Live: Story = {
  args: { entrants: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(/老王/)).toBeVisible(), { timeout: 9000 });
  },
};

/** A crowd of 60 on desktop, mid-run over the first prize. */
export const CrowdDesktop: Story = { args: { layout: 'p', entrants: 60, frame: 0.15 } };

/** Twelve entrants, the first winner held lit with the prize, the others dimmed. */
export const WinnerHeld: Story = {
  args: { frame: 0.29 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-winner]')).toHaveLength(1);
  },
};
