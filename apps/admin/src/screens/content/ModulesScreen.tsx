import { content } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions } from '@skinbox/ui/console';
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText';
import {
  errorStyle,
  inputStyle,
  noticeStyle,
  pageStyle,
  panelStyle,
} from '../../shared/formStyles';
import { checkedInput } from '../../shared/inputError';
import { PlatformField } from '../../shared/PlatformField';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { changedModules, switchModule, type ModuleRow } from './moduleSwitches';

/** Which site modules a platform shows (its menus and pages follow getModuleList). */
const ModulesScreen = observer(function ModulesScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [platformId, setPlatformId] = useState(1);
  const [round, setRound] = useState(0);
  const saved = useLoad(() => api.content.modules({ platformId }), `${platformId}|${round}`);
  const [edited, setEdited] = useState<ModuleRow[]>([]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setEdited(saved.data ?? []), [saved.data]);
  const changes = changedModules(saved.data ?? [], edited);

  const save = async () => {
    setNotice(null);
    const input = checkedInput(
      content.setModules.request,
      { platformId, modules: edited, reason },
      locale.locale,
    );
    if (!input.ok) return setError(input.error);
    setBusy(true);
    const answer = await api.content.setModules(input.data);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    setNotice(t('content.modulesSaved', { platform: platformId }));
    setRound((value) => value + 1);
  };

  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.modules')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      {saved.error && (
        <p role="alert" css={errorStyle}>
          {saved.error}
        </p>
      )}
      {!saved.data && !saved.error && <p>{t('common.loading')}</p>}
      <fieldset
        css={[
          panelStyle,
          { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
        ]}
      >
        <legend>{t('content.modulesOf', { platform: platformId })}</legend>
        {edited.map((row) => (
          <label key={row.name} css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={row.on}
              onChange={(event) => setEdited(switchModule(edited, row.name, event.target.checked))}
            />
            {row.name}
          </label>
        ))}
      </fieldset>
      <label css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {t('content.reason')}
        <input
          css={inputStyle(theme)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
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
        <span>{t('content.modulesChanged', { count: changes })}</span>
        <Button
          variant="primary"
          loading={busy}
          disabled={changes === 0}
          onClick={() => void save()}
        >
          {t('common.save')}
        </Button>
      </FormActions>
    </div>
  );
});

export default ModulesScreen;
