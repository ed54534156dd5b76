import { useTheme } from '@emotion/react';
import { ADMIN_PAGE_SIZE, promotions } from '@skinbox/api/admin';
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
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { dateTime } from '../../shared/format';
import { errorStyle, inputStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { optionalText, wholeNumber } from '../../shared/formValues';
import { checkedInput } from '../../shared/inputError';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type CodeRow = z.infer<typeof promotions.exchangeCodeRow>;
const FIELDS = ['code', 'reward', 'maxUses', 'days', 'reason'] as const;
type Field = (typeof FIELDS)[number];

/** Exchange codes: each gives a coupon or coins once per player, up to its uses and end. */
const ExchangeCodesScreen = observer(function ExchangeCodesScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const rows = useLoad(() => api.promotions.exchangeCodes({ page }), `${page}|${round}`);
  const [rewardKind, setRewardKind] = useState<'coins' | 'couponId'>('coins');
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setNotice(null);
    const field = (name: Field) => fields[name] ?? '';
    const input = checkedInput(
      promotions.createExchangeCode.request,
      {
        code: field('code'),
        coins: rewardKind === 'coins' ? optionalText(field('reward')) : undefined,
        couponId: rewardKind === 'couponId' ? wholeNumber(field('reward')) : undefined,
        maxUses: wholeNumber(field('maxUses')),
        days: wholeNumber(field('days')),
        reason: field('reason'),
      },
      locale.locale,
    );
    if (!input.ok) {
      setError(input.error);
      return;
    }
    setBusy(true);
    const answer = await api.promotions.createExchangeCode(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setFields({});
    setNotice(t('promotions.codeCreated', { code: input.data.code }));
    setRound((value) => value + 1);
  };

  const columns: DataTableColumn<CodeRow>[] = [
    { id: 'code', header: t('promotions.field.code'), value: (row) => row.code },
    {
      id: 'reward',
      header: t('promotions.col.reward'),
      value: (row) =>
        row.couponId !== null
          ? t('promotions.rewardCoupon', { id: row.couponId })
          : t('promotions.rewardCoins', { coins: row.coins ?? '' }),
    },
    {
      id: 'uses',
      header: t('promotions.col.uses'),
      value: (row) => `${row.uses} / ${row.maxUses ?? '∞'}`,
      align: 'end',
    },
    {
      id: 'ends',
      header: t('promotions.col.ends'),
      value: (row) => row.endsAt ?? '',
      cell: (row) => dateTime(row.endsAt, locale.locale),
    },
    {
      id: 'created',
      header: t('promotions.col.created'),
      value: (row) => row.createdAt,
      cell: (row) => dateTime(row.createdAt, locale.locale),
    },
  ];
  const labels: Record<Field, string> = {
    code: t('promotions.field.code'),
    reward: t(rewardKind === 'coins' ? 'promotions.field.coins' : 'promotions.field.couponId'),
    maxUses: t('promotions.field.maxUses'),
    days: t('promotions.field.days'),
    reason: t('promotions.reason'),
  };
  return (
    <div css={pageStyle}>
      <h1>{t('nav.promotions.exchangeCodes')}</h1>
      {rows.error && (
        <p role="alert" css={errorStyle}>
          {rows.error}
        </p>
      )}
      <DataTable
        label={t('nav.promotions.exchangeCodes')}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => row.code}
        loading={rows.loading && !rows.data}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={rows.data?.total ?? 0}
        onPageChange={setPage}
      />
      <FormLayout labelWidth={160}>
        <FormSection title={t('promotions.newCode')} level={2}>
          <FormRow label={t('promotions.col.reward')}>
            {(control) => (
              <select
                {...control}
                css={inputStyle(theme)}
                value={rewardKind}
                onChange={(event) => setRewardKind(event.target.value as typeof rewardKind)}
              >
                <option value="coins">{t('promotions.field.coins')}</option>
                <option value="couponId">{t('promotions.field.couponId')}</option>
              </select>
            )}
          </FormRow>
          {FIELDS.map((name) => (
            <FormRow key={name} label={labels[name]}>
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  value={fields[name] ?? ''}
                  onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
                />
              )}
            </FormRow>
          ))}
        </FormSection>
        {error && (
          <p role="alert" css={errorStyle}>
            {error}
          </p>
        )}
        {notice && (
          <p role="status" css={noticeStyle}>
            {notice}
          </p>
        )}
        <FormActions>
          <Button variant="primary" loading={busy} onClick={() => void create()}>
            {t('promotions.createCode')}
          </Button>
        </FormActions>
      </FormLayout>
    </div>
  );
});

export default ExchangeCodesScreen;
