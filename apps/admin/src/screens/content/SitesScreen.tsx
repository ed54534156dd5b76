import { content } from '@skinbox/api/admin';
import { FormLayout, FormSection, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveActions } from '../../shared/editor/SaveActions';
import { TextRow } from '../../shared/editor/TextRow';
import { useSaving } from '../../shared/editor/useSaving';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { pageStyle } from '../../shared/formStyles';
import { optionalText, wholeNumber } from '../../shared/formValues';
import { PagedTable } from '../../shared/pagedTable/PagedTable';
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
  const { api } = useConsole();
  const t = useText();
  const saving = useSaving();
  const [page, setPage] = useState(1);
  const rows = useLoad(() => api.content.sites({ page }), `${page}|${saving.round}`);
  const [fields, setFields] = useState(EMPTY);

  const save = () =>
    saving.submit(
      content.setSite.request,
      {
        ...fields,
        platformId: wholeNumber(fields.platformId),
        channelCode: fields.channelCode.trim(),
        showName: optionalText(fields.showName),
      },
      (input) => api.content.setSite(input),
      (site) => t('content.siteSaved', { url: site.siteUrl }),
    );

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
      <ErrorLine error={rows.error} />
      <PagedTable
        label={t('nav.content.sites')}
        columns={columns}
        loaded={rows}
        rowKey={(row) => row.siteUrl}
        page={page}
        onPageChange={setPage}
        onRowClick={(row) => {
          saving.clearNotice();
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
            <TextRow
              key={name}
              label={labels[name]}
              value={fields[name]}
              onChange={(value) => setFields({ ...fields, [name]: value })}
            />
          ))}
        </FormSection>
        <SaveActions saving={saving} onSave={() => void save()} />
      </FormLayout>
    </div>
  );
});

export default SitesScreen;
