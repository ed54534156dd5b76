import { useTheme } from '@emotion/react';
import { type AuditEntry } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { dateTime } from '../../shared/format';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

const change = (entry: AuditEntry) =>
  `${JSON.stringify(entry.before ?? null)} → ${JSON.stringify(entry.after ?? null)}`;

/** The audit log, newest first, filtered by action (or its group) and target. */
const AuditScreen = observer(function AuditScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [typed, setTyped] = useState({ action: '', target: '' });
  const [filter, setFilter] = useState({ action: '', target: '' });
  const [page, setPage] = useState(1);
  const entries = useLoad(
    () =>
      api.audit.list({
        page,
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.target ? { target: filter.target } : {}),
      }),
    `${page}|${filter.action}|${filter.target}`,
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ action: typed.action.trim(), target: typed.target.trim() });
    setPage(1);
  };
  const columns: DataTableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: t('audit.col.at'),
      value: (row) => row.at,
      cell: (row) => dateTime(row.at, locale.locale),
      width: 170,
    },
    { id: 'operator', header: t('audit.col.operator'), value: (row) => row.operatorAccount },
    { id: 'action', header: t('audit.col.action'), value: (row) => row.action },
    { id: 'target', header: t('audit.col.target'), value: (row) => row.target },
    { id: 'reason', header: t('audit.col.reason'), value: (row) => row.reason },
    {
      id: 'change',
      header: t('audit.col.change'),
      value: change,
      cell: (row) => <code css={{ overflowWrap: 'anywhere' }}>{change(row)}</code>,
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('audit.heading')}</h1>
      <form onSubmit={onSubmit} css={{ display: 'flex', gap: theme.space.sm }}>
        <input
          aria-label={t('audit.action')}
          placeholder={t('audit.action')}
          css={inputStyle(theme)}
          value={typed.action}
          onChange={(event) => setTyped({ ...typed, action: event.target.value })}
        />
        <input
          aria-label={t('audit.target')}
          placeholder={t('audit.target')}
          css={inputStyle(theme)}
          value={typed.target}
          onChange={(event) => setTyped({ ...typed, target: event.target.value })}
        />
        <Button type="submit">{t('audit.filter')}</Button>
      </form>
      <ErrorLine error={entries.error} />
      <PagedTable
        label={t('audit.heading')}
        columns={columns}
        loaded={entries}
        rowKey={(row) => String(row.id)}
        page={page}
        onPageChange={setPage}
      />
    </div>
  );
});

export default AuditScreen;
