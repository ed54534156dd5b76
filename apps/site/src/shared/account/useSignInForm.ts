import { auth, type Session } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useState } from 'react';
import type { Layout } from '../../layout/device';
import { attributionOf } from './attribution';
import { useContractForm, type ContractForm } from './useContractForm';

export type SignInMode = 'password' | 'code';

export interface SignInFields {
  account: string;
  password: string;
  mobile: string;
  code: string;
}

export interface SignInFormState extends Pick<
  ContractForm<SignInFields>,
  'form' | 'set' | 'err' | 'busy'
> {
  mode: SignInMode;
  /** Switches between password and SMS code, forgetting the refusals shown. */
  setMode(mode: SignInMode): void;
  submit(): Promise<void>;
}

/**
 * Sign-in's state: account and password, or phone and SMS code, checked by the contract's
 * loginRequest before it is sent (with the visit's attribution); a session goes to `onSignedIn`.
 */
export function useSignInForm({
  layout,
  onSignedIn,
}: {
  layout: Layout;
  onSignedIn(session: Session): void | Promise<void>;
}): SignInFormState {
  const store = useStores();
  const [mode, setMode] = useState<SignInMode>('password');
  const contract = useContractForm<SignInFields>({
    account: '',
    password: '',
    mobile: '',
    code: '',
  });
  const { form } = contract;
  return {
    mode,
    setMode(next) {
      setMode(next);
      contract.clearErrors();
    },
    form,
    set: contract.set,
    err: contract.err,
    busy: contract.busy,
    async submit() {
      const payload =
        mode === 'password'
          ? { type: mode, account: form.account, password: form.password }
          : { type: mode, mobile: form.mobile, code: form.code };
      const result = await contract.submit(
        auth.loginRequest.safeParse({ ...payload, ...attributionOf(store, layout) }),
        (data) => store.api.auth.login(data),
      );
      if (result?.ok) await onSignedIn(result.data);
    },
  };
}
