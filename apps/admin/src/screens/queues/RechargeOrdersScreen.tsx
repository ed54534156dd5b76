import { useTheme } from '@emotion/react';
import { queues } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import type { DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { ChoiceButtons } from '../../shared/choiceButtons/ChoiceButtons';
import { SaveFeedback } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { playerColumn } from '../../shared/tableColumns/playerColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type Order = z.output<typeof queues.rechargeOrderRow>;
const STATUSES = ['pending', 'paid', 'all'] as const;
type Status = (typeof STATUSES)[number];

/** Only the manual provider waits for a person: the others are confirmed by their callback. */
const confirmable = (order: Order) => order.provider === 'manual' && order.status === 'pending';

/**
 * Recharge orders by status; a pending order of the manual provider is confirmed once its money
 * arrived, with the payment reference the bank or wallet shows.
 */
const RechargeOrdersScreen = observer(function RechargeOrdersScreen() {
  const { api, session, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [status, setStatus] = useState<Status>('pending');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [reference, setReference] = useState('');
  const changes = useSaving();
  const orders = useLoad(
    () => api.queues.rechargeOrders({ page, ...(status === 'all' ? {} : { status }) }),
    `${status}|${page}|${changes.round}`,
  );
  const mayConfirm = session.may('queues.confirmRecharge');

  const confirm = async (reason: string) => {
    if (!confirming) return;
    const request = { orderId: confirming.orderId, paymentReference: reference, reason };
    const problem = inputError(queues.confirmRecharge.request, request, locale.locale);
    if (problem !== null) throw new Error(problem);
    const answer = await api.queues.confirmRecharge(request);
    if (!answer.ok) throw new Error(answer.msg);
    changes.done(t('queues.recharge.confirmed', { id: confirming.orderId }));
  };

  const columns: DataTableColumn<Order>[] = [
    { id: 'id', header: t('queues.col.order'), value: (row) => row.orderId },
    playerColumn(t('queues.col.player')),
    { id: 'amount', header: t('queues.col.amount'), value: (row) => row.amount, align: 'end' },
    { id: 'bonus', header: t('queues.col.bonus'), value: (row) => row.bonus, align: 'end' },
    {
      id: 'provider',
      header: t('queues.col.provider'),
      value: (row) => `${row.provider} / ${row.method}`,
    },
    { id: 'status', header: t('queues.col.status'), value: (row) => row.status },
    dateTimeColumn('created', t('queues.col.created'), (row) => row.createdAt, locale.locale),
    dateTimeColumn('paid', t('queues.col.paid'), (row) => row.paidAt, locale.locale),
  ];
  if (mayConfirm)
    columns.push({
      id: 'actions',
      header: t('queues.col.actions'),
      hideable: false,
      cell: (row) =>
        confirmable(row) && (
          <Button
            size="small"
            onClick={() => {
              setReference('');
              setConfirming(row);
            }}
          >
            {t('queues.recharge.confirm')}
          </Button>
        ),
    });
  return (
    <div css={pageStyle}>
      <h1>{t('nav.rechargeOrders')}</h1>
      <ChoiceButtons
        label={t('queues.col.status')}
        options={STATUSES}
        chosen={status}
        onChoose={(option) => {
          setStatus(option);
          setPage(1);
        }}
        text={(option) => t(`queues.recharge.${option}`)}
      />
      <SaveFeedback saving={{ error: orders.error, notice: changes.notice }} />
      <PagedTable
        label={t('nav.rechargeOrders')}
        columns={columns}
        loaded={orders}
        rowKey={(row) => String(row.orderId)}
        page={page}
        onPageChange={setPage}
      />
      <ReasonDialog
        show={confirming !== null}
        title={
          confirming
            ? t('queues.recharge.confirmTitle', {
                id: confirming.orderId,
                amount: confirming.amount,
                user: confirming.userId,
              })
            : ''
        }
        message={
          <label css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
            {t('queues.recharge.reference')}
            <input
              css={inputStyle(theme)}
              value={reference}
              maxLength={100}
              onChange={(event) => setReference(event.target.value)}
            />
          </label>
        }
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      />
    </div>
  );
});

export default RechargeOrdersScreen;
