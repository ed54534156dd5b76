import type { InviteCodeSectionState } from './useInviteCodeSection';
import type { PasswordSectionState } from './usePasswordSection';
import type { RealNameSectionState } from './useRealNameSection';
import type { TradeLinkSectionState } from './useTradeLinkSection';

const noop = () => {};
const set = () => noop;
const noError = () => undefined;

export interface PersonalInfoStates {
  tradeLink: TradeLinkSectionState;
  inviteCode: InviteCodeSectionState;
  realName: RealNameSectionState;
  password: PasswordSectionState;
}

/**
 * The account's sections as designers review them: nothing bound yet; everything bound, changed
 * and verified; and a refused real-name check waiting out its minute.
 */
export function designerState(state: 'open' | 'bound' | 'retry'): PersonalInfoStates {
  const bound = state === 'bound';
  return {
    tradeLink: {
      bound: bound
        ? 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCd_12x'
        : '',
      link: '',
      setLink: noop,
      busy: false,
      bind: noop,
    },
    inviteCode: {
      current: 'LUCKY01',
      changed: bound,
      code: '',
      setCode: noop,
      busy: false,
      save: noop,
    },
    realName: {
      status: {
        isVerified: bound,
        realName: bound ? '*明' : '',
        idNumber: bound ? '1101**********1234' : '',
        retryAfter: state === 'retry' ? 42 : 0,
        rewardAmount: '1.00',
      },
      retryIn: state === 'retry' ? 42 : 0,
      form: { realName: state === 'retry' ? '李明' : '', idNumber: '' },
      set,
      err: noError,
      busy: false,
      submit: noop,
    },
    password: {
      form: { oldPassword: '', password: '', confirmPassword: '' },
      set,
      err: noError,
      busy: false,
      done: bound,
      submit: noop,
    },
  };
}
