import { fields } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useErrorText } from '../account/errors';

/**
 * SPEC section 5's trade link, asked for where the payment needs it (issue 30): while the player
 * has none, the recharge forms show the field; paying binds what was typed first and goes straight
 * on, so nobody is sent to the personal page and left there.
 */
export interface TradeLinkGate {
  /** The player has no trade link yet: the field shows. */
  needed: boolean;
  link: string;
  setLink(link: string): void;
  /** What is wrong with the typed link, in the reader's language. */
  error: string | null;
  busy: boolean;
  /** Binds the typed link when one is needed; true once the player has a trade link. */
  ensure(): Promise<boolean>;
}

export function useTradeLinkGate(): TradeLinkGate {
  const { api, user } = useStores();
  const errorText = useErrorText();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needed = user.isLoggedIn && user.ext.steamUrl.trim() === '';

  return {
    needed,
    link,
    setLink(next) {
      setLink(next);
      setError(null);
    },
    error,
    busy,
    async ensure() {
      if (!needed) return true;
      const parsed = fields.steamUrl.safeParse(link);
      if (!parsed.success) {
        setError(
          errorText(link.trim() === '' ? 'errors.tradeLinkRequired' : 'errors.steamUrlFormat'),
        );
        return false;
      }
      setBusy(true);
      const bound = await api.user.bindSteam({ steamUrl: parsed.data });
      if (bound.ok) await user.loadInfo();
      setBusy(false);
      return bound.ok;
    },
  };
}
