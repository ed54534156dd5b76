import type { BattleMode, BattleStatus, RoomKind } from '@skinbox/api';
import type { MessageDescriptor } from 'react-intl';
import { battleMessages } from './messages';

export const KIND_LABEL: Record<RoomKind, MessageDescriptor> = {
  official: battleMessages.kindOfficial,
  anchor: battleMessages.kindAnchor,
  player: battleMessages.kindPlayer,
};

export const MODE_LABEL: Record<BattleMode, MessageDescriptor> = {
  classic: battleMessages.modeClassic,
  clown: battleMessages.modeClown,
};

export const MODE_HINT: Record<BattleMode, MessageDescriptor> = {
  classic: battleMessages.modeClassicHint,
  clown: battleMessages.modeClownHint,
};

export const STATUS_LABEL: Record<BattleStatus, MessageDescriptor> = {
  waiting: battleMessages.statusWaiting,
  running: battleMessages.statusRunning,
  finished: battleMessages.statusFinished,
  dissolved: battleMessages.statusDissolved,
};
