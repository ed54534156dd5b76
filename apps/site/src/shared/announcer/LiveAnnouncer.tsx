import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { announcerMessages } from './messages';

/** Says a line to screen readers through the layout's one live region; nowhere outside a layout. */
export type Announce = (text: string) => void;

const AnnouncerContext = createContext<Announce>(() => {});

/** The layout's announcer, for a screen to say what just happened (a result, a cash-out). */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext);
}

/** Announces `text` each time it turns to a new non-empty line (a result as it shows). */
export function useAnnounceWhen(text: string) {
  const announce = useAnnounce();
  useEffect(() => {
    if (text) announce(text);
  }, [announce, text]);
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Lines kept in the region: a reveal and the balance change after it both get read. */
const KEPT = 3;

/** Says the player's balance when it changes, for the same player (not on sign-in). */
const BalanceAnnouncement = observer(function BalanceAnnouncement() {
  const { user } = useStores();
  const intl = useIntl();
  const announce = useAnnounce();
  const seen = useRef<{ userId: number | null; amount: string }>({ userId: null, amount: '' });
  const { userId } = user;
  const { amount } = user.assets;
  useEffect(() => {
    const before = seen.current;
    seen.current = { userId, amount };
    if (userId !== null && before.userId === userId && before.amount !== amount)
      announce(intl.formatMessage(announcerMessages.balance, { amount }));
  }, [announce, intl, userId, amount]);
  return null;
});

/**
 * The layout's one polite live region (issue 30): screens announce results through it
 * (useAnnounce), and it says the balance when it changes. Each line is a node of its own, so a
 * line said twice is read twice and one line does not cut off the one before.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<readonly { id: number; text: string }[]>([]);
  const next = useRef(0);
  const announce = useCallback((text: string) => {
    next.current += 1;
    const line = { id: next.current, text };
    setLines((kept) => [...kept.slice(1 - KEPT), line]);
  }, []);
  return (
    <AnnouncerContext value={announce}>
      {children}
      <BalanceAnnouncement />
      <div aria-live="polite" data-testid="live-announcer" css={visuallyHidden}>
        {lines.map((line) => (
          <p key={line.id}>{line.text}</p>
        ))}
      </div>
    </AnnouncerContext>
  );
}
