import { Button, Empty, Loading } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { serviceMessages as m } from './messages';
import type { ServiceScreen } from './useServiceScreen';
import { SCREENS } from '../../routing/manifest';

const card = {
  display: 'grid',
  gap: 8,
  width: '100%',
  maxWidth: 760,
  boxSizing: 'border-box',
} as const;

/** Customer service: the chat widget's pointer, or the support inbox. */
export function ServiceView(screen: ServiceScreen) {
  const intl = useIntl();
  const over = screen.length > screen.maxLength;
  return (
    <Page layout={screen.layout} title={intl.formatMessage(SCREENS.service.title)}>
      {screen.widget ? (
        <div css={card}>
          <p css={{ margin: 0 }}>{intl.formatMessage(m.widget)}</p>
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {intl.formatMessage(m.widgetLoading)}
          </p>
        </div>
      ) : (
        <div css={card}>
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {intl.formatMessage(m.intro)}
          </p>
          {!screen.signedIn ? (
            <div css={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
              <span>{intl.formatMessage(m.signIn)}</span>
              <Button variant="primary" size="small" onClick={screen.signIn}>
                {intl.formatMessage(m.signInButton)}
              </Button>
            </div>
          ) : (
            <>
              <Section title={intl.formatMessage(m.thread)}>
                {screen.thread === null ? (
                  <Loading />
                ) : screen.thread.length === 0 ? (
                  <Empty description={intl.formatMessage(m.empty)} />
                ) : (
                  <ol
                    css={{
                      listStyle: 'none',
                      margin: 0,
                      padding: 0,
                      display: 'grid',
                      gap: 10,
                    }}
                  >
                    {screen.thread.map((message) => {
                      const mine = message.author === 'player';
                      return (
                        <li
                          key={message.id}
                          data-testid="support-message"
                          css={(theme) => ({
                            justifySelf: mine ? 'end' : 'start',
                            maxWidth: '85%',
                            padding: '8px 12px',
                            borderRadius: theme.radius.md,
                            background: mine ? theme.color.surfaceRaised : theme.color.surface,
                            border: `1px solid ${mine ? theme.color.border : theme.color.primary}`,
                          })}
                        >
                          <span
                            css={(theme) => ({
                              display: 'block',
                              color: theme.color.textMuted,
                              fontSize: theme.fontSize.xs,
                            })}
                          >
                            {intl.formatMessage(mine ? m.you : m.operator)} ·{' '}
                            <time dateTime={message.createdAt}>
                              {intl.formatDate(message.createdAt, {
                                month: '2-digit',
                                day: '2-digit',
                                hour: '2-digit',
                                minute: '2-digit',
                              })}
                            </time>
                          </span>
                          <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                            {message.body}
                          </span>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </Section>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void screen.send();
                }}
                css={{ display: 'grid', gap: 8 }}
              >
                <textarea
                  aria-label={intl.formatMessage(m.input)}
                  aria-invalid={over || screen.notice?.tone === 'error'}
                  placeholder={intl.formatMessage(m.placeholder)}
                  value={screen.draft}
                  rows={4}
                  onChange={(event) => screen.setDraft(event.target.value)}
                  css={(theme) => ({
                    resize: 'vertical',
                    padding: '8px 10px',
                    borderRadius: theme.radius.md,
                    border: `1px solid ${over ? theme.color.danger : theme.color.border}`,
                    background: theme.color.background,
                    color: theme.color.text,
                    font: 'inherit',
                  })}
                />
                <div
                  css={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    gap: 8,
                  }}
                >
                  <span
                    css={(theme) => ({
                      color: over ? theme.color.danger : theme.color.textMuted,
                      fontSize: theme.fontSize.xs,
                    })}
                  >
                    {intl.formatMessage(m.count, { count: screen.length, max: screen.maxLength })}
                  </span>
                  <Button
                    type="submit"
                    variant="primary"
                    disabled={!screen.canSend}
                    loading={screen.sending}
                  >
                    {intl.formatMessage(m.send)}
                  </Button>
                </div>
                {screen.notice && <Notice tone={screen.notice.tone}>{screen.notice.text}</Notice>}
              </form>
              <Link to={screen.messagesHref} css={(theme) => ({ color: theme.color.primary })}>
                {intl.formatMessage(m.messages)}
              </Link>
            </>
          )}
        </div>
      )}
      {screen.elsewhere && (
        <a
          href={screen.elsewhere}
          target="_blank"
          rel="noreferrer"
          css={(theme) => ({ color: theme.color.primary })}
        >
          {intl.formatMessage(m.elsewhere)}
        </a>
      )}
    </Page>
  );
}
