import { useTheme } from '@emotion/react';
import { ADMIN_PAGE_SIZE, players, type PlayerSummary } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { DataTable, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

/** Finds players by id, mobile, nickname or invite code; the query lives in the address. */
const PlayersScreen = observer(function PlayersScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [typed, setTyped] = useState(query);
  const [error, setError] = useState<string | null>(null);
  const results = useLoad(
    () =>
      query
        ? api.players.search({ query, page })
        : Promise.resolve({ ok: true as const, code: 0 as const, msg: '', data: null }),
    `${query}|${page}`,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = inputError(players.search.request, { query: typed }, locale.locale);
    setError(problem);
    if (problem === null) setParams({ q: typed.trim() });
  };
  const columns: DataTableColumn<PlayerSummary>[] = [
    { id: 'id', header: t('players.col.id'), value: (row) => row.userId },
    { id: 'nick', header: t('players.col.nick'), value: (row) => row.nickName },
    { id: 'mobile', header: t('players.col.mobile'), value: (row) => row.mobile },
    { id: 'code', header: t('players.col.code'), value: (row) => row.spreadCode },
    { id: 'kind', header: t('players.col.kind'), value: (row) => row.kind },
    { id: 'balance', header: t('players.col.balance'), value: (row) => row.balance, align: 'end' },
    {
      id: 'banned',
      header: t('players.col.banned'),
      value: (row) => (row.bannedAt ? t('common.yes') : t('common.no')),
    },
    dateTimeColumn('created', t('players.col.created'), (row) => row.createdAt, locale.locale),
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.players')}</h1>
      <form onSubmit={onSubmit} css={{ display: 'flex', gap: theme.space.sm }} role="search">
        <input
          aria-label={t('players.searchLabel')}
          placeholder={t('players.searchLabel')}
          css={inputStyle(theme)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
      </form>
      <ErrorLine error={error ?? results.error} />
      {query && (
        <DataTable
          label={t('players.results')}
          columns={columns}
          rows={results.data?.list ?? []}
          rowKey={(row) => String(row.userId)}
          loading={results.loading}
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={results.data?.total ?? 0}
          onPageChange={(next) => setParams({ q: query, page: String(next) })}
          onRowClick={(row) => navigate(`/players/${row.userId}`)}
        />
      )}
    </div>
  );
});

export default PlayersScreen;
