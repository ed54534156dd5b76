import { useStores } from '@skinbox/stores';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useCall, type CallState } from '../../shared/frame/useCall';
import type { SpreadRules } from './useSpreadScreen';

export interface RuleScreen {
  layout: Layout;
  rules: CallState<SpreadRules>;
}

/** The promotion rules (GAMES.md section 8): the tiers, the box threshold and its contents. */
export function useRuleScreen(): RuleScreen {
  const root = useStores();
  const signedIn = root.user.isLoggedIn;
  return {
    layout: useLayout(),
    rules: useCall(() => root.api.spread.rules(), `spreadRules:${signedIn}`),
  };
}
