import type { PersonalEditFormState } from './usePersonalEditForm';

const noop = () => {};

/** The profile form as designers review it: filled in, its nickname refused, and saved. */
export function designerState(state: 'filled' | 'refused' | 'saved'): PersonalEditFormState {
  return {
    nickName: state === 'refused' ? '好' : '幸运玩家',
    setNickName: noop,
    sex: 1,
    setSex: noop,
    error: state === 'refused' ? '昵称长度需为3到10个字符' : undefined,
    saved: state === 'saved',
    busy: false,
    submit: noop,
  };
}
