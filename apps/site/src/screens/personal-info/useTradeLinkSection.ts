import { fields } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useErrorText } from '../../shared/account/errors';

export interface TradeLinkSectionState {
  /** The bound link, '' until one is bound. */
  bound: string;
  link: string;
  setLink(link: string): void;
  error?: string;
  busy: boolean;
  bind(): void;
}

/** The Steam trade link's state: bound once (SPEC section 5), checked by the contract first. */
export function useTradeLinkSection(): TradeLinkSectionState {
  const { api, user } = useStores();
  const errorText = useErrorText();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const bind = async () => {
    const parsed = fields.steamUrl.safeParse(link);
    setError(parsed.success ? undefined : errorText('errors.steamUrlFormat'));
    if (!parsed.success) return;
    setBusy(true);
    const result = await api.user.bindSteam({ steamUrl: parsed.data });
    setBusy(false);
    if (result.ok) await user.loadInfo();
  };

  return { bound: user.ext.steamUrl, link, setLink, error, busy, bind: () => void bind() };
}
