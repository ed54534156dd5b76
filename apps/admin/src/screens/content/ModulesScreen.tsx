import { content } from '@skinbox/api/admin';
import { useTheme } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText';
import { SaveActions } from '../../shared/editor/SaveActions';
import { useSaving } from '../../shared/editor/useSaving';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputStyle, pageStyle, panelStyle } from '../../shared/formStyles';
import { PlatformField } from '../../shared/PlatformField';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { changedModules, switchModule, type ModuleRow } from './moduleSwitches';

/** Which site modules a platform shows (its menus and pages follow getModuleList). */
const ModulesScreen = observer(function ModulesScreen() {
  const { api } = useConsole();
  const t = useText();
  const theme = useTheme();
  const saving = useSaving();
  const [platformId, setPlatformId] = useState(1);
  const saved = useLoad(() => api.content.modules({ platformId }), `${platformId}|${saving.round}`);
  const [edited, setEdited] = useState<ModuleRow[]>([]);
  const [reason, setReason] = useState('');
  useEffect(() => setEdited(saved.data ?? []), [saved.data]);
  const changes = changedModules(saved.data ?? [], edited);

  const save = () =>
    saving.submit(
      content.setModules.request,
      { platformId, modules: edited, reason },
      (input) => api.content.setModules(input),
      () => t('content.modulesSaved', { platform: platformId }),
    );

  return (
    <div css={pageStyle}>
      <h1>{t('nav.content.modules')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      <ErrorLine error={saved.error} />
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
      <SaveActions
        saving={saving}
        onSave={() => void save()}
        disabled={changes === 0}
        before={<span>{t('content.modulesChanged', { count: changes })}</span>}
      />
    </div>
  );
});

export default ModulesScreen;
