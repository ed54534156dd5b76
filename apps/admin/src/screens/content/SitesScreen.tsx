import { useTheme } from '@emotion/react';
import { ADMIN_PAGE_SIZE, content } from '@skinbox/api/admin';
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
import { errorStyle, inputStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { optionalText, wholeNumber } from '../../shared/formValues';
import { checkedInput } from '../../shared/inputError';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type SiteRow = z.infer<typeof content.siteRow>;
const FIELDS = ['url', 'platformId', 'channelCode', 'keyWord', 'showName', 'reason'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  url: '',
  platformId: '1',
  channelCode: '',
  keyWord: '',
  showName: '',
  reason: '',
};

/** The site lookup: which platform and channel an address opens; a row opens in the form. */
const SitesScreen = observer(function SitesScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const rows = useLoad(() => api.content.sites({ page }), `${page}|${round}`);
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setNotice(null);
    const input = checkedInput(
      content.setSite.request,
      {
        ...fields,
        platformId: wholeNumber(fields.platformId),
        channelCode: fields.channelCode.trim(),
        showName: optionalText(fields.showName),
      },
      locale.locale,
    );
    if (!input.ok) return setError(input.error);
    setBusy(true);
    const answer = await api.content.setSite(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setNotice(t('content.siteSaved', { url: answer.data.siteUrl }));
    setRound((value) => value + 1);
  };

  const columns: DataTableColumn<SiteRow>[] = [
    { id: 'url', header: t('content.field.url'), value: (row) => row.siteUrl },
    { id: 'platform', header: t('content.platform'), value: (row) => row.platformId },
    { id: 'channel', header: t('content.field.channelCode'), value: (row) => row.channelCode },
    { id: 'keyWord', header: t('content.field.keyWord'), value: (row) => row.keyWord },
    { id: 'showName', header: t('content.field.showName'), value: (row) => row.showName ?? '' },
  ];
  const labels: Record<Field, string> = {
    url: t('content.field.url'),
    platformId: t('content.platform'),
    channelCode: t('content.field.channelCode'),
    keyWord: t('content.field.keyWord'),
    showName: t('content.field.showName'),
    reason: t('content.reason'),
  };
  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.sites')}</h1>
      {rows.error && (
        <p role="alert" css={errorStyle}>
          {rows.error}
        </p>
      )}
      <DataTable
        label={t('nav.content.sites')}
        columns={columns}
        rows={rows.data?.list ?? []}
        rowKey={(row) => row.siteUrl}
        loading={rows.loading && !rows.data}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        total={rows.data?.total ?? 0}
        onPageChange={setPage}
        onRowClick={(row) => {
          setNotice(null);
          setFields({
            url: row.siteUrl,
            platformId: String(row.platformId),
            channelCode: row.channelCode,
            keyWord: row.keyWord,
            showName: row.showName ?? '',
            reason: '',
          });
        }}
      />
      <FormLayout labelWidth={160}>
        <FormSection title={t('content.siteEditor')} level={2}>
          {FIELDS.map((name) => (
            <FormRow key={name} label={labels[name]}>
              {(control) => (
                <input
                  {...control}
                  css={inputStyle(theme)}
                  value={fields[name]}
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
          <Button variant="primary" loading={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </FormActions>
      </FormLayout>
    </div>
  );
});

export default SitesScreen;
