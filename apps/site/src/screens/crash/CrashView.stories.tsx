import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { kitMessages } from '@skinbox/ui';
import { IntlProvider } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { defaultCatalogue, type Catalogue } from '../../i18n/catalogues';
import { CrashView } from './CrashView';
import { designerState, type DesignerState } from './designerStates';
import type { Layout } from '../../layout/device';

// react-intl takes plain (kit) and pre-parsed (site) messages side by side; its type wants one kind.
const messages = { ...kitMessages('zh'), ...defaultCatalogue } as unknown as Catalogue;

/** The site's zh catalogue, and a 375 px phone frame for the /m layout. */
const frame: Decorator = (Story, { args }) => (
  <IntlProvider locale="zh-CN" messages={messages}>
    <div
      css={(theme) => ({
        width: args.layout === 'm' ? 375 : '100%',
        margin: args.layout === 'm' ? '0 auto' : undefined,
        background: theme.color.background,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      <Story />
    </div>
  </IntlProvider>
);

/** A designer state whose actions are recorded, so a story's play can check them. */
const state = (name: DesignerState, layout: Layout = 'p') => ({
  ...designerState(name, layout),
  placeBet: fn(),
  escape: fn(),
  cancelQueued: fn(),
});

/**
 * The crash screen's view with the states designers review, each an args object (designerStates.ts)
 * with the server's clock stopped at one instant: the curve, the countdown and the payout are the
 * same on every run.
 */
const meta = {
  title: 'Site/Game/Crash',
  component: CrashView,
  decorators: [frame],
  parameters: { layout: 'fullscreen' },
  args: state('betting'),
} satisfies Meta<typeof CrashView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bets are taken: the countdown to take-off, and the Bet button. */
export const Betting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下注' }));
    await expect(args.placeBet).toHaveBeenCalledTimes(1);
  },
};

/** The curve runs with the player's bet riding: Escape shows what it pays now. */
export const Running: Story = {
  args: state('running'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '逃跑 39.00' }),
    ).toBeInTheDocument();
  },
};

export const Crashed: Story = { args: state('crashed') };

export const CashedOut: Story = { args: state('cashedOut') };

export const SignedOut: Story = { args: state('signedOut') };

/** A bet made while a round runs waits for the next round; a second press cancels it. */
export const Queued: Story = { args: state('queued') };

/** SPEC section 8: escaping before take-off is refused with the catalogue's message. */
export const Refused: Story = { args: state('refused') };

/** A riding bet before take-off: Escape is visibly disabled, the reason under it. */
export const EscapeLocked: Story = {
  args: { ...state('refused'), notice: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '逃跑（等待起飞）' })).toBeDisabled();
    await expect(canvas.getByTestId('escape-reason')).toBeVisible();
  },
};

/** A past round recomputed in the browser: every check passes. */
export const Verified: Story = { args: state('verified') };

export const MobileBetting: Story = { args: state('betting', 'm') };

export const MobileRunning: Story = { args: state('running', 'm') };

export const MobileCrashed: Story = { args: state('crashed', 'm') };

export const MobileSignedOut: Story = { args: state('signedOut', 'm') };
