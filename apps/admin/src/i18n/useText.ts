import { useIntl } from 'react-intl';
import type { MessageId } from './messages';

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** The console's text by id, in the chosen language. */
export function useText(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
