import { useTheme } from '@emotion/react';
import { promotions } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormLayout, FormRow, FormSection, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveActions } from '../../shared/editor/SaveActions';
import { TextRow } from '../../shared/editor/TextRow';
import { useSaving } from '../../shared/editor/useSaving';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import {
  CREATED_KINDS,
  KIND_FIELDS,
  redPacketDraft,
  type CreatedKind,
  type PacketField,
} from './redPacketDraft';

type PacketRow = z.infer<typeof promotions.redPacketRow>;
const PERIODS = ['day', 'week', 'month', 'year'] as const;

/**
 * Red packets: the list with what each paid, a form for a new one of any kind an operator sets up
 * (the economy refuses rebate and loss packets past their ceiling, with the reason) and closing
 * an active one.
 */
const RedPacketsScreen = observer(function RedPacketsScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const saving = useSaving();
  const [page, setPage] = useState(1);
  const rows = useLoad(() => api.promotions.redPackets({ page }), `${page}|${saving.round}`);
  const [kind, setKind] = useState<CreatedKind>('lucky');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('day');
  const [fields, setFields] = useState<Partial<Record<PacketField, string>>>({});
  const [reason, setReason] = useState('');
  const [closing, setClosing] = useState<PacketRow | null>(null);

  const create = () =>
    saving.submit(
      promotions.createRedPacket.request,
      { setup: redPacketDraft(kind, period, fields), reason },
      (input) => api.promotions.createRedPacket(input),
      ({ packetId, serverSeedHash }) => {
        setFields({});
        setReason('');
        return serverSeedHash
          ? t('promotions.packetCreatedSeed', { id: packetId, hash: serverSeedHash })
          : t('promotions.packetCreated', { id: packetId });
      },
    );
  const close = async (closeReason: string) => {
    if (!closing) return;
    const answer = await api.promotions.closeRedPacket({
      packetId: closing.id,
      reason: closeReason,
    });
    if (!answer.ok) throw new Error(answer.msg);
    saving.done(t('promotions.packetClosed', { id: closing.id }));
  };

  const columns: DataTableColumn<PacketRow>[] = [
    { id: 'id', header: t('promotions.col.id'), value: (row) => row.id },
    {
      id: 'kind',
      header: t('promotions.col.kind'),
      value: (row) => t(`promotions.kind.${row.kind}`),
    },
    {
      id: 'period',
      header: t('promotions.col.period'),
      value: (row) => (row.period ? t(`promotions.period.${row.period}`) : '—'),
    },
    { id: 'terms', header: t('promotions.col.terms'), value: (row) => row.terms },
    { id: 'paid', header: t('promotions.col.paid'), value: (row) => row.paid, align: 'end' },
    {
      id: 'receipts',
      header: t('promotions.col.receipts'),
      value: (row) => row.receipts,
      align: 'end',
    },
    dateTimeColumn('created', t('promotions.col.created'), (row) => row.createdAt, locale.locale),
    {
      id: 'status',
      header: t('promotions.col.status'),
      hideable: false,
      value: (row) => row.status,
      cell: (row) =>
        row.status === 'active' ? (
          <Button size="small" variant="danger" onClick={() => setClosing(row)}>
            {t('promotions.close')}
          </Button>
        ) : (
          t('promotions.closed')
        ),
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.promotions.redPackets')}</h1>
      <ErrorLine error={rows.error} />
      <PagedTable
        label={t('nav.promotions.redPackets')}
        columns={columns}
        loaded={rows}
        rowKey={(row) => String(row.id)}
        page={page}
        onPageChange={setPage}
      />
      <FormLayout labelWidth={160}>
        <FormSection title={t('promotions.newPacket')} level={2}>
          <FormRow label={t('promotions.col.kind')}>
            {(control) => (
              <select
                {...control}
                css={inputStyle(theme)}
                value={kind}
                onChange={(event) => setKind(event.target.value as CreatedKind)}
              >
                {CREATED_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {t(`promotions.kind.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </FormRow>
          {kind !== 'password' && (
            <FormRow label={t('promotions.col.period')}>
              {(control) => (
                <select
                  {...control}
                  css={inputStyle(theme)}
                  value={period}
                  onChange={(event) => setPeriod(event.target.value as typeof period)}
                >
                  {PERIODS.map((option) => (
                    <option key={option} value={option}>
                      {t(`promotions.period.${option}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormRow>
          )}
          {KIND_FIELDS[kind].map((name) => (
            <TextRow
              key={name}
              label={t(`promotions.field.${name}`)}
              value={fields[name] ?? ''}
              onChange={(value) => setFields({ ...fields, [name]: value })}
            />
          ))}
          <TextRow label={t('promotions.reason')} value={reason} onChange={setReason} />
        </FormSection>
        <SaveActions
          saving={saving}
          onSave={() => void create()}
          label={t('promotions.createPacket')}
        />
      </FormLayout>
      <ReasonDialog
        show={closing !== null}
        title={closing ? t('promotions.closeConfirm', { id: closing.id }) : ''}
        message={t('promotions.closeMessage')}
        danger
        onConfirm={close}
        onClose={() => setClosing(null)}
      />
    </div>
  );
});

export default RedPacketsScreen;
