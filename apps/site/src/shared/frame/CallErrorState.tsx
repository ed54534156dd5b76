import { Button } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { CallFailure } from './callFailure';
import { callErrorMessages } from './messages';

const WORDS = {
  offline: [callErrorMessages.offlineTitle, callErrorMessages.offlineBody],
  server: [callErrorMessages.serverTitle, callErrorMessages.serverBody],
  notFound: [callErrorMessages.notFoundTitle, callErrorMessages.notFoundBody],
} as const;

/**
 * What a page shows instead of its data when it could not get it: why, a Retry while trying again
 * can help, and always a way on to the home page.
 */
export function CallErrorState({
  failure,
  onRetry,
  homeHref,
}: {
  failure: CallFailure;
  onRetry(): void;
  homeHref: string;
}) {
  const intl = useIntl();
  const [title, body] = WORDS[failure];
  return (
    <section
      role="alert"
      data-call-failure={failure}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: theme.space.md,
        paddingBlock: theme.space.xl,
        paddingInline: theme.space.md,
        margin: '0 auto',
        maxWidth: 480,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>
        {intl.formatMessage(title)}
      </h1>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        {intl.formatMessage(body)}
      </p>
      <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
        {failure !== 'notFound' && (
          <Button variant="primary" onClick={onRetry}>
            {intl.formatMessage(callErrorMessages.retry)}
          </Button>
        )}
        <Link to={homeHref} css={(theme) => ({ color: theme.color.primary, alignSelf: 'center' })}>
          {intl.formatMessage(callErrorMessages.home)}
        </Link>
      </div>
    </section>
  );
}
