import { limitsErrors, type Locale } from '@skinbox/api';

/**
 * The server's responsible-gaming refusals (RG403 pause, RG409 loss limit, deposit limits), from
 * their own catalogue: the screens that stake coins load no other error text for them.
 */
const LIMIT_REFUSALS = Object.values(limitsErrors);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a refusal the server answered (already in the player's language) is one of the limits':
 * its text matches a catalogue template, each {param} standing for any value.
 */
export function isLimitRefusal(msg: string, language: Locale): boolean {
  return LIMIT_REFUSALS.some((translations) => {
    const pattern = translations[language]
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+');
    return new RegExp(`^${pattern}$`).test(msg);
  });
}
