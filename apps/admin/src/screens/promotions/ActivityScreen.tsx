import { useTheme } from '@emotion/react';
import { promotions } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormRow, FormSection } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { errorStyle, inputStyle, noticeStyle, pageStyle } from '../../shared/formStyles';
import { checkedInput } from '../../shared/inputError';
import { PlatformField } from '../../shared/PlatformField';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { ACTIVITIES, activitySetting, activityText, type ActivityKind } from './activitySetting';

type Outcome = { kind: ActivityKind; error: string | null; lines: string[] };

/**
 * The festival and new-year activities of a platform, each edited as the JSON the site reads
 * (ActivityConfig); the server checks the prizes against their share of turnover and answers
 * what it set, line by line.
 */
const ActivityScreen = observer(function ActivityScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const theme = useTheme();
  const [platformId, setPlatformId] = useState(1);
  const [round, setRound] = useState(0);
  const config = useLoad(() => api.promotions.activity({ platformId }), `${platformId}|${round}`);
  const [texts, setTexts] = useState<Record<ActivityKind, string>>({ festival: '', newYear: '' });
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!config.data) return;
    const now = new Date();
    setTexts({
      festival: activityText(config.data, 'festival', now),
      newYear: activityText(config.data, 'newYear', now),
    });
  }, [config.data]);

  const send = async (kind: ActivityKind, switchOff: boolean) => {
    const setting = switchOff
      ? { kind: 'off', activity: kind }
      : activitySetting(kind, texts[kind]);
    if (!setting) return setOutcome({ kind, error: t('promotions.notJson'), lines: [] });
    const input = checkedInput(
      promotions.setActivity.request,
      { platformId, setting, reason },
      locale.locale,
    );
    if (!input.ok) return setOutcome({ kind, error: input.error, lines: [] });
    setBusy(true);
    const answer = await api.promotions.setActivity(input.data);
    setBusy(false);
    if (!answer.ok) return setOutcome({ kind, error: answer.msg, lines: [] });
    setOutcome({ kind, error: null, lines: answer.data.summary });
    setRound((value) => value + 1);
  };

  return (
    <div css={pageStyle}>
      <h1>{t('nav.promotions.activity')}</h1>
      <PlatformField value={platformId} onChange={setPlatformId} />
      <ErrorLine error={config.error} />
      <FormLayout labelWidth={160}>
        <TextRow label={t('promotions.reason')} value={reason} onChange={setReason} />
        {ACTIVITIES.map((kind) => {
          const running = config.data?.[kind]?.enabled === true;
          return (
            <FormSection
              key={kind}
              title={t(`promotions.activity.${kind}`)}
              description={t(running ? 'promotions.activityOn' : 'promotions.activityOff')}
              level={2}
            >
              <FormRow label={t('promotions.activityJson')} help={t('promotions.activityHelp')}>
                {(control) => (
                  <textarea
                    {...control}
                    rows={14}
                    css={[inputStyle(theme), { maxWidth: 720, fontFamily: 'monospace' }]}
                    value={texts[kind]}
                    onChange={(event) => setTexts({ ...texts, [kind]: event.target.value })}
                  />
                )}
              </FormRow>
              {outcome?.kind === kind && outcome.error && (
                <p role="alert" css={errorStyle}>
                  {outcome.error}
                </p>
              )}
              {outcome?.kind === kind && !outcome.error && (
                <div role="status" css={noticeStyle}>
                  <p css={{ margin: 0 }}>{t('promotions.activitySaved')}</p>
                  {outcome.lines.map((line) => (
                    <p key={line} css={{ margin: 0 }}>
                      {line}
                    </p>
                  ))}
                </div>
              )}
              <FormActions>
                <Button variant="primary" loading={busy} onClick={() => void send(kind, false)}>
                  {t('promotions.activitySave')}
                </Button>
                {running && (
                  <Button variant="danger" loading={busy} onClick={() => void send(kind, true)}>
                    {t('promotions.activitySwitchOff')}
                  </Button>
                )}
              </FormActions>
            </FormSection>
          );
        })}
      </FormLayout>
    </div>
  );
});

export default ActivityScreen;
