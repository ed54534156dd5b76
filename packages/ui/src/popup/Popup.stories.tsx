import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { KitProvider } from '../provider';
import { lightTokens } from '../theme/tokens';
import { StateMatrix as Matrix } from '../testing/StateMatrix';
import { Popup, type PopupPosition } from './Popup';

const meta = {
  title: 'Feedback/Popup',
  component: Popup,
  tags: ['autodocs'],
  args: { show: true },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheetStyle = { padding: 24, minWidth: 200, minHeight: 120 };

function Demo({ position, round }: { position: PopupPosition; round?: boolean }) {
  const [show, setShow] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setShow(true)}>
        Open {position}
      </Button>
      <Popup
        show={show}
        position={position}
        round={round}
        closeable
        aria-label={`${position} popup`}
        onClose={() => setShow(false)}
      >
        <div style={sheetStyle}>Popup content</div>
      </Popup>
    </>
  );
}

/** Opens from the bottom with round corners; Escape closes it and focus returns to the button. */
export const Bottom: Story = {
  render: () => <Demo position="bottom" round />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open bottom' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'bottom popup' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Centred; the close icon closes it. */
export const Center: Story = {
  render: () => <Demo position="center" round />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open center' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: '关闭' }));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/**
 * Inside a `KitProvider scope="local"` (here the light skin within the dark page), a popup renders
 * into that scope's container rather than document.body, so it keeps the local skin.
 */
export const InLocalSkin: Story = {
  render: () => (
    <KitProvider tokens={lightTokens} scope="local">
      <Demo position="bottom" round />
    </KitProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open bottom' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'bottom popup',
    });
    await expect(dialog.closest('[data-kit-scope]')).not.toBeNull();
    // lightTokens.color.surface is #ffffff; the page around it is darkTokens.
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(255, 255, 255)');
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A notice nobody asked for (`waitsForOthers`: a welcome gift, a reminder) that falls due while
 * the player's own sheet is open waits for it to close, then shows; focus ends where the player
 * was before either panel.
 */
export const NoticeWaitsItsTurn: Story = {
  render: function NoticeWaitsItsTurn() {
    const [sheet, setSheet] = useState(false);
    const [notice, setNotice] = useState(false);
    return (
      <>
        <Button
          variant="primary"
          onClick={() => {
            setSheet(true);
            // The notice falls due while the sheet is up (in the site: the answer that brings it).
            setTimeout(() => setNotice(true), 0);
          }}
        >
          Open sheet
        </Button>
        <Popup
          show={sheet}
          position="bottom"
          round
          aria-label="Sheet"
          onClose={() => setSheet(false)}
        >
          <div style={sheetStyle}>
            <Button onClick={() => setSheet(false)}>Done</Button>
          </div>
        </Popup>
        <Popup
          show={notice}
          waitsForOthers
          round
          aria-label="Gift"
          onClose={() => setNotice(false)}
        >
          <div style={sheetStyle}>
            <Button variant="primary" onClick={() => setNotice(false)}>
              Keep the gift
            </Button>
          </div>
        </Popup>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open sheet' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByRole('dialog', { name: 'Sheet' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(body.queryByRole('dialog', { name: 'Gift' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    // It slides in (its enter animation starts transparent).
    await waitFor(() => expect(body.getByRole('dialog', { name: 'Gift' })).toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Keep the gift' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Top: Story = { render: () => <Demo position="top" /> };
export const Left: Story = { render: () => <Demo position="left" /> };
export const Right: Story = { render: () => <Demo position="right" /> };

/** Visual baseline: every position, square and round, each in its own small screen. */
export const StateMatrix: Story = {
  tags: ['visual'],
  render: () => (
    <Matrix
      rows={['square', 'round'] as const}
      columns={['top', 'bottom', 'left', 'right', 'center'] as const}
      cell={(corners, position) => (
        <div style={{ position: 'relative', width: 120, height: 150, transform: 'translateZ(0)' }}>
          <Popup
            show
            teleport={null}
            lockScroll={false}
            position={position}
            round={corners === 'round'}
            aria-label={`${corners} ${position}`}
          >
            <div style={{ padding: 16, minWidth: 40, minHeight: 30, fontSize: 12 }}>{position}</div>
          </Popup>
        </div>
      )}
    />
  ),
};
