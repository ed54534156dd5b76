import { useTheme } from '@emotion/react';
import type { queues } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import type { DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveFeedback } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { dateTime } from '../../shared/format';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { playerColumn } from '../../shared/tableColumns/playerColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Line = z.output<typeof queues.chatLine>;
/** One line, or every line of a player. */
type Deleting = { line: Line } | { userId: number };

/** The chat's lines, newest first, by player if asked; a deletion drops them from the rooms live. */
const ChatScreen = observer(function ChatScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [typed, setTyped] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const changes = useSaving();
  const lines = useLoad(
    () => api.queues.chatLines({ page, includeDeleted, ...(userId ? { userId } : {}) }),
    `${page}|${includeDeleted}|${userId}|${changes.round}`,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(typed.trim());
    setUserId(Number.isInteger(id) && id > 0 ? id : null);
    setPage(1);
  };
  const confirm = async (reason: string) => {
    if (!deleting) return;
    const answer = await api.queues.deleteChat(
      'line' in deleting
        ? { lineIds: [deleting.line.id], reason }
        : { userId: deleting.userId, reason },
    );
    if (!answer.ok) throw new Error(answer.msg);
    changes.done(t('queues.chat.deleted', { count: answer.data.deleted.length }));
  };

  const columns: DataTableColumn<Line>[] = [
    playerColumn(t('queues.col.player')),
    { id: 'body', header: t('queues.chat.body'), value: (row) => row.body },
    dateTimeColumn('created', t('queues.col.created'), (row) => row.createdAt, locale.locale),
    {
      id: 'actions',
      header: t('queues.col.actions'),
      hideable: false,
      cell: (row) =>
        row.deletedAt ? (
          t('queues.chat.deletedAt', { at: dateTime(row.deletedAt, locale.locale) })
        ) : (
          <Button size="small" variant="danger" onClick={() => setDeleting({ line: row })}>
            {t('queues.chat.delete')}
          </Button>
        ),
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.chat')}</h1>
      <form
        onSubmit={onSubmit}
        css={{ display: 'flex', gap: theme.space.md, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <input
          aria-label={t('queues.chat.userFilter')}
          placeholder={t('queues.chat.userFilter')}
          inputMode="numeric"
          css={inputStyle(theme)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('common.search')}</Button>
        <label css={{ display: 'inline-flex', gap: 4 }}>
          <input
            type="checkbox"
            checked={includeDeleted}
            onChange={(event) => {
              setIncludeDeleted(event.target.checked);
              setPage(1);
            }}
          />
          {t('queues.chat.includeDeleted')}
        </label>
        {userId !== null && (
          <Button variant="danger" onClick={() => setDeleting({ userId })}>
            {t('queues.chat.deleteAll', { user: userId })}
          </Button>
        )}
      </form>
      <SaveFeedback saving={{ error: lines.error, notice: changes.notice }} />
      <PagedTable
        label={t('nav.chat')}
        columns={columns}
        loaded={lines}
        rowKey={(row) => String(row.id)}
        page={page}
        onPageChange={setPage}
      />
      <ReasonDialog
        show={deleting !== null}
        title={
          !deleting
            ? ''
            : 'line' in deleting
              ? t('queues.chat.deleteTitle', { user: deleting.line.userId })
              : t('queues.chat.deleteAllTitle', { user: deleting.userId })
        }
        message={deleting && 'line' in deleting ? deleting.line.body : undefined}
        danger
        onConfirm={confirm}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
});

export default ChatScreen;
