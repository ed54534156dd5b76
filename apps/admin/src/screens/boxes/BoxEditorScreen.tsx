import { useTheme } from '@emotion/react';
import { catalogue, type BoxCheck, type BoxItem } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import {
  DataTable,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  type DataTableColumn,
} from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { percent } from '../../shared/format';
import { errorStyle, inputStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { ticketsSum } from './ticketsSum';

const LANGUAGES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
type Names = Record<(typeof LANGUAGES)[number], string>;

/**
 * A box's names, price and drop table: the RTP at today's prices and the economy's verdict come
 * from `catalogue.check` before saving; `saveBox` is refused as the check refuses.
 */
const BoxEditorScreen = observer(function BoxEditorScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const boxId = Number(useParams().boxId);
  const loaded = useLoad(() => api.catalogue.box({ boxId }), String(boxId));
  const [names, setNames] = useState<Names | null>(null);
  const [price, setPrice] = useState('');
  const [rows, setRows] = useState<BoxItem[]>([]);
  const [reason, setReason] = useState('');
  const [verdict, setVerdict] = useState<BoxCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!loaded.data) return;
    setNames(loaded.data.names);
    setPrice(loaded.data.price);
    setRows(loaded.data.contents);
  }, [loaded.data]);

  if (loaded.error && !loaded.data)
    return (
      <p role="alert" css={errorStyle}>
        {loaded.error}
      </p>
    );
  if (!loaded.data || !names) return <p>{t('common.loading')}</p>;
  const box = loaded.data;
  const draft = {
    type: box.type as 1 | 2 | 3,
    category: box.category,
    names,
    image: box.image,
    price: price.trim(),
    contents: rows.map((row) => ({ goodsId: row.goodsId, tickets: row.tickets })),
  };
  const sum = ticketsSum(rows);

  const run = async (save: boolean) => {
    setSaved(null);
    const problem = inputError(catalogue.boxDraft, draft, locale.locale);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    if (save) {
      const answer = await api.catalogue.saveBox({ boxId, draft, reason });
      if (answer.ok) {
        setVerdict(answer.data.check);
        setSaved(t('box.saved', { rtp: percent(answer.data.check.rtp) }));
      } else setError(answer.msg);
    } else {
      const answer = await api.catalogue.check({ draft });
      if (answer.ok) setVerdict(answer.data);
      else setError(answer.msg);
    }
    setBusy(false);
  };

  const setTickets = (goodsId: number, value: string) => {
    setVerdict(null);
    setRows(
      rows.map((row) => (row.goodsId === goodsId ? { ...row, tickets: Number(value) } : row)),
    );
  };
  const columns: DataTableColumn<BoxItem>[] = [
    { id: 'item', header: t('box.col.item'), value: (row) => row.name },
    {
      id: 'price',
      header: t('box.col.price'),
      value: (row) => Number(row.price),
      cell: (row) => row.price,
      align: 'end',
    },
    {
      id: 'tickets',
      header: t('box.col.tickets'),
      value: (row) => row.tickets,
      align: 'end',
      cell: (row) => (
        <input
          aria-label={`${t('box.col.tickets')} ${row.name}`}
          inputMode="numeric"
          css={[inputStyle(theme), { width: 110, textAlign: 'right' }]}
          value={Number.isFinite(row.tickets) ? String(row.tickets) : ''}
          onChange={(event) => setTickets(row.goodsId, event.target.value)}
        />
      ),
    },
    {
      id: 'chance',
      header: t('box.col.chance'),
      value: (row) => row.tickets,
      cell: (row) => percent(row.tickets / catalogue.BOX_TICKETS),
      align: 'end',
    },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('box.heading', { id: boxId })}</h1>
      <FormLayout labelWidth={160}>
        <FormSection title={t('box.names')} level={2}>
          {LANGUAGES.map((language) => (
            <FormRow key={language} label={language}>
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  value={names[language]}
                  onChange={(event) => setNames({ ...names, [language]: event.target.value })}
                />
              )}
            </FormRow>
          ))}
          <FormRow label={t('box.price')}>
            {(control) => (
              <input
                {...control}
                css={inputStyle(theme)}
                value={price}
                onChange={(event) => {
                  setPrice(event.target.value);
                  setVerdict(null);
                }}
              />
            )}
          </FormRow>
        </FormSection>
      </FormLayout>
      {verdict && (
        <p role="status" css={noticeStyle} data-testid="box-rtp">
          {t('box.rtp', { rtp: percent(verdict.rtp), max: percent(verdict.maxRtp) })} ·{' '}
          {verdict.accepted ? t('box.accepted') : verdict.refusal}
        </p>
      )}
      <ErrorLine error={error} />
      <NoticeLine notice={saved} />
      <FormLayout labelWidth={160}>
        <TextRow label={t('box.reason')} value={reason} onChange={setReason} />
        <FormActions>
          <Button onClick={() => void run(false)} loading={busy}>
            {t('box.check')}
          </Button>
          <Button variant="primary" onClick={() => void run(true)} loading={busy}>
            {t('common.save')}
          </Button>
        </FormActions>
      </FormLayout>
      <DataTable
        label={t('box.contents', { total: catalogue.BOX_TICKETS })}
        toolbar={
          <>
            <h2>{t('box.contents', { total: catalogue.BOX_TICKETS })}</h2>
            <span
              css={{
                color: sum === catalogue.BOX_TICKETS ? theme.color.textMuted : theme.color.danger,
              }}
            >
              {t('box.ticketsSum', { sum })}
            </span>
          </>
        }
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.goodsId)}
      />
    </div>
  );
});

export default BoxEditorScreen;
