import { css, useTheme, type Theme } from '@emotion/react';
import { ADMIN_PAGE_SIZE, queues } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { DataTable, FormActions, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { dateTime } from '../../shared/format';
import { inputStyle, pageStyle, panelStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { playerColumn } from '../../shared/tableColumns/playerColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Ticket = z.output<typeof queues.supportThreadRow>;

const layout = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space.lg};
  align-items: start;
`;

const line = (theme: Theme, fromPlayer: boolean) => css`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${fromPlayer ? theme.color.surfaceRaised : theme.color.background};
  white-space: pre-wrap;
  & small {
    display: block;
    color: ${theme.color.textMuted};
  }
`;

/** Players' questions waiting for an answer; a thread is answered or closed beside the list. */
const SupportScreen = observer(function SupportScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const [userId, setUserId] = useState<number | null>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inbox = useLoad(() => api.queues.supportInbox({ page }), `${page}|${round}`);
  const thread = useLoad(
    () =>
      userId === null
        ? Promise.resolve({ ok: true as const, code: 0 as const, msg: '', data: null })
        : api.queues.supportThread({ userId }),
    `${userId}|${round}`,
  );

  const send = async () => {
    if (userId === null) return;
    const problem = inputError(queues.answerSupport.request, { userId, answer }, locale.locale);
    setError(problem);
    if (problem !== null) return;
    const sent = await api.queues.answerSupport({ userId, answer });
    setError(sent.ok ? null : sent.msg);
    if (sent.ok) {
      setAnswer('');
      setNotice(null);
      setRound((value) => value + 1);
    }
  };
  const close = async () => {
    if (userId === null) return;
    const closed = await api.queues.closeSupport({ userId, reason: '' });
    setError(closed.ok ? null : closed.msg);
    if (closed.ok) {
      setNotice(t('support.closed'));
      setRound((value) => value + 1);
    }
  };

  const columns: DataTableColumn<Ticket>[] = [
    playerColumn(t('support.col.player')),
    { id: 'question', header: t('support.col.question'), value: (row) => row.question },
    dateTimeColumn('asked', t('support.col.asked'), (row) => row.askedAt, locale.locale),
  ];
  const conversation = thread.data;
  return (
    <div css={pageStyle}>
      <h1>{t('nav.support')}</h1>
      <div css={layout}>
        <DataTable
          label={t('support.inbox')}
          columns={columns}
          rows={inbox.data?.list ?? []}
          rowKey={(row) => String(row.userId)}
          loading={inbox.loading && !inbox.data}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={inbox.data?.total ?? 0}
          onPageChange={setPage}
          onRowClick={(row) => {
            setUserId(row.userId);
            setError(null);
            setNotice(null);
          }}
        />
        <section
          css={[
            panelStyle(theme),
            { display: 'flex', flexDirection: 'column', gap: theme.space.sm },
          ]}
        >
          {conversation ? (
            <>
              <h2>
                {t('support.thread', { nick: conversation.nickName, id: conversation.userId })}
              </h2>
              {conversation.lines.map((entry) => (
                <p key={entry.id} css={line(theme, entry.author === 'player')}>
                  <small>
                    {t(entry.author === 'player' ? 'support.player' : 'support.operator')} ·{' '}
                    {dateTime(entry.createdAt, locale.locale)}
                  </small>
                  {entry.body}
                </p>
              ))}
              <textarea
                aria-label={t('support.answer')}
                css={[inputStyle(theme), { maxWidth: 'none', minHeight: 90 }]}
                maxLength={queues.SUPPORT_ANSWER_MAX}
                value={answer}
                onChange={(event) => setAnswer(event.target.value)}
              />
              <FormActions>
                <Button onClick={() => void close()}>{t('support.close')}</Button>
                <Button variant="primary" onClick={() => void send()}>
                  {t('support.send')}
                </Button>
              </FormActions>
            </>
          ) : (
            <p css={{ margin: 0, color: theme.color.textMuted }}>{t('support.pick')}</p>
          )}
          <ErrorLine error={error ?? thread.error} />
          <NoticeLine notice={notice} />
        </section>
      </div>
    </div>
  );
});

export default SupportScreen;
