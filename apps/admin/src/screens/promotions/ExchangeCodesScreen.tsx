import { useTheme } from '@emotion/react';
import { promotions } from '@skinbox/api/admin';
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
import { optionalText, wholeNumber } from '../../shared/formValues';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
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
  const saving = useSaving();
  const [page, setPage] = useState(1);
  const rows = useLoad(() => api.promotions.exchangeCodes({ page }), `${page}|${saving.round}`);
  const [rewardKind, setRewardKind] = useState<'coins' | 'couponId'>('coins');
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});

  const create = () => {
    const field = (name: Field) => fields[name] ?? '';
    return saving.submit(
      promotions.createExchangeCode.request,
      {
        code: field('code'),
        coins: rewardKind === 'coins' ? optionalText(field('reward')) : undefined,
        couponId: rewardKind === 'couponId' ? wholeNumber(field('reward')) : undefined,
        maxUses: wholeNumber(field('maxUses')),
        days: wholeNumber(field('days')),
        reason: field('reason'),
      },
      (input) => api.promotions.createExchangeCode(input),
      (_data, input) => {
        setFields({});
        return t('promotions.codeCreated', { code: input.code });
      },
    );
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
    dateTimeColumn('ends', t('promotions.col.ends'), (row) => row.endsAt, locale.locale),
    dateTimeColumn('created', t('promotions.col.created'), (row) => row.createdAt, locale.locale),
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
      <ErrorLine error={rows.error} />
      <PagedTable
        label={t('nav.promotions.exchangeCodes')}
        columns={columns}
        loaded={rows}
        rowKey={(row) => row.code}
        page={page}
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
            <TextRow
              key={name}
              label={labels[name]}
              value={fields[name] ?? ''}
              onChange={(value) => setFields({ ...fields, [name]: value })}
            />
          ))}
        </FormSection>
        <SaveActions
          saving={saving}
          onSave={() => void create()}
          label={t('promotions.createCode')}
        />
      </FormLayout>
    </div>
  );
});

export default ExchangeCodesScreen;
