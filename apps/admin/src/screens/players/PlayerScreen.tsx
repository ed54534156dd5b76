import { css, useTheme, type Theme } from '@emotion/react';
import type { players } from '@skinbox/api/admin';
import type { DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { ChoiceButtons } from '../../shared/choiceButtons/ChoiceButtons';
import { dateTime } from '../../shared/format';
import { errorStyle, inputStyle, pageStyle, panelStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { PlayerActions } from './PlayerActions';

type LedgerRow = z.output<typeof players.ledgerRow>;
type BagRow = z.output<typeof players.bagRow>;
const SHOWN = ['ledger', 'bag'] as const;

const facts = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space.md};
  & section {
    ${panelStyle(theme)};
  }
  & h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSize.md};
    color: ${theme.color.textMuted};
  }
  & dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
  }
  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** One player: balances, standing, the ledger and the bag, and the actions the role allows. */
const PlayerScreen = observer(function PlayerScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const userId = Number(useParams().userId);
  const [ledgerPage, setLedgerPage] = useState(1);
  const [kind, setKind] = useState('');
  const [bagPage, setBagPage] = useState(1);
  const [round, setRound] = useState(0);
  // One table at a time: each paged table carries a Pagination landmark of the same name.
  const [shown, setShown] = useState<(typeof SHOWN)[number]>('ledger');
  const detail = useLoad(() => api.players.detail({ userId }), `${userId}|${round}`);
  const kindFilter = /^[A-Za-z.]+$/.test(kind) ? kind : undefined;
  const ledger = useLoad(
    () =>
      api.players.ledger({ userId, page: ledgerPage, ...(kindFilter ? { kind: kindFilter } : {}) }),
    `${userId}|${ledgerPage}|${kindFilter}|${round}`,
  );
  const bag = useLoad(() => api.players.bag({ userId, page: bagPage }), `${userId}|${bagPage}`);

  const ledgerColumns: DataTableColumn<LedgerRow>[] = [
    dateTimeColumn('at', t('player.col.at'), (row) => row.at, locale.locale),
    { id: 'kind', header: t('player.col.kind'), value: (row) => row.kind },
    {
      id: 'currency',
      header: t('player.col.currency'),
      value: (row) => t(`player.${row.currency}`),
    },
    { id: 'amount', header: t('player.col.amount'), value: (row) => row.amount, align: 'end' },
    { id: 'account', header: t('player.col.account'), value: (row) => row.account },
    { id: 'reference', header: t('player.col.reference'), value: (row) => row.reference },
  ];
  const bagColumns: DataTableColumn<BagRow>[] = [
    { id: 'item', header: t('player.col.item'), value: (row) => row.name },
    { id: 'price', header: t('player.col.price'), value: (row) => row.price, align: 'end' },
    { id: 'state', header: t('player.col.state'), value: (row) => row.state },
    dateTimeColumn('at', t('player.col.at'), (row) => row.createdAt, locale.locale),
  ];

  if (detail.error && !detail.data)
    return (
      <p role="alert" css={errorStyle}>
        {detail.error}
      </p>
    );
  if (!detail.data) return <p>{t('common.loading')}</p>;
  const { player, balances, chatMute, limits } = detail.data;
  const pausedUntil = limits.pausedUntil;
  return (
    <div css={pageStyle}>
      <h1>{t('player.heading', { id: player.userId, nick: player.nickName })}</h1>
      <div css={facts}>
        <section aria-label={t('player.balances')}>
          <h2>{t('player.balances')}</h2>
          <dl>
            <dt>{t('player.amount')}</dt>
            <dd data-testid="balance-amount">{balances.amount}</dd>
            <dt>{t('player.ammon')}</dt>
            <dd>{balances.ammon}</dd>
            <dt>{t('player.point')}</dt>
            <dd>{balances.point}</dd>
            <dt>{t('player.recharged')}</dt>
            <dd>{detail.data.recharged}</dd>
            <dt>{t('player.extracted')}</dt>
            <dd>{detail.data.extracted}</dd>
          </dl>
        </section>
        <section aria-label={t('player.standing')}>
          <h2>{t('player.standing')}</h2>
          <p css={{ margin: 0 }}>
            {player.bannedAt
              ? t('player.banned', { reason: player.banReason ?? '' })
              : t('player.active')}
          </p>
          {chatMute && (
            <p>{t('player.muted', { until: dateTime(chatMute.until, locale.locale) })}</p>
          )}
          {pausedUntil && (
            <p>{t('player.pause', { until: dateTime(pausedUntil, locale.locale) })}</p>
          )}
          <p>{t('player.sessions', { count: detail.data.openSessions })}</p>
          <p>
            {player.mobile ?? '—'} · {player.kind} · VIP {player.vipLevel}
          </p>
        </section>
        <section>
          <PlayerActions detail={detail.data} onChanged={() => setRound((value) => value + 1)} />
        </section>
      </div>
      <ChoiceButtons
        label={`${t('player.ledger')} / ${t('player.bag')}`}
        options={SHOWN}
        chosen={shown}
        onChoose={(option) => setShown(option)}
        text={(option) => t(`player.${option}`)}
      />
      {shown === 'ledger' ? (
        <PagedTable
          label={t('player.ledger')}
          toolbar={
            <input
              aria-label={t('player.ledgerKind')}
              placeholder={t('player.ledgerKind')}
              css={[inputStyle(theme), { width: 200 }]}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value);
                setLedgerPage(1);
              }}
            />
          }
          columns={ledgerColumns}
          loaded={ledger}
          rowKey={(row) => String(row.id)}
          page={ledgerPage}
          onPageChange={setLedgerPage}
        />
      ) : (
        <PagedTable
          label={t('player.bag')}
          columns={bagColumns}
          loaded={bag}
          rowKey={(row) => String(row.id)}
          page={bagPage}
          onPageChange={setBagPage}
        />
      )}
    </div>
  );
});

export default PlayerScreen;
