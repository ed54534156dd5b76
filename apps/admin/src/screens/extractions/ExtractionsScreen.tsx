import { queues, type ExtractionRow } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import type { DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { ChoiceButtons } from '../../shared/choiceButtons/ChoiceButtons';
import { SaveFeedback } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { pageStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { playerColumn } from '../../shared/tableColumns/playerColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Queue = (typeof queues.EXTRACTION_QUEUES)[number];
type Cancel = { row: ExtractionRow; refund: 'item' | 'coins' };

/**
 * Extractions by queue: a failed or stuck one is retried, or cancelled with the item or its
 * price in coins given back (behind a reason), as the role table allows.
 */
const ExtractionsScreen = observer(function ExtractionsScreen() {
  const { api, session, locale } = useConsole();
  const t = useText();
  const [queue, setQueue] = useState<Queue>('failed');
  const [page, setPage] = useState(1);
  const [cancel, setCancel] = useState<Cancel | null>(null);
  const changes = useSaving();
  const rows = useLoad(
    () => api.queues.extractions({ queue, page }),
    `${queue}|${page}|${changes.round}`,
  );
  const open = queue === 'pending' || queue === 'delivering' || queue === 'failed';
  const mayRetry = open && session.may('queues.retryExtraction');
  const mayCancel = open && session.may('queues.cancelExtraction');

  const retry = async (row: ExtractionRow) => {
    const answer = await api.queues.retryExtraction({ deliveryId: row.deliveryId, reason: '' });
    if (answer.ok) changes.done(t('extractions.retried', { id: row.deliveryId }));
    else {
      // A refused retry may mean the row moved on meanwhile: the list is read again as well.
      changes.clearNotice();
      changes.refuse(answer.msg);
      rows.reload();
    }
  };
  const confirmCancel = async (reason: string) => {
    if (!cancel) return;
    const answer = await api.queues.cancelExtraction({
      deliveryId: cancel.row.deliveryId,
      refund: cancel.refund,
      reason,
    });
    if (!answer.ok) throw new Error(answer.msg);
    changes.done(t('common.done'));
  };

  const columns: DataTableColumn<ExtractionRow>[] = [
    { id: 'id', header: t('extractions.col.id'), value: (row) => row.deliveryId },
    playerColumn(t('extractions.col.player')),
    { id: 'item', header: t('extractions.col.item'), value: (row) => row.name },
    { id: 'price', header: t('extractions.col.price'), value: (row) => row.price, align: 'end' },
    { id: 'provider', header: t('extractions.col.provider'), value: (row) => row.provider },
    dateTimeColumn('created', t('extractions.col.created'), (row) => row.createdAt, locale.locale),
  ];
  if (mayRetry || mayCancel)
    columns.push({
      id: 'actions',
      header: t('extractions.col.actions'),
      hideable: false,
      cell: (row) => (
        <span css={{ display: 'inline-flex', gap: 6 }}>
          {mayRetry && (
            <Button size="small" onClick={() => void retry(row)}>
              {t('extractions.retry')}
            </Button>
          )}
          {mayCancel && (
            <Button size="small" onClick={() => setCancel({ row, refund: 'item' })}>
              {t('extractions.cancelItem')}
            </Button>
          )}
          {mayCancel && (
            <Button
              size="small"
              variant="danger"
              onClick={() => setCancel({ row, refund: 'coins' })}
            >
              {t('extractions.cancelCoins')}
            </Button>
          )}
        </span>
      ),
    });
  return (
    <div css={pageStyle}>
      <h1>{t('nav.extractions')}</h1>
      <ChoiceButtons
        label={t('nav.extractions')}
        options={queues.EXTRACTION_QUEUES}
        chosen={queue}
        onChoose={(option) => {
          setQueue(option);
          setPage(1);
        }}
        text={(option) => t(`extractions.queue.${option}`)}
      />
      <SaveFeedback saving={{ error: changes.error ?? rows.error, notice: changes.notice }} />
      <PagedTable
        label={t(`extractions.queue.${queue}`)}
        columns={columns}
        loaded={rows}
        rowKey={(row) => String(row.deliveryId)}
        page={page}
        onPageChange={setPage}
      />
      <ReasonDialog
        show={cancel !== null}
        title={
          cancel
            ? t('extractions.cancelConfirm', { id: cancel.row.deliveryId, item: cancel.row.name })
            : ''
        }
        message={
          cancel?.refund === 'coins'
            ? t('extractions.cancelCoinsMessage', { price: cancel.row.price })
            : t('extractions.cancelItemMessage')
        }
        danger={cancel?.refund === 'coins'}
        onConfirm={confirmCancel}
        onClose={() => setCancel(null)}
      />
    </div>
  );
});

export default ExtractionsScreen;
