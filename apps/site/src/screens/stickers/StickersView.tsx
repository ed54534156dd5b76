import { Button, Loading, Progress, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { stickerMessages as m } from './messages';
import type { StickersScreen } from './useStickersScreen';

/**
 * The sticker album as the player sees it (useStickersScreen): the album's progress and reward,
 * and every sticker, lit once active, with the copies owned and the button that activates one.
 */
export const StickersView = observer(function StickersView(screen: StickersScreen) {
  const intl = useIntl();
  const { layout, album, outcome } = screen;
  if (!screen.signedIn)
    return (
      <Page layout={layout} title={intl.formatMessage(m.heading)}>
        <SignInPrompt />
      </Page>
    );
  const data = album.data;
  if (!data) return <Loading />;
  const active = data.list.filter((s) => s.isActive).length;
  const total = data.list.length;
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <div
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.sm,
          padding: theme.space.lg,
          borderRadius: theme.radius.lg,
          background: `linear-gradient(135deg, #1f2a4a, ${theme.color.surface})`,
        })}
      >
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
          {intl.formatMessage(m.rules)}
        </p>
        <strong>{intl.formatMessage(m.progress, { active, total })}</strong>
        <Progress
          percentage={total === 0 ? 0 : Math.round((active * 100) / total)}
          showPivot={false}
          aria-label={intl.formatMessage(m.progressLabel)}
        />
        <div>
          {data.rewardState === 'claimed' ? (
            <Tag type="success">{intl.formatMessage(m.claimed)}</Tag>
          ) : (
            <Button
              variant="primary"
              loading={screen.claiming}
              disabled={data.rewardState !== 'claimable'}
              onClick={() => void screen.claim()}
            >
              {intl.formatMessage(data.rewardState === 'claimable' ? m.claim : m.locked, {
                amount: data.rewardAmount,
              })}
            </Button>
          )}
        </div>
      </div>
      {outcome && (
        <Notice tone="success">
          {outcome.kind === 'paid'
            ? intl.formatMessage(m.paid, { amount: outcome.amount })
            : intl.formatMessage(m.activated, { name: outcome.name })}
        </Notice>
      )}
      <Section title={intl.formatMessage(m.album)}>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 8,
            gridTemplateColumns: `repeat(${layout === 'p' ? 6 : 3}, minmax(0, 1fr))`,
          }}
        >
          {data.list.map((sticker) => (
            <li
              key={sticker.id}
              aria-label={sticker.name}
              css={(theme) => ({
                display: 'grid',
                justifyItems: 'center',
                gap: 6,
                padding: theme.space.sm,
                borderRadius: theme.radius.md,
                border: `1px solid ${sticker.isActive ? theme.color.primary : theme.color.border}`,
                background: theme.color.surface,
                textAlign: 'center',
              })}
            >
              <img
                src={sticker.image}
                alt=""
                css={{
                  width: '80%',
                  aspectRatio: '1',
                  objectFit: 'contain',
                  filter: sticker.isActive ? 'none' : 'grayscale(1) brightness(0.6)',
                }}
              />
              <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>{sticker.name}</span>
              {sticker.isActive ? (
                <Tag type="success">{intl.formatMessage(m.active)}</Tag>
              ) : sticker.count > 0 ? (
                <>
                  <span
                    css={(theme) => ({ fontSize: theme.fontSize.xs, color: theme.color.textMuted })}
                  >
                    {intl.formatMessage(m.owned, { count: sticker.count })}
                  </span>
                  <Button
                    size="small"
                    variant="primary"
                    loading={screen.activating === sticker.id}
                    onClick={() => void screen.activate(sticker.id)}
                  >
                    {intl.formatMessage(m.activate)}
                  </Button>
                </>
              ) : (
                <Tag>{intl.formatMessage(m.missing)}</Tag>
              )}
            </li>
          ))}
        </ul>
      </Section>
    </Page>
  );
});
