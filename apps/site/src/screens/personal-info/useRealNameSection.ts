import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useCountDown } from '@skinbox/ui';
import { useCallback, useEffect, useState } from 'react';
import { useContractForm, type ContractForm } from '../../shared/account/useContractForm';

type Status = userContract.RealNameStatus;
type RealNameForm = { realName: string; idNumber: string };

export interface RealNameSectionState extends Pick<
  ContractForm<RealNameForm>,
  'form' | 'set' | 'err' | 'busy'
> {
  /** The verification as the server has it, null while it loads. */
  status: Status | null;
  /** Seconds until the next attempt is allowed, 0 when it is. */
  retryIn: number;
  submit(): void;
}

/**
 * Real-name verification's state (SPEC sections 4 and 5): name and ID number; after an attempt the
 * next is allowed only after a minute (the server's retryAfter), counted down with the kit's
 * useCountDown; a success pays the reward and shows the masked name and number.
 */
export function useRealNameSection(): RealNameSectionState {
  const { api, user } = useStores();
  const retry = useCountDown({ time: 0 });
  const [status, setStatus] = useState<Status | null>(null);
  const {
    form,
    set,
    err,
    busy,
    submit: send,
  } = useContractForm<RealNameForm>({
    realName: '',
    idNumber: '',
  });
  const { reset, start } = retry;

  const refresh = useCallback(async () => {
    const result = await api.user.queryRealName();
    if (!result.ok) return;
    setStatus(result.data);
    reset(result.data.retryAfter * 1000);
    if (result.data.retryAfter > 0) start();
  }, [api, reset, start]);

  useEffect(() => void refresh(), [refresh]);

  const submit = async () => {
    const result = await send(userContract.realName.request.safeParse(form), (data) =>
      api.user.realName(data),
    );
    if (!result) return;
    if (result.ok) {
      setStatus(result.data);
      await user.loadInfo();
    } else {
      await refresh();
    }
  };

  return {
    status,
    retryIn: Math.ceil(retry.current.total / 1000),
    form,
    set,
    err,
    busy,
    submit: () => void submit(),
  };
}
