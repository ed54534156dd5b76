import { chat, type ChatLine } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { runInAction } from 'mobx';
import { useEffect, useMemo, useState } from 'react';
import type { Layout } from '../../layout/device';
import { otherConfigLink } from '../../layout/otherConfig';
import { useLayout } from '../../routing/layoutContext';
import { chatChannel, withEarlier, withLine } from './chatChannel';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

export interface ChatScreen {
  layout: Layout;
  /** null until the history arrived. */
  lines: ChatLine[] | null;
  failed: boolean;
  retry(): void;
  /** Older lines exist before the first shown. */
  more: boolean;
  /** The earlier page is on its way. */
  loadingEarlier: boolean;
  /** The last earlier page did not come. */
  earlierFailed: boolean;
  /** Puts the page of lines before the first shown in front of it. */
  loadEarlier(): Promise<void>;
  signedIn: boolean;
  myUserId: number | null;
  /** The viewer's mute, while it lasts. */
  mutedUntil: Date | null;
  draft: string;
  setDraft(text: string): void;
  /** Characters of the draft as the server counts them (trimmed). */
  length: number;
  maxLength: number;
  canSend: boolean;
  sending: boolean;
  send(): Promise<void>;
  /** The server's last refusal (length, rate, mute), in the player's language. */
  refusal: string | null;
  signIn(): void;
  /** The operator's community link (OtherConfig groupChatUrl), if configured. */
  groupLink: string | undefined;
}

/**
 * The site-wide group chat (GAMES.md section 7): the room's history on entry, earlier pages on
 * request, and its live lines (chat:lobby); a signed-in player posts text, a visitor reads. The
 * server's refusals (too long, too fast, muted) show under the input as it words them.
 */
export function useChatScreen(): ChatScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const live = useMemo(() => chatChannel(root.api, root.socket), [root]);
  const signedIn = root.user.isLoggedIn;
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  // Signing in or out changes whether the viewer is muted.
  useEffect(() => {
    void live.resync();
  }, [live, signedIn]);

  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierFailed, setEarlierFailed] = useState(false);
  const state = live.state;
  const mutedAt = state?.mutedUntil ? new Date(state.mutedUntil) : null;
  const mutedUntil = mutedAt && mutedAt.getTime() > Date.now() ? mutedAt : null;
  const length = draft.trim().length;

  return {
    layout,
    lines: state?.lines ?? null,
    failed: live.failed && state === null,
    retry: () => void live.resync(),
    more: state?.more ?? false,
    loadingEarlier,
    earlierFailed,
    async loadEarlier() {
      const beforeId = live.state?.lines[0]?.id;
      if (!live.state?.more || beforeId === undefined || loadingEarlier) return;
      setLoadingEarlier(true);
      const result = await root.api.chat.history({ beforeId });
      setLoadingEarlier(false);
      setEarlierFailed(!result.ok);
      if (!result.ok) return;
      runInAction(() => {
        // A resync meanwhile shows the latest lines again: this page would leave a gap after it.
        if (live.state?.lines[0]?.id === beforeId)
          live.state = withEarlier(live.state, result.data);
      });
    },
    signedIn,
    myUserId: root.user.userId,
    mutedUntil,
    draft,
    setDraft(text) {
      setDraft(text);
      setRefusal(null);
    },
    length,
    maxLength: chat.CHAT_MAX_LENGTH,
    canSend: signedIn && !mutedUntil && length > 0 && !sending,
    sending,
    async send() {
      if (!signedIn || length === 0 || sending) return;
      setSending(true);
      const result = await root.api.chat.send({ body: draft });
      setSending(false);
      if (result.ok) {
        setDraft('');
        setRefusal(null);
        // The line comes over the channel too; shown at once, and once.
        runInAction(() => {
          if (live.state) live.state = withLine(live.state, result.data);
        });
      } else {
        setRefusal(result.msg);
        // A mute an operator set while the page was open shows from now on.
        void live.resync();
      }
    },
    refusal,
    signIn: () => askSignIn(),
    groupLink: otherConfigLink(root, 'groupChatUrl'),
  };
}
