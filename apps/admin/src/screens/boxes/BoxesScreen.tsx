import type { BoxRow } from '@skinbox/api/admin';
import { DataTable, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { percent } from '../../shared/format';
import { pageStyle } from '../../shared/formStyles';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

/** Every box with its price and return; a row opens its editor. */
const BoxesScreen = observer(function BoxesScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const navigate = useNavigate();
  const boxes = useLoad(() => api.catalogue.boxes({}), 'boxes');
  const columns: DataTableColumn<BoxRow>[] = [
    { id: 'id', header: t('boxes.col.id'), value: (row) => row.boxId, sortable: true },
    {
      id: 'name',
      header: t('boxes.col.name'),
      value: (row) => (locale.locale === 'en' ? row.names.en : row.names.zh),
    },
    {
      id: 'price',
      header: t('boxes.col.price'),
      value: (row) => Number(row.price),
      cell: (row) => row.price,
      align: 'end',
      sortable: true,
    },
    { id: 'items', header: t('boxes.col.items'), value: (row) => row.items, align: 'end' },
    {
      id: 'target',
      header: t('boxes.col.target'),
      value: (row) => row.targetRtp,
      cell: (row) => percent(row.targetRtp),
      align: 'end',
      sortable: true,
    },
    {
      id: 'actual',
      header: t('boxes.col.actual'),
      value: (row) => row.actualRtp,
      cell: (row) => percent(row.actualRtp),
      align: 'end',
      sortable: true,
    },
    {
      id: 'enabled',
      header: t('boxes.col.enabled'),
      value: (row) => (row.enabled ? t('common.yes') : t('common.no')),
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('boxes.heading')}</h1>
      <ErrorLine error={boxes.error} />
      <DataTable
        label={t('boxes.heading')}
        columns={columns}
        rows={boxes.data ?? []}
        rowKey={(row) => String(row.boxId)}
        loading={boxes.loading && !boxes.data}
        onRowClick={(row) => navigate(`/boxes/${row.boxId}`)}
        maxHeight="calc(100vh - 200px)"
      />
    </div>
  );
});

export default BoxesScreen;
