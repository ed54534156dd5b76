export { centsToMoney, moneyToCents, MONEY_PATTERN, type MoneyString } from './money';
export {
  BATTLE_DISSOLVE_AFTER_MS,
  BATTLE_MAX_BOXES,
  BATTLE_MAX_SEATS,
  BATTLE_MIN_BOXES,
  BATTLE_MIN_SEATS,
  BATTLE_MODES,
  BATTLE_ROUND_MS,
  BATTLE_START_COUNTDOWN_MS,
  BATTLE_STATUSES,
  ROOM_KINDS,
  type BattleMode,
  type BattleStatus,
  type RoomKind,
} from './battleLimits';
export {
  BattleFilterType,
  BattleRoomSort,
  BattleSubType,
  modeOfFilter,
  roomKindOfFilter,
} from './battleFilters';
export {
  BATTLE_SHOW_CLOCK,
  ROUND_REVEAL_LEAD_MS,
  revealedRoundsAt,
  roundRevealedAt,
  roundStartsAt,
  settlesAt,
  showAt,
  type ShowClock,
  type ShowPhase,
} from './battleShow';
export {
  dropTakenBy,
  leaderOf,
  seatOutcome,
  settle,
  takerOf,
  winnerSeatOf,
  type SeatTotal,
  type Settlement,
} from './battleSettlement';
export {
  betRefusal,
  MIN_AUTO_CASH_OUT,
  stakeRefusal,
  type BetAttempt,
  type BetLimits,
  type CrashPhaseName,
  type CrashRefusalKey,
  type Refusal,
} from './crashBets';
export { escapeRefusal, type BetStatus } from './crashEscape';
export {
  ARTICLE_ATTRIBUTES,
  ARTICLE_LINK_SCHEMES,
  ARTICLE_TAGS,
  isArticleLink,
} from './articleMarkup';
export { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS, WEEK_MS } from './timeUnits';
