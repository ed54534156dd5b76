import type { Theme } from '@emotion/react';
import { limits as contract } from '@skinbox/api';
import { Button, Field, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Choices } from '../../shared/frame/Choices';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { limitsMessages as m } from './messages';
import type { LimitsScreen } from './useLimitsScreen';
import { SCREENS } from '../../routing/manifest';

const muted = (theme: Theme) => ({
  margin: 0,
  color: theme.color.textMuted,
  fontSize: theme.fontSize.sm,
  lineHeight: 1.6,
});

/**
 * The responsible-gaming page as the player sees it (useLimitsScreen): a pause in force, the six
 * limits with what each window used and the pending raises, a cool-off or self-exclusion to
 * start, and the session reminder.
 */
export const LimitsView = observer(function LimitsView(screen: LimitsScreen) {
  const intl = useIntl();
  const { layout, outcome } = screen;
  const title = intl.formatMessage(SCREENS.limits.title);
  if (!screen.signedIn)
    return (
      <Page layout={layout} title={title}>
        <SignInPrompt />
      </Page>
    );
  const data = screen.state.data;
  if (!data) return <Loading />;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (value: string | null) => value ?? intl.formatMessage(m.none);
  const paused =
    data.pausedUntil !== null && Date.parse(data.pausedUntil) > Date.parse(data.serverNow);
  return (
    <Page layout={layout} title={title}>
      <p css={muted}>{intl.formatMessage(m.intro)}</p>
      {paused && data.pausedUntil && (
        <Notice tone="error">
          {intl.formatMessage(m.paused, {
            kind: data.pauseKind ?? 'coolOff',
            until: when(data.pausedUntil),
          })}
        </Notice>
      )}

      <Section title={intl.formatMessage(m.limitsTitle)}>
        <p css={muted}>{intl.formatMessage(m.windows)}</p>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void screen.save();
          }}
          css={{ display: 'grid', gap: 12 }}
        >
          <div
            css={{
              display: 'grid',
              gap: 8,
              gridTemplateColumns: layout === 'p' ? 'repeat(3, minmax(0, 1fr))' : '1fr',
            }}
          >
            {contract.LIMIT_KEYS.map((key) => {
              const bad = outcome?.kind === 'badAmount' && outcome.keys.includes(key);
              const pending = data.pending && data.pending[key] !== data.limits[key];
              return (
                <div
                  key={key}
                  css={(theme) => ({
                    display: 'grid',
                    gap: 4,
                    padding: theme.space.sm,
                    borderRadius: theme.radius.md,
                    background: theme.color.surface,
                  })}
                >
                  <Field
                    label={intl.formatMessage(m[key])}
                    labelAlign="top"
                    border={false}
                    type="number"
                    value={screen.draft[key]}
                    onChange={(value) => screen.edit(key, value)}
                    placeholder={intl.formatMessage(m.placeholder)}
                    error={bad}
                    autoComplete="off"
                    css={(theme) => ({
                      padding: 0,
                      background: 'transparent',
                      '& input': {
                        padding: `${theme.space.xs} ${theme.space.sm}`,
                        borderRadius: theme.radius.sm,
                        border: `1px solid ${bad ? theme.color.danger : theme.color.border}`,
                        background: theme.color.surfaceRaised,
                      },
                    })}
                  />
                  <span data-testid={`used-${key}`} css={muted}>
                    {intl.formatMessage(m.limitLine, {
                      limit: money(data.limits[key]),
                      used: data.used[key],
                    })}
                  </span>
                  {pending && data.pending && (
                    <span css={(theme) => ({ ...muted(theme), color: theme.color.primary })}>
                      {intl.formatMessage(m.pendingValue, { value: money(data.pending[key]) })}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
          {data.pending && data.pendingFrom && (
            <Notice tone="success">
              {intl.formatMessage(m.pending, { from: when(data.pendingFrom) })}
            </Notice>
          )}
          {outcome?.kind === 'badAmount' && (
            <Notice tone="error">{intl.formatMessage(m.badAmount)}</Notice>
          )}
          {outcome?.kind === 'saved' && outcome.pendingFrom === null && (
            <Notice tone="success">{intl.formatMessage(m.savedNow)}</Notice>
          )}
          <Button
            type="submit"
            variant="primary"
            loading={screen.busy}
            block={layout === 'm'}
            css={{ justifySelf: layout === 'm' ? 'stretch' : 'start', minWidth: 160 }}
          >
            {intl.formatMessage(m.save)}
          </Button>
        </form>
      </Section>

      <Section title={intl.formatMessage(m.pauseTitle)}>
        <p css={muted}>{intl.formatMessage(m.pauseIntro)}</p>
        <Choices
          label={intl.formatMessage(m.pauseTitle)}
          choices={(['coolOff', 'selfExclusion'] as const).map((value) => ({
            value,
            label: intl.formatMessage(m[value]),
          }))}
          value={screen.pauseKind}
          onChange={screen.choosePauseKind}
        />
        <Choices
          label={intl.formatMessage(m.pauseLength)}
          choices={screen.lengths.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
          value={screen.pauseLength}
          onChange={screen.choosePauseLength}
        />
        {outcome?.kind === 'paused' && outcome.until && (
          <Notice tone="success">
            {intl.formatMessage(m.pausedDone, { until: when(outcome.until) })}
          </Notice>
        )}
        <div>
          <Button
            variant="danger"
            loading={screen.busy}
            onClick={() =>
              void screen.pause(
                intl.formatMessage(m.pauseConfirm, {
                  kind: screen.pauseKind,
                  length: intl.formatMessage(m[screen.pauseLength]),
                }),
              )
            }
          >
            {intl.formatMessage(m.startPause)}
          </Button>
        </div>
      </Section>

      <Section title={intl.formatMessage(m.reminderTitle)}>
        <p css={muted}>{intl.formatMessage(m.reminderIntro)}</p>
        <Choices
          label={intl.formatMessage(m.reminderTitle)}
          choices={screen.reminders.map((minutes) => ({
            value: String(minutes),
            label:
              minutes === 0
                ? intl.formatMessage(m.reminderOff)
                : intl.formatMessage(m.reminderEvery, { minutes }),
          }))}
          value={String(data.reminderMinutes)}
          onChange={(value) => void screen.setReminder(Number(value))}
        />
        {outcome?.kind === 'reminder' && (
          <Notice tone="success">{intl.formatMessage(m.reminderSaved)}</Notice>
        )}
      </Section>
    </Page>
  );
});
