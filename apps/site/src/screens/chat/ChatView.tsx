import type { ChatLine } from '@skinbox/api';
import { Avatar, Button, Empty, Loading } from '@skinbox/ui';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { Page } from '../../shared/frame/Page';
import { chatMessages as m } from './messages';
import type { ChatScreen } from './useChatScreen';
import { useKeptScroll } from './useKeptScroll';
import { nickNameIn } from '../../shared/nickname/nickName';
import { SCREENS } from '../../routing/manifest';

function Line({ line, mine, mobile }: { line: ChatLine; mine: boolean; mobile: boolean }) {
  const intl = useIntl();
  const time = intl.formatTime(line.createdAt, { hour: '2-digit', minute: '2-digit' });
  return (
    <li
      data-testid="chat-line"
      css={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        flexDirection: mine ? 'row-reverse' : 'row',
      }}
    >
      <Avatar
        avater={line.avater}
        avaterFrame={line.avaterFrame}
        isAnchor={line.isAnchor}
        mobile={mobile}
        size="five"
        alt=""
      />
      <div
        css={{
          display: 'grid',
          gap: 2,
          minWidth: 0,
          maxWidth: '78%',
          justifyItems: mine ? 'end' : 'start',
        }}
      >
        <span
          css={(theme) => ({
            display: 'flex',
            gap: 6,
            alignItems: 'baseline',
            color: theme.color.textMuted,
            fontSize: theme.fontSize.xs,
          })}
        >
          <span css={(theme) => ({ color: theme.color.text, fontWeight: 600 })}>
            {mine ? intl.formatMessage(m.me) : nickNameIn(intl, line.nickName)}
          </span>
          {line.vipLevel > 0 && <span>VIP{line.vipLevel}</span>}
          {line.isAnchor && <span>{intl.formatMessage(m.anchor)}</span>}
          <time dateTime={line.createdAt}>{time}</time>
        </span>
        {/* Text as typed: React writes it as text, so links and markup stay inert. */}
        <p
          css={(theme) => ({
            margin: 0,
            padding: '6px 10px',
            borderRadius: theme.radius.md,
            background: mine ? theme.color.primary : theme.color.surfaceRaised,
            color: mine ? theme.color.primaryText : theme.color.text,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          })}
        >
          {line.body}
        </p>
      </div>
    </li>
  );
}

/** The group chat: the room's lines, then the composer (or a visitor's way to sign in). */
export function ChatView(screen: ChatScreen) {
  const intl = useIntl();
  const list = useRef<HTMLOListElement>(null);
  const lastId = screen.lines?.at(-1)?.id;
  // The newest line stays in sight.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lastId]);
  const kept = useKeptScroll(list, screen.lines?.[0]?.id);
  const mobile = screen.layout === 'm';
  const over = screen.length > screen.maxLength;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (screen.canSend) void screen.send();
    }
  };

  return (
    <Page
      layout={screen.layout}
      title={intl.formatMessage(SCREENS.chat.title)}
      actions={
        screen.groupLink ? (
          <a
            href={screen.groupLink}
            target="_blank"
            rel="noreferrer"
            css={(theme) => ({ color: theme.color.primary })}
          >
            {intl.formatMessage(m.officialGroup)}
          </a>
        ) : undefined
      }
    >
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        {intl.formatMessage(m.intro)}
      </p>
      <section
        aria-label={intl.formatMessage(m.lines)}
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.sm,
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.lg,
          padding: theme.space.sm,
          boxSizing: 'border-box',
        })}
      >
        {screen.lines === null ? (
          screen.failed ? (
            <div css={{ display: 'grid', justifyItems: 'center', gap: 8, padding: 24 }}>
              <Notice tone="error">{intl.formatMessage(m.loadFailed)}</Notice>
              <Button size="small" onClick={screen.retry}>
                {intl.formatMessage(m.retry)}
              </Button>
            </div>
          ) : (
            <Loading />
          )
        ) : (
          <ol
            ref={list}
            aria-live="polite"
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 4,
              display: 'flex',
              flexDirection: 'column',
              gap: 12,
              overflowY: 'auto',
              height: mobile ? 'calc(100dvh - 480px)' : 'calc(100vh - 420px)',
              minHeight: 200,
            }}
          >
            {screen.lines.length === 0 ? (
              <li>
                <Empty description={intl.formatMessage(m.empty)} />
              </li>
            ) : (
              <li css={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
                {screen.more ? (
                  <>
                    <Button
                      size="small"
                      loading={screen.loadingEarlier}
                      onClick={() => {
                        kept.remember();
                        void screen.loadEarlier();
                      }}
                    >
                      {intl.formatMessage(m.earlier)}
                    </Button>
                    {screen.earlierFailed && (
                      <Notice tone="error">{intl.formatMessage(m.earlierFailed)}</Notice>
                    )}
                  </>
                ) : (
                  <span
                    css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.xs })}
                  >
                    {intl.formatMessage(m.beginning)}
                  </span>
                )}
              </li>
            )}
            {screen.lines.map((line) => (
              <Line
                key={line.id}
                line={line}
                mine={line.userId === screen.myUserId}
                mobile={mobile}
              />
            ))}
          </ol>
        )}
        {!screen.signedIn ? (
          <div
            css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', padding: 4 }}
          >
            <span>{intl.formatMessage(m.signInToPost)}</span>
            <Button variant="primary" size="small" onClick={screen.signIn}>
              {intl.formatMessage(m.signIn)}
            </Button>
          </div>
        ) : screen.mutedUntil ? (
          <Notice tone="error">
            {intl.formatMessage(m.muted, {
              until: intl.formatDate(screen.mutedUntil, {
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
              }),
            })}
          </Notice>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void screen.send();
            }}
            css={{ display: 'grid', gap: 4 }}
          >
            <div css={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
              <textarea
                aria-label={intl.formatMessage(m.input)}
                aria-invalid={over || screen.refusal !== null}
                placeholder={intl.formatMessage(m.placeholder)}
                value={screen.draft}
                rows={mobile ? 1 : 2}
                onChange={(event) => screen.setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                css={(theme) => ({
                  flex: 1,
                  minWidth: 0,
                  resize: 'none',
                  padding: '8px 10px',
                  borderRadius: theme.radius.md,
                  border: `1px solid ${over ? theme.color.danger : theme.color.border}`,
                  background: theme.color.background,
                  color: theme.color.text,
                  font: 'inherit',
                })}
              />
              <Button
                type="submit"
                variant="primary"
                disabled={!screen.canSend}
                loading={screen.sending}
              >
                {intl.formatMessage(m.send)}
              </Button>
            </div>
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{screen.refusal && <Notice tone="error">{screen.refusal}</Notice>}</span>
              <span
                css={(theme) => ({
                  color: over ? theme.color.danger : theme.color.textMuted,
                  fontSize: theme.fontSize.xs,
                  whiteSpace: 'nowrap',
                })}
              >
                {intl.formatMessage(m.count, { count: screen.length, max: screen.maxLength })}
              </span>
            </div>
          </form>
        )}
      </section>
    </Page>
  );
}
