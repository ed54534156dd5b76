import { PAGE_SIZE, type Message } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useCallback, useEffect, useState } from 'react';

/** The player's messages page by page, newest first, with the unread count kept in the store. */
export function useMessages() {
  const { api, user } = useStores();
  const [list, setList] = useState<Message[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (next: number) => {
      setLoading(true);
      const result = await api.user.getMessage({ page: next, pageSize: PAGE_SIZE });
      setLoading(false);
      if (!result.ok) return;
      setList((old) => (next === 1 ? result.data.list : [...old, ...result.data.list]));
      setTotal(result.data.total);
      setPage(next);
      user.setNoReadMessages(result.data.noReadMessages);
    },
    [api, user],
  );

  useEffect(() => void load(1), [load]);

  return {
    list,
    total,
    loading,
    finished: list.length >= total,
    more: () => load(page + 1),
    reload: () => load(1),
  };
}
