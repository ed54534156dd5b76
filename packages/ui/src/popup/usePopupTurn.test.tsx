import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../testing/render';
import { Popup } from './Popup';

/** A sheet the player opens, and two notices nobody asked for that the test raises. */
function Page() {
  const [sheet, setSheet] = useState(false);
  const [gift, setGift] = useState(false);
  const [reminder, setReminder] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        open sheet
      </button>
      <button type="button" hidden data-raises="gift" onClick={() => setGift(true)} />
      <button type="button" hidden data-raises="reminder" onClick={() => setReminder(true)} />
      <Popup show={sheet} aria-label="Sheet" onClose={() => setSheet(false)}>
        <button type="button" onClick={() => setSheet(false)}>
          close sheet
        </button>
      </Popup>
      <Popup show={gift} waitsForOthers aria-label="Gift" onClose={() => setGift(false)}>
        <button type="button" onClick={() => setGift(false)}>
          keep gift
        </button>
      </Popup>
      <Popup
        show={reminder}
        waitsForOthers
        aria-label="Reminder"
        onClose={() => setReminder(false)}
      >
        <button type="button" onClick={() => setReminder(false)}>
          dismiss reminder
        </button>
      </Popup>
    </>
  );
}

/** What the app does when a notice becomes due: no player action, so no accessible control. */
function raise(notice: 'gift' | 'reminder') {
  act(() => document.querySelector<HTMLButtonElement>(`[data-raises="${notice}"]`)?.click());
}

describe('popups taking turns', () => {
  it('keeps a notice off the screen while the sheet the player opened is up, then shows it', async () => {
    renderWithKit(<Page />);
    const opener = screen.getByRole('button', { name: 'open sheet' });
    await userEvent.click(opener);
    raise('gift');
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual([
      'Sheet',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'close sheet' }));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual([
      'Gift',
    ]);
    expect(screen.getByRole('button', { name: 'keep gift' })).toHaveFocus();

    // Focus goes back to where the player was before either panel, not to a panel that is gone.
    await userEvent.click(screen.getByRole('button', { name: 'keep gift' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('shows waiting notices one at a time, in the order they came', async () => {
    renderWithKit(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'open sheet' }));
    raise('reminder');
    raise('gift');
    await userEvent.click(screen.getByRole('button', { name: 'close sheet' }));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual([
      'Reminder',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'dismiss reminder' }));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual([
      'Gift',
    ]);
  });

  it('shows a notice at once when the screen is free', () => {
    renderWithKit(<Page />);
    raise('gift');
    expect(screen.getByRole('dialog', { name: 'Gift' })).toBeVisible();
  });
});
