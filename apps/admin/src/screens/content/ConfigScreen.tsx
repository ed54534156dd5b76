import { useTheme } from '@emotion/react';
import { content } from '@skinbox/api/admin';
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
import { checkedInput } from '../../shared/inputError';
import { PlatformField } from '../../shared/PlatformField';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';

type ConfigRow = z.infer<typeof content.configRow>;

/**
 * A platform's config items (OtherConfig and the like): a row opens in the form. Keys the server
 * owns (schedules, economy settings) are refused by it, with the reason.
 */
const ConfigScreen = observer(function ConfigScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [platformId, setPlatformId] = useState(1);
  const [round, setRound] = useState(0);
  const rows = useLoad(() => api.content.config({ platformId }), `${platformId}|${round}`);
  const [itemKey, setItemKey] = useState('');
  const [itemValue, setItemValue] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setNotice(null);
    const input = checkedInput(
      content.setConfig.request,
      { platformId, itemKey: itemKey.trim(), itemValue, reason },
      locale.locale,
    );
    if (!input.ok) return setError(input.error);
    setBusy(true);
    const answer = await api.content.setConfig(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setNotice(t('content.configSaved', { key: input.data.itemKey }));
    setRound((value) => value + 1);
  };

  const columns: DataTableColumn<ConfigRow>[] = [
    { id: 'key', header: t('content.field.itemKey'), value: (row) => row.itemKey, sortable: true },
    { id: 'value', header: t('content.field.itemValue'), value: (row) => row.itemValue },
  ];
  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.config')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      {rows.error && (
        <p role="alert" css={errorStyle}>
          {rows.error}
        </p>
      )}
      <DataTable
        label={t('nav.content.config')}
        columns={columns}
        rows={rows.data ?? []}
        rowKey={(row) => row.itemKey}
        loading={rows.loading && !rows.data}
        onRowClick={(row) => {
          setItemKey(row.itemKey);
          setItemValue(row.itemValue);
          setNotice(null);
        }}
        maxHeight={360}
      />
      <FormLayout labelWidth={160}>
        <FormSection title={t('content.configEditor')} level={2}>
          <FormRow label={t('content.field.itemKey')}>
            {(control) => (
              <input
                {...control}
                css={inputStyle(theme)}
                value={itemKey}
                onChange={(event) => setItemKey(event.target.value)}
              />
            )}
          </FormRow>
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
          <FormRow label={t('content.reason')}>
            {(control) => (
              <input
                {...control}
                css={inputStyle(theme)}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </FormRow>
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

export default ConfigScreen;
