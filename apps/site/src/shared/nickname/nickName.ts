import { defaultNickNameDigits } from '@skinbox/api';
import type { IntlShape } from 'react-intl';
import { nicknameMessages } from './messages';

/**
 * A player's nickname as this viewer reads it: a name they chose as it is, the neutral default
 * ("Player1234") in the viewer's language, so another player's default reads in one's own.
 */
export function nickNameIn(intl: IntlShape, nickName: string): string {
  const digits = defaultNickNameDigits(nickName);
  return digits === null ? nickName : intl.formatMessage(nicknameMessages.defaultName, { digits });
}
