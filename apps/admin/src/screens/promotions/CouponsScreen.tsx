import { useTheme } from '@emotion/react';
import { promotions } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import {
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  type DataTableColumn,
} from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveFeedback } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { numberList, optionalText, wholeNumber } from '../../shared/formValues';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type CouponRow = z.infer<typeof promotions.couponRow>;
const LANGUAGES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;
type Texts = Record<(typeof LANGUAGES)[number], string>;
const EMPTY: Texts = { zh: '', en: '', vi: '', ko: '', tw: '' };

/** Recharge coupons: the templates with how many were granted and used, a new one, and a grant. */
const CouponsScreen = observer(function CouponsScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const saving = useSaving();
  const [page, setPage] = useState(1);
  const rows = useLoad(() => api.promotions.coupons({ page }), `${page}|${saving.round}`);
  const [names, setNames] = useState<Texts>(EMPTY);
  const [descriptions, setDescriptions] = useState<Texts>(EMPTY);
  const [valueKind, setValueKind] = useState<'amount' | 'discount'>('amount');
  const [value, setValue] = useState('');
  const [minRecharge, setMinRecharge] = useState('');
  const [validDays, setValidDays] = useState('');
  const [reason, setReason] = useState('');
  const [granting, setGranting] = useState<CouponRow | null>(null);
  const [userIds, setUserIds] = useState('');
  const [grantReason, setGrantReason] = useState('');

  const create = async () => {
    const answer = await saving.send(
      promotions.createCoupon.request,
      {
        names,
        descriptions,
        amount: valueKind === 'amount' ? optionalText(value) : undefined,
        discount: valueKind === 'discount' ? wholeNumber(value) : undefined,
        minRecharge: optionalText(minRecharge),
        validDays: wholeNumber(validDays),
        reason,
      },
      (input) => api.promotions.createCoupon(input),
    );
    if (!answer) return;
    setNames(EMPTY);
    setDescriptions(EMPTY);
    setValue('');
    setReason('');
    saving.done(t('promotions.couponCreated', { id: answer.data.couponId }));
  };
  const grant = async () => {
    if (!granting) return;
    const answer = await saving.send(
      promotions.grantCoupon.request,
      { couponId: granting.id, userIds: numberList(userIds), reason: grantReason },
      (input) => api.promotions.grantCoupon(input),
    );
    if (!answer) return;
    setGranting(null);
    setUserIds('');
    setGrantReason('');
    saving.done(t('promotions.granted', { count: answer.data.granted, id: granting.id }));
  };

  const columns: DataTableColumn<CouponRow>[] = [
    { id: 'id', header: t('promotions.col.id'), value: (row) => row.id },
    {
      id: 'name',
      header: t('promotions.col.name'),
      value: (row) => (locale.locale === 'en' ? row.names.en : row.names.zh),
    },
    {
      id: 'value',
      header: t('promotions.col.value'),
      value: (row) =>
        row.amount !== null
          ? row.amount
          : t('promotions.discountOf', { discount: row.discount ?? 0 }),
      align: 'end',
    },
    {
      id: 'min',
      header: t('promotions.field.minRecharge'),
      value: (row) => row.minRecharge,
      align: 'end',
    },
    {
      id: 'days',
      header: t('promotions.field.validDays'),
      value: (row) => row.validDays,
      align: 'end',
    },
    {
      id: 'uses',
      header: t('promotions.col.grantedUsed'),
      value: (row) => `${row.granted} / ${row.used}`,
      align: 'end',
    },
    dateTimeColumn('created', t('promotions.col.created'), (row) => row.createdAt, locale.locale),
    {
      id: 'grant',
      header: t('promotions.grant'),
      hideable: false,
      cell: (row) => (
        <Button size="small" onClick={() => setGranting(row)}>
          {t('promotions.grant')}
        </Button>
      ),
    },
  ];
  const text = (
    label: string,
    current: string,
    change: (next: string) => void,
    key: string = label,
  ) => (
    <FormRow key={key} label={label}>
      {(control) => (
        <input
          {...control}
          css={inputStyle(theme)}
          value={current}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FormRow>
  );
  return (
    <div css={pageStyle}>
      <h1>{t('nav.promotions.coupons')}</h1>
      <ErrorLine error={rows.error} />
      <PagedTable
        label={t('nav.promotions.coupons')}
        columns={columns}
        loaded={rows}
        rowKey={(row) => String(row.id)}
        page={page}
        onPageChange={setPage}
      />
      <SaveFeedback saving={saving} />
      {granting && (
        <FormLayout labelWidth={160}>
          <FormSection title={t('promotions.grantHeading', { id: granting.id })} level={2}>
            <FormRow label={t('promotions.field.userIds')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={3}
                  css={inputStyle(theme)}
                  value={userIds}
                  onChange={(event) => setUserIds(event.target.value)}
                />
              )}
            </FormRow>
            {text(t('promotions.grantReason'), grantReason, setGrantReason)}
          </FormSection>
          <FormActions>
            <Button onClick={() => setGranting(null)}>{t('common.cancel')}</Button>
            <Button variant="primary" loading={saving.busy} onClick={() => void grant()}>
              {t('promotions.grantSend')}
            </Button>
          </FormActions>
        </FormLayout>
      )}
      <FormLayout labelWidth={160}>
        <FormSection title={t('promotions.newCoupon')} level={2}>
          {LANGUAGES.map((language) =>
            text(
              t('promotions.field.name', { language }),
              names[language],
              (next) => setNames({ ...names, [language]: next }),
              `name-${language}`,
            ),
          )}
          {LANGUAGES.map((language) =>
            text(
              t('promotions.field.description', { language }),
              descriptions[language],
              (next) => setDescriptions({ ...descriptions, [language]: next }),
              `description-${language}`,
            ),
          )}
          <FormRow label={t('promotions.field.valueKind')}>
            {(control) => (
              <select
                {...control}
                css={inputStyle(theme)}
                value={valueKind}
                onChange={(event) => setValueKind(event.target.value as typeof valueKind)}
              >
                <option value="amount">{t('promotions.field.amount')}</option>
                <option value="discount">{t('promotions.field.discount')}</option>
              </select>
            )}
          </FormRow>
          {text(t(`promotions.field.${valueKind}`), value, setValue)}
          {text(t('promotions.field.minRecharge'), minRecharge, setMinRecharge)}
          {text(t('promotions.field.validDays'), validDays, setValidDays)}
          {text(t('promotions.reason'), reason, setReason, 'reason')}
        </FormSection>
        <FormActions>
          <Button variant="primary" loading={saving.busy} onClick={() => void create()}>
            {t('promotions.createCoupon')}
          </Button>
        </FormActions>
      </FormLayout>
    </div>
  );
});

export default CouponsScreen;
