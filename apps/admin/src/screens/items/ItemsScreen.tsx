import { useTheme } from '@emotion/react';
import { catalogue, type ItemRow } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import {
  DataTable,
  FormActions,
  FormLayout,
  FormSection,
  type DataTableColumn,
} from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { percent } from '../../shared/format';
import { errorStyle, inputStyle, pageStyle } from '../../shared/formStyles';
import { wholeNumber } from '../../shared/formValues';
import { checkedInput } from '../../shared/inputError';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { boxesOverCeiling, overrideOf, type MovedBox } from './priceChange';

type Preview = { price: string | null; boxes: MovedBox[] };

/**
 * Catalogue items with their model and override prices and replacement stock. A price is first
 * previewed (the boxes it moves and their new return), then set for the price previewed.
 */
const ItemsScreen = observer(function ItemsScreen() {
  const { api, session, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState('');
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const rows = useLoad(
    () => api.catalogue.items({ page, ...(asked ? { query: asked } : {}) }),
    `${asked}|${page}|${round}`,
  );
  const [item, setItem] = useState<ItemRow | null>(null);
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [reason, setReason] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mayEdit = session.may('catalogue.setPrice');
  const current = overrideOf(price);
  const previewed = preview !== null && preview.price === current;

  const act = async (action: () => Promise<string | null>) => {
    setNotice(null);
    setBusy(true);
    const done = await action();
    setBusy(false);
    if (done === null) return;
    setError(null);
    setNotice(done);
    setRound((value) => value + 1);
  };
  const fail = (message: string) => {
    setError(message);
    return null;
  };
  const showPreview = () =>
    act(async () => {
      if (!item) return null;
      const input = checkedInput(
        catalogue.previewPrice.request,
        { goodsId: item.goodsId, price: current },
        locale.locale,
      );
      if (!input.ok) return fail(input.error);
      const answer = await api.catalogue.previewPrice(input.data);
      if (!answer.ok) return fail(answer.msg);
      setError(null);
      setPreview({ price: current, boxes: answer.data.boxes });
      return null;
    });
  const setItemPrice = () =>
    act(async () => {
      if (!item) return null;
      const input = checkedInput(
        catalogue.setPrice.request,
        { goodsId: item.goodsId, price: current, reason },
        locale.locale,
      );
      if (!input.ok) return fail(input.error);
      const answer = await api.catalogue.setPrice(input.data);
      if (!answer.ok) return fail(answer.msg);
      setPreview({ price: current, boxes: answer.data.boxes });
      return t('items.priceSet', { id: item.goodsId, price: current ?? item.modelPrice });
    });
  const setItemStock = () =>
    act(async () => {
      if (!item) return null;
      const input = checkedInput(
        catalogue.setStock.request,
        { goodsId: item.goodsId, stock: wholeNumber(stock), reason },
        locale.locale,
      );
      if (!input.ok) return fail(input.error);
      const answer = await api.catalogue.setStock(input.data);
      if (!answer.ok) return fail(answer.msg);
      return t('items.stockSet', { id: item.goodsId, stock: input.data.stock });
    });

  const columns: DataTableColumn<ItemRow>[] = [
    { id: 'id', header: t('items.col.id'), value: (row) => row.goodsId },
    { id: 'name', header: t('items.col.name'), value: (row) => row.name },
    { id: 'quality', header: t('items.col.quality'), value: (row) => row.quality },
    { id: 'category', header: t('items.col.category'), value: (row) => row.category },
    { id: 'price', header: t('items.col.price'), value: (row) => row.price, align: 'end' },
    { id: 'model', header: t('items.col.model'), value: (row) => row.modelPrice, align: 'end' },
    {
      id: 'override',
      header: t('items.col.override'),
      value: (row) => row.overridePrice ?? '—',
      align: 'end',
    },
    {
      id: 'stock',
      header: t('items.col.stock'),
      value: (row) => row.replaceStock ?? '—',
      align: 'end',
    },
  ];
  const boxColumns: DataTableColumn<MovedBox>[] = [
    { id: 'box', header: t('items.col.box'), value: (box) => `${box.boxId} ${box.name}` },
    {
      id: 'enabled',
      header: t('items.col.enabled'),
      value: (box) => (box.enabled ? t('common.yes') : t('common.no')),
    },
    {
      id: 'target',
      header: t('items.col.target'),
      value: (box) => percent(box.targetRtp),
      align: 'end',
    },
    {
      id: 'before',
      header: t('items.col.before'),
      value: (box) => percent(box.rtpBefore),
      align: 'end',
    },
    {
      id: 'after',
      header: t('items.col.after'),
      value: (box) => box.rtpAfter,
      cell: (box) => (
        <span css={box.overCeiling ? { color: theme.color.danger } : undefined}>
          {percent(box.rtpAfter)}
          {box.overCeiling ? ` · ${t('items.overCeiling')}` : ''}
        </span>
      ),
      align: 'end',
    },
  ];
  const blocking = preview ? boxesOverCeiling(preview.boxes).length : 0;
  const field = (label: string, value: string, change: (next: string) => void, help?: string) => (
    <TextRow label={label} help={help} value={value} onChange={change} />
  );
  return (
    <div css={pageStyle}>
      <h1>{t('nav.items')}</h1>
      <form
        role="search"
        css={{ display: 'flex', gap: 8 }}
        onSubmit={(event) => {
          event.preventDefault();
          setAsked(query.trim());
          setPage(1);
        }}
      >
        <input
          aria-label={t('items.query')}
          placeholder={t('items.query')}
          css={inputStyle(theme)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">{t('common.search')}</Button>
      </form>
      <ErrorLine error={rows.error} />
      <PagedTable
        label={t('nav.items')}
        columns={columns}
        loaded={rows}
        rowKey={(row) => String(row.goodsId)}
        page={page}
        onPageChange={setPage}
        onRowClick={
          mayEdit
            ? (row) => {
                setItem(row);
                setPrice(row.overridePrice ?? '');
                setStock(row.replaceStock === null ? '' : String(row.replaceStock));
                setPreview(null);
                setError(null);
                setNotice(null);
              }
            : undefined
        }
        maxHeight={420}
      />
      {item && (
        <FormLayout labelWidth={180}>
          <FormSection
            title={t('items.editor', { id: item.goodsId, name: item.name })}
            description={t('items.modelPrice', { price: item.modelPrice })}
            level={2}
          >
            {field(
              t('items.col.override'),
              price,
              (next) => setPrice(next),
              t('items.overrideHelp'),
            )}
            {field(t('items.col.stock'), stock, setStock, t('items.stockHelp'))}
            {field(t('items.reason'), reason, setReason)}
          </FormSection>
          {preview && (
            <DataTable
              label={t('items.moved')}
              toolbar={<h2>{t('items.moved')}</h2>}
              columns={boxColumns}
              rows={preview.boxes}
              rowKey={(box) => String(box.boxId)}
              empty={t('items.movesNothing')}
            />
          )}
          {preview && blocking > 0 && (
            <p role="alert" css={errorStyle}>
              {t('items.blocked', { count: blocking })}
            </p>
          )}
          <ErrorLine error={error} />
          <NoticeLine notice={notice} />
          <FormActions>
            <Button loading={busy} onClick={() => void showPreview()}>
              {t('items.preview')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              disabled={!previewed}
              onClick={() => void setItemPrice()}
            >
              {t('items.setPrice')}
            </Button>
            <Button loading={busy} onClick={() => void setItemStock()}>
              {t('items.setStock')}
            </Button>
          </FormActions>
        </FormLayout>
      )}
    </div>
  );
});

export default ItemsScreen;
