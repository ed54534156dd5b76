import type { BattleBox } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { useCall } from '../../shared/frame/useCall';

export interface BattleBoxesScreen {
  layout: Layout;
  /** Every battle box on sale with its contents and odds; null while they load. */
  boxes: readonly BattleBox[] | null;
  /** The box the address names (boxId), or the first; null when it names none on sale. */
  chosen: BattleBox | null;
}

/** battleBoxIntro and battleBoxDetails (GAMES.md section 1): the battle boxes and their odds. */
export function useBattleBoxesScreen(): BattleBoxesScreen {
  const layout = useLayout();
  const { api } = useStores();
  const [params] = useSearchParams();
  const intro = useCall(() => api.battle.boxIntro(), 'battle-boxes');
  const boxes = intro.data?.list ?? null;
  const asked = params.get('boxId');
  const chosen = boxes && (asked ? boxes.find((box) => box.boxId === Number(asked)) : boxes[0]);
  return { layout, boxes, chosen: chosen ?? null };
}
