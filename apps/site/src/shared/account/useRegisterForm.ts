import { auth, type Session } from '@skinbox/api';
import { STORAGE_KEYS, useStores } from '@skinbox/stores';
import type { Layout } from '../../layout/device';
import { attributionOf } from './attribution';
import { withPasswordsMatch } from './errors';
import { useContractForm, type ContractForm } from './useContractForm';

export interface RegisterFields {
  mobile: string;
  code: string;
  password: string;
  confirmPassword: string;
  nickName: string;
  invitationCode: string;
  agreement: boolean;
  adult: boolean;
}

export interface RegisterFormState extends Pick<
  ContractForm<RegisterFields>,
  'form' | 'set' | 'err' | 'busy'
> {
  submit(): Promise<void>;
}

/**
 * Sign-up's state (SPEC section 5): phone and code, two matching passwords, optional nickname and
 * invite code (prefilled from the referral link's luck_fcode), agreement and 18+ ticked, checked by
 * the contract's registerRequest before it is sent; a session goes to `onRegistered`.
 */
export function useRegisterForm({
  layout,
  onRegistered,
}: {
  layout: Layout;
  onRegistered(session: Session): void | Promise<void>;
}): RegisterFormState {
  const store = useStores();
  const contract = useContractForm<RegisterFields>(() => ({
    mobile: '',
    code: '',
    password: '',
    confirmPassword: '',
    nickName: '',
    invitationCode: store.storage.getItem(STORAGE_KEYS.luckFcode) ?? '',
    agreement: false,
    adult: false,
  }));
  const { form } = contract;
  return {
    form,
    set: contract.set,
    err: contract.err,
    busy: contract.busy,
    async submit() {
      const result = await contract.submit(
        auth.registerRequest.safeParse({
          ...form,
          nickName: form.nickName.trim() || undefined,
          invitationCode: form.invitationCode.trim() || undefined,
          ...attributionOf(store, layout),
        }),
        (data) => store.api.auth.register(data),
        (errors) => withPasswordsMatch(errors, form),
      );
      if (result?.ok) await onRegistered(result.data);
    },
  };
}
