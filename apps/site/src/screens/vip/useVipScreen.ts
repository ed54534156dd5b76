import { useStores } from '@skinbox/stores';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { vipMessages as m } from './messages';
import type { VipState } from './rules';

export interface VipScreen {
  layout: Layout;
  /** The levels and the player's growth, null while they load. */
  state: VipState | null;
  /** The level whose reward is being claimed. */
  claiming: number | null;
  /** What the last claim paid. */
  notice?: string;
  claim(level: number): void;
}

/** The VIP page's state: the levels, then a level's reward claimed and the levels and balance reread. */
export function useVipScreen(): VipScreen {
  const layout = useLayout();
  const intl = useIntl();
  const { api, user } = useStores();
  const [state, setState] = useState<VipState | null>(null);
  const [claiming, setClaiming] = useState<number | null>(null);
  const [notice, setNotice] = useState<string>();

  const load = useCallback(async () => {
    const result = await api.user.getVipLevelList();
    if (result.ok) setState(result.data);
  }, [api]);
  useEffect(() => void load(), [load]);

  const claim = async (level: number) => {
    setClaiming(level);
    const result = await api.user.getVipReward({ level });
    setClaiming(null);
    if (!result.ok) return;
    setNotice(intl.formatMessage(m.claimedAmount, { amount: result.data.amount }));
    await Promise.all([load(), user.loadInfo()]);
  };

  return { layout, state, claiming, notice, claim: (level) => void claim(level) };
}
