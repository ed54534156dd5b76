import { useEffect, useState } from 'react';
import {
  loadConsoleMessages,
  loadedConsoleMessages,
  type ConsoleLocale,
  type ConsoleMessages,
} from '../i18n/messages';

/**
 * The console's texts in `locale`, fetched the first time it is spoken; until they come, the
 * texts of the language shown before (a switch keeps the screen), or undefined on the first load.
 */
export function useConsoleMessages(locale: ConsoleLocale): ConsoleMessages | undefined {
  const [shown, setShown] = useState(() => loadedConsoleMessages(locale));
  const current = loadedConsoleMessages(locale);
  useEffect(() => {
    if (current) return;
    let active = true;
    void loadConsoleMessages(locale).then((messages) => {
      if (active) setShown(messages);
    });
    return () => {
      active = false;
    };
  }, [locale, current]);
  return current ?? shown;
}
