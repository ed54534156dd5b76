import { Button, Empty, Loading, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { GuardExplanation } from '../../shared/guard/GuardExplanation';
import { signinMessages as m } from './messages';
import type { SigninScreen } from './useSigninScreen';

/**
 * The sign-in calendar as the player sees it (useSigninScreen): the streak and the button, the
 * seven days of awards (signed, today's, to come) and the records of past sign-ins.
 */
export const SigninView = observer(function SigninView(screen: SigninScreen) {
  const intl = useIntl();
  const { layout, awards } = screen;
  if (!screen.signedIn)
    return (
      <Page layout={layout} title={intl.formatMessage(m.heading)}>
        <GuardExplanation layout={layout} reason="signIn" withTitle={false} />
      </Page>
    );
  const data = awards.data;
  if (!data) return <Loading />;
  const award = (kind: 'amount' | 'point', amount: string) =>
    intl.formatMessage(m.award, { kind, amount });
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.md,
          padding: theme.space.lg,
          borderRadius: theme.radius.lg,
          background: `linear-gradient(135deg, #3a2c0a, ${theme.color.surface})`,
        })}
      >
        <div css={{ display: 'grid', gap: 4 }}>
          <strong css={(theme) => ({ fontSize: theme.fontSize.xl, color: theme.color.primary })}>
            {intl.formatMessage(m.streak, { days: data.consecutiveDays })}
          </strong>
          <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
            {intl.formatMessage(m.rules)}
          </span>
        </div>
        <Button
          variant="primary"
          loading={screen.busy}
          disabled={data.signedToday}
          onClick={() => void screen.signInToday()}
        >
          {intl.formatMessage(data.signedToday ? m.signedToday : m.signIn)}
        </Button>
      </div>
      {screen.done && (
        <Notice tone="success">
          {intl.formatMessage(m.done, {
            day: screen.done.day,
            award: award(screen.done.kind, screen.done.amount),
          })}
        </Notice>
      )}
      <Section title={intl.formatMessage(m.calendar)}>
        <ol
          aria-label={intl.formatMessage(m.calendar)}
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 8,
            gridTemplateColumns: `repeat(${layout === 'p' ? 7 : 4}, minmax(0, 1fr))`,
          }}
        >
          {data.list.map((day) => {
            const next = day.day === screen.nextDay;
            return (
              <li
                key={day.day}
                aria-current={next ? 'date' : undefined}
                css={(theme) => ({
                  display: 'grid',
                  justifyItems: 'center',
                  gap: 6,
                  padding: `${theme.space.md} ${theme.space.xs}`,
                  borderRadius: theme.radius.md,
                  border: `2px solid ${next ? theme.color.primary : theme.color.border}`,
                  background: day.signed ? theme.color.surfaceRaised : theme.color.surface,
                  textAlign: 'center',
                })}
              >
                <span
                  css={(theme) => ({ fontSize: theme.fontSize.sm, color: theme.color.textMuted })}
                >
                  {intl.formatMessage(m.day, { day: day.day })}
                </span>
                <strong css={(theme) => ({ color: theme.color.coin })}>
                  {award(day.kind, day.amount)}
                </strong>
                {day.signed ? (
                  <Tag type="success">{intl.formatMessage(m.signed)}</Tag>
                ) : next ? (
                  <Tag type="primary">{intl.formatMessage(m.next)}</Tag>
                ) : (
                  <span css={{ height: 20 }} />
                )}
              </li>
            );
          })}
        </ol>
      </Section>
      <Section title={intl.formatMessage(m.records)}>
        {screen.records.view({
          rowKey: (record) => record.id,
          rowsCss: (theme) => ({ display: 'grid', gap: theme.space.xs }),
          empty: <Empty />,
          row: (record) => (
            <div
              css={(theme) => ({
                display: 'flex',
                justifyContent: 'space-between',
                gap: theme.space.sm,
                padding: theme.space.sm,
                borderRadius: theme.radius.sm,
                background: theme.color.surface,
              })}
            >
              <span>
                {intl.formatDate(record.createdAt, { dateStyle: 'medium' })} ·{' '}
                {intl.formatMessage(m.day, { day: record.day })}
              </span>
              <strong css={(theme) => ({ color: theme.color.coin })}>
                {award(record.kind, record.amount)}
              </strong>
            </div>
          ),
        })}
      </Section>
    </Page>
  );
});
