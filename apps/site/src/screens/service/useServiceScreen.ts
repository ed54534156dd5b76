import { support, type SupportMessage } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { otherConfigLink } from '../../layout/otherConfig';
import { useHref, useLayout } from '../../routing/layoutContext';
import { useCall } from '../../shared/frame/useCall';
import { useAskSignIn } from '../../shared/account/useAskSignIn';

export interface ServiceScreen {
  layout: Layout;
  /**
   * SPEC section 7's customer-chat widget is configured (VITE_CHAT_SCRIPT): the site loaded it,
   * and this page points at it instead of the inbox.
   */
  widget: boolean;
  signedIn: boolean;
  /** The conversation, oldest first; null while it loads. */
  thread: SupportMessage[] | null;
  draft: string;
  setDraft(text: string): void;
  length: number;
  maxLength: number;
  canSend: boolean;
  sending: boolean;
  send(): Promise<void>;
  /** What the last send did: the server's refusal in the player's language, or the thanks. */
  notice: { tone: 'error' | 'success'; text: string } | null;
  signIn(): void;
  /** The player's in-site messages, where answers arrive too. */
  messagesHref: string;
  /** The operator's other contact address (OtherConfig serviceUrl), if configured. */
  elsewhere: string | undefined;
}

/**
 * Customer service (GAMES.md section 7): the configured chat widget, else the support inbox where
 * the player writes and reads the operators' answers (which also arrive as in-site messages).
 */
export function useServiceScreen(sentText: string): ServiceScreen {
  const layout = useLayout();
  const root = useStores();
  const askSignIn = useAskSignIn();
  const widget = root.scripts.chatWidget !== '';
  const signedIn = root.user.isLoggedIn;
  const thread = useCall(() => root.api.support.thread({}), 'thread', signedIn && !widget);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<ServiceScreen['notice']>(null);
  const messagesHref = useHref('information');
  const length = draft.trim().length;

  return {
    layout,
    widget,
    signedIn,
    thread: thread.data?.list ?? null,
    draft,
    setDraft(text) {
      setDraft(text);
      setNotice(null);
    },
    length,
    maxLength: support.SUPPORT_MAX_LENGTH,
    canSend: signedIn && length > 0 && !sending,
    sending,
    async send() {
      if (!signedIn || length === 0 || sending) return;
      setSending(true);
      const result = await root.api.support.send({ body: draft });
      setSending(false);
      if (result.ok) {
        setDraft('');
        setNotice({ tone: 'success', text: sentText });
        thread.reload();
      } else {
        setNotice({ tone: 'error', text: result.msg });
      }
    },
    notice,
    signIn: () => askSignIn(),
    messagesHref,
    elsewhere: otherConfigLink(root, 'serviceUrl'),
  };
}
