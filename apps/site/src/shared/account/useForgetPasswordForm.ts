import { auth } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import { withPasswordsMatch } from './errors';
import { useContractForm, type ContractForm } from './useContractForm';

export interface ForgetPasswordFields {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export interface ForgetPasswordFormState extends Pick<
  ContractForm<ForgetPasswordFields>,
  'form' | 'set' | 'err' | 'busy'
> {
  /** The new password was set. */
  done: boolean;
  submit(): Promise<void>;
}

/**
 * A new password's state: phone, slider and SMS code, two matching passwords, checked by the
 * contract's forgotPasswordRequest before it is sent.
 */
export function useForgetPasswordForm({
  onDone,
}: { onDone?: () => void } = {}): ForgetPasswordFormState {
  const { api } = useStores();
  const contract = useContractForm<ForgetPasswordFields>({
    mobile: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  const [done, setDone] = useState(false);
  const { form } = contract;
  return {
    form,
    set: contract.set,
    err: contract.err,
    busy: contract.busy,
    done,
    async submit() {
      const result = await contract.submit(
        auth.forgotPasswordRequest.safeParse(form),
        (data) => api.auth.forgotPassword(data),
        (errors) => withPasswordsMatch(errors, form),
      );
      if (!result?.ok) return;
      setDone(true);
      onDone?.();
    },
  };
}
