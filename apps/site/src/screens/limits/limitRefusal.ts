import { translateError, type ErrorKey } from '@skinbox/api';

type Language = Parameters<typeof translateError>[1];

/** The server's responsible-gaming refusals (RG403 pause, RG409 loss limit, deposit limits). */
const LIMIT_REFUSALS: readonly ErrorKey[] = [
  'errors.playPaused',
  'errors.lossLimitDay',
  'errors.lossLimitWeek',
  'errors.lossLimitMonth',
  'errors.depositLimitDay',
  'errors.depositLimitWeek',
  'errors.depositLimitMonth',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a refusal the server answered (already in the player's language) is one of the limits':
 * its text matches a catalogue template, each {param} standing for any value.
 */
export function isLimitRefusal(msg: string, language: Language): boolean {
  return LIMIT_REFUSALS.some((key) => {
    const template = translateError(key, language);
    const pattern = template
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+');
    return new RegExp(`^${pattern}$`).test(msg);
  });
}
