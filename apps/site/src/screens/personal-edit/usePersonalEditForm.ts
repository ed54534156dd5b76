import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors, useErrorText } from '../../shared/account/errors';
import { nickNameIn } from '../../shared/nickname/nickName';
import { nickNameToSave, type Sex } from './rules';

export interface PersonalEditFormState {
  nickName: string;
  setNickName(nickName: string): void;
  sex: Sex;
  setSex(sex: Sex): void;
  /** The contract's refusal of the nickname, in the player's language. */
  error?: string;
  saved: boolean;
  busy: boolean;
  submit(): void;
}

/**
 * The profile form's state, from the loaded profile: nickname (3 to 10 characters, SPEC section 5)
 * and sex, checked by the contract, saved with update, then the profile reread.
 */
export function usePersonalEditForm(): PersonalEditFormState {
  const intl = useIntl();
  const { api, user } = useStores();
  const errorText = useErrorText();
  const shownName = nickNameIn(intl, user.base.nickName);
  const [nickName, setNickName] = useState(shownName);
  const [sex, setSex] = useState<Sex>(user.ext.sex);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setSaved(false);
    const parsed = userContract.update.request.safeParse({
      nickName: nickNameToSave(nickName, shownName, user.base.nickName),
      sex,
    });
    const problem = fieldErrors(parsed).nickName;
    setError(problem ? errorText(problem) : undefined);
    if (!parsed.success) return;
    setBusy(true);
    const result = await api.user.update(parsed.data);
    setBusy(false);
    if (!result.ok) return;
    setSaved(true);
    await user.loadInfo();
  };

  return {
    nickName,
    setNickName,
    sex,
    setSex,
    error,
    saved,
    busy,
    submit: () => void submit(),
  };
}
