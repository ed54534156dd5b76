import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { withPasswordsMatch } from '../../shared/account/errors';
import { useContractForm, type ContractForm } from '../../shared/account/useContractForm';

const EMPTY = { oldPassword: '', password: '', confirmPassword: '' };

export interface PasswordSectionState extends Pick<
  ContractForm<typeof EMPTY>,
  'form' | 'set' | 'err' | 'busy'
> {
  /** The password was changed (the form is empty again). */
  done: boolean;
  submit(): void;
}

/** The password change's state: the current one, a new one of 6 to 16 characters, typed twice. */
export function usePasswordSection(): PasswordSectionState {
  const { api } = useStores();
  const { form, set, err, busy, reset, submit: send } = useContractForm(EMPTY);
  const [done, setDone] = useState(false);

  const submit = async () => {
    setDone(false);
    const result = await send(
      userContract.changePassword.request.safeParse(form),
      (data) => api.user.changePassword(data),
      (errors) => withPasswordsMatch(errors, form),
    );
    if (!result?.ok) return;
    reset();
    setDone(true);
  };

  return { form, set, err, busy, done, submit: () => void submit() };
}
