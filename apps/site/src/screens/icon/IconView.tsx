import type { Theme } from '@emotion/react';
import { Avatar, Button, Loading, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { iconMessages as m } from './messages';
import type { IconScreen } from './useIconScreen';
import { SCREENS } from '../../routing/manifest';

const cardCss = (chosen: boolean) => (theme: Theme) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: 6,
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  border: `2px solid ${chosen ? theme.color.primary : theme.color.border}`,
  background: theme.color.surface,
  textAlign: 'center' as const,
});

/**
 * The gallery as the player sees it (useIconScreen): the frames by VIP level, each around the
 * player's own picture with its state (in use, wear it, or the level that unlocks it), then the
 * system avatars to wear.
 */
export const IconView = observer(function IconView(screen: IconScreen) {
  const intl = useIntl();
  const { layout, frames, avatars } = screen;
  const title = intl.formatMessage(SCREENS.icon.title);
  const vipLink = (
    <Link to={screen.vipHref} css={(theme) => ({ color: theme.color.primary })}>
      {intl.formatMessage(m.seeVip)}
    </Link>
  );
  if (!screen.signedIn)
    return (
      <Page layout={layout} title={title}>
        <SignInPrompt />
      </Page>
    );
  if (!frames.data || !avatars.data) return <Loading />;
  const anyFrame = frames.data.some((f) => f.inUse);
  return (
    <Page layout={layout} title={title} actions={vipLink}>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 16 }}>
        <Tag type="primary">{intl.formatMessage(m.myLevel, { level: screen.vipLevel })}</Tag>
        <span css={(theme) => ({ color: theme.color.textMuted })}>
          {intl.formatMessage(m.intro)}
        </span>
      </div>
      {screen.changed && <Notice tone="success">{intl.formatMessage(m.changed)}</Notice>}

      <Section title={intl.formatMessage(m.frames)}>
        <div>
          <Button
            size="small"
            disabled={screen.busy || !anyFrame}
            aria-pressed={!anyFrame}
            onClick={() => void screen.useFrame(0)}
          >
            {intl.formatMessage(m.removeFrame)}
          </Button>
        </div>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          }}
        >
          {screen.levels
            .flatMap(({ frames: group }) => group)
            .map((frame) => (
              <li key={frame.id} aria-label={frame.name} css={cardCss(frame.inUse)}>
                <span css={(theme) => ({ color: theme.color.primary, fontWeight: 700 })}>
                  {intl.formatMessage(m.level, { level: frame.vipLevel })}
                </span>
                <Avatar avater={screen.avater} avaterFrame={frame.image} size="one" alt="" />
                <strong>{frame.name}</strong>
                {frame.inUse ? (
                  <Tag type="success">{intl.formatMessage(m.inUse)}</Tag>
                ) : frame.unlocked ? (
                  <Button
                    size="small"
                    variant="primary"
                    disabled={screen.busy}
                    aria-label={`${intl.formatMessage(m.use)} ${frame.name}`}
                    onClick={() => void screen.useFrame(frame.id)}
                  >
                    {intl.formatMessage(m.use)}
                  </Button>
                ) : (
                  <Tag>{intl.formatMessage(m.locked, { level: frame.vipLevel })}</Tag>
                )}
              </li>
            ))}
        </ul>
      </Section>

      <Section title={intl.formatMessage(m.avatars)}>
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 12,
          }}
        >
          {avatars.data.list.map((avatar) => {
            const worn = avatar.image === screen.avater;
            return (
              <li key={avatar.id}>
                <button
                  type="button"
                  disabled={screen.busy}
                  aria-pressed={worn}
                  aria-label={intl.formatMessage(m.avatar, { id: avatar.id })}
                  onClick={() => void screen.useAvatar(avatar.id)}
                  css={(theme) => ({
                    ...cardCss(worn)(theme),
                    padding: 4,
                    borderRadius: '50%',
                    cursor: 'pointer',
                  })}
                >
                  <img
                    src={avatar.image}
                    alt=""
                    width={64}
                    height={64}
                    css={{ display: 'block', borderRadius: '50%' }}
                  />
                </button>
              </li>
            );
          })}
        </ul>
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(m.upload, { level: avatars.data.uploadVipLevel })}
        </span>
      </Section>
    </Page>
  );
});
