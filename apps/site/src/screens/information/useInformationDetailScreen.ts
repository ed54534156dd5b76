import type { Message } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useLayout } from '../../routing/layoutContext';
import { SEARCH_PAGES, SEARCH_PAGE_SIZE } from './rules';

export interface InformationDetailScreen {
  layout: Layout;
  /** The message; undefined while it is looked for, null when the player has none with that id. */
  message: Message | null | undefined;
}

/**
 * One message (?id=), marked read on opening. The contract has no single-message call, so the
 * message is found in the player's list.
 */
export function useInformationDetailScreen(): InformationDetailScreen {
  const layout = useLayout();
  const { api, user } = useStores();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [message, setMessage] = useState<Message | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    void (async () => {
      for (let page = 1; page <= SEARCH_PAGES; page++) {
        const result = await api.user.getMessage({ page, pageSize: SEARCH_PAGE_SIZE });
        if (!result.ok || !current) return;
        const found = result.data.list.find((x) => x.id === id);
        if (found) {
          setMessage(found);
          if (!found.isRead) {
            const read = await api.user.readyMessage({ ids: [id] });
            if (read.ok) user.setNoReadMessages(read.data.noReadMessages);
          }
          return;
        }
        if (page * SEARCH_PAGE_SIZE >= result.data.total) break;
      }
      if (current) setMessage(null);
    })();
    return () => {
      current = false;
    };
  }, [api, user, id]);

  return { layout, message };
}
