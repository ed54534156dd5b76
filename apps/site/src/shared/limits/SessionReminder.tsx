import { useStores } from '@skinbox/stores';
import { Dialog } from '@skinbox/ui';
import { runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { useSessionStorage } from '../../routing/sessionStorage';
import { limitsNoticeMessages as m } from './messages';
import { reminderMinutes } from './reminderSetting';
import { MINUTE_MS } from '@skinbox/rules';

/** Where the tab keeps when this play session began (ms since the epoch). */
export const SESSION_START_KEY = 'skinbox.playSessionStart';

/**
 * The next reminder of a session that began at `start`, one every `every` minutes, when the
 * player was last reminded (or the page opened) after `since` minutes of play: its time and the
 * minutes of play it reports. One missed while the tab slept shows once, with the minutes so far.
 */
export function nextReminder(start: number, every: number, since: number, now: number) {
  const minutes = Math.max(
    (Math.floor(since / every) + 1) * every,
    Math.floor((now - start) / MINUTE_MS / every) * every,
  );
  return { at: start + minutes * MINUTE_MS, minutes };
}

/** The minutes played since `start`. */
export function playedMinutes(start: number, now: number): number {
  return Math.max(0, Math.floor((now - start) / MINUTE_MS));
}

/**
 * The session-time reminder the player chose on the limits page (limits.reminder): after that
 * much play in this tab, and again after each further period, a dialog says how long they have
 * played, to go on or to see their limits. Mounted in the shell once the player is signed in.
 */
export const SessionReminder = observer(function SessionReminder() {
  const intl = useIntl();
  const { api, user } = useStores();
  const session = useSessionStorage();
  const navigate = useNavigate();
  const limitsHref = useHref('limits');
  const signedIn = user.isLoggedIn;
  const every = reminderMinutes.get();
  /** The minutes of play last reminded of, or played when the page opened. */
  const [since, setSince] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);

  useEffect(() => {
    if (!signedIn || reminderMinutes.get() !== null) return;
    void api.limits.state().then((result) => {
      if (result.ok) runInAction(() => reminderMinutes.set(result.data.reminderMinutes));
    });
  }, [api, signedIn]);

  useEffect(() => {
    if (!signedIn || !every) return;
    let start = Number(session.getItem(SESSION_START_KEY));
    if (!Number.isFinite(start) || start <= 0) {
      start = Date.now();
      session.setItem(SESSION_START_KEY, String(start));
    }
    if (since === null) {
      setSince(playedMinutes(start, Date.now()));
      return;
    }
    const next = nextReminder(start, every, since, Date.now());
    const timer = setTimeout(
      () => {
        setSince(next.minutes);
        setOpen(next.minutes);
      },
      Math.max(0, next.at - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [signedIn, every, since, session]);

  useEffect(() => {
    if (!signedIn) {
      session.removeItem(SESSION_START_KEY);
      setSince(null);
      runInAction(() => reminderMinutes.set(null));
    }
  }, [signedIn, session]);

  return (
    <Dialog
      show={open !== null && signedIn}
      waitsForOthers
      title={intl.formatMessage(m.sessionTitle)}
      message={intl.formatMessage(m.sessionMessage, { minutes: open ?? 0 })}
      showCancelButton
      confirmButtonText={intl.formatMessage(m.keepPlaying)}
      cancelButtonText={intl.formatMessage(m.seeLimits)}
      onConfirm={() => setOpen(null)}
      onCancel={() => {
        setOpen(null);
        void navigate(limitsHref);
      }}
    />
  );
});
