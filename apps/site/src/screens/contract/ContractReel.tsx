import { Reel, buildReelStrip } from '@skinbox/ui';
import { useMemo } from 'react';
import { toItemTileData } from '../../shared/goods/itemTileData';
import type { ContractMoment } from './useContractScreen';

/**
 * A signed contract's moment: a reel of the ladder's prizes that rushes, creeps and lands on the
 * one drawn, held lit in its rarity, then the outcome. The strip is the ladder's goods (seeded by
 * the ticket, so a replay draws it the same), so the player watches the prizes they could have had.
 */
export function ContractReel({
  moment,
  motion,
  tileWidth,
  onHeld,
  frame,
}: {
  moment: ContractMoment;
  motion: boolean;
  tileWidth: number;
  onHeld(): void;
  /** A still frame at this share of the spin (0 to 1): stories and screenshots of the moment. */
  frame?: number;
}) {
  const tiles = useMemo(
    () => buildReelStrip(moment.ladder, moment.prize, moment.ticket).map(toItemTileData),
    [moment.ladder, moment.prize, moment.ticket],
  );
  return (
    <Reel
      data-testid="contract-reel"
      tiles={tiles}
      spinKey={moment.ticket}
      animate={motion}
      tileWidth={tileWidth}
      onHeld={onHeld}
      frame={frame}
    />
  );
}
