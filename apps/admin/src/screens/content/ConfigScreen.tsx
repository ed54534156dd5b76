import { useTheme } from '@emotion/react';
import { content } from '@skinbox/api/admin';
import {
  DataTable,
  FormLayout,
  FormRow,
  FormSection,
  type DataTableColumn,
} from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { z } from 'zod';
import { useText } from '../../i18n/useText';
import { SaveActions } from '../../shared/editor/SaveActions';
import { TextRow } from '../../shared/editor/TextRow';
import { useSaving } from '../../shared/editor/useSaving';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle, pageStyle } from '../../shared/formStyles';
import { PlatformField } from '../../shared/PlatformField';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type ConfigRow = z.infer<typeof content.configRow>;

/**
 * A platform's config items (OtherConfig and the like): a row opens in the form. Keys the server
 * owns (schedules, economy settings) are refused by it, with the reason.
 */
const ConfigScreen = observer(function ConfigScreen() {
  const { api } = useConsole();
  const t = useText();
  const theme = useTheme();
  const saving = useSaving();
  const [platformId, setPlatformId] = useState(1);
  const rows = useLoad(() => api.content.config({ platformId }), `${platformId}|${saving.round}`);
  const [itemKey, setItemKey] = useState('');
  const [itemValue, setItemValue] = useState('');
  const [reason, setReason] = useState('');

  const save = () =>
    saving.submit(
      content.setConfig.request,
      { platformId, itemKey: itemKey.trim(), itemValue, reason },
      (input) => api.content.setConfig(input),
      (_data, input) => t('content.configSaved', { key: input.itemKey }),
    );

  const columns: DataTableColumn<ConfigRow>[] = [
    { id: 'key', header: t('content.field.itemKey'), value: (row) => row.itemKey, sortable: true },
    { id: 'value', header: t('content.field.itemValue'), value: (row) => row.itemValue },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.config')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      <ErrorLine error={rows.error} />
      <DataTable
        label={t('nav.content.config')}
        columns={columns}
        rows={rows.data ?? []}
        rowKey={(row) => row.itemKey}
        loading={rows.loading && !rows.data}
        onRowClick={(row) => {
          setItemKey(row.itemKey);
          setItemValue(row.itemValue);
          saving.clearNotice();
        }}
        maxHeight={360}
      />
      <FormLayout labelWidth={160}>
        <FormSection title={t('content.configEditor')} level={2}>
          <TextRow label={t('content.field.itemKey')} value={itemKey} onChange={setItemKey} />
          <FormRow label={t('content.field.itemValue')}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                css={[inputStyle(theme), { maxWidth: 720, fontFamily: 'monospace' }]}
                value={itemValue}
                onChange={(event) => setItemValue(event.target.value)}
              />
            )}
          </FormRow>
          <TextRow label={t('content.reason')} value={reason} onChange={setReason} />
        </FormSection>
        <SaveActions saving={saving} onSave={() => void save()} />
      </FormLayout>
    </div>
  );
});

export default ConfigScreen;
