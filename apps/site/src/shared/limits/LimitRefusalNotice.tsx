import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { Notice } from '../frame/Notice';
import { limitsNoticeMessages as m } from './messages';

/**
 * A limits refusal kept on the screen that met it (a toast has gone in two seconds): the
 * server's words and the way to the limits page.
 */
export function LimitRefusalNotice({ msg }: { msg: string }) {
  const intl = useIntl();
  const href = useHref('limits');
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
      <Notice tone="error">{msg}</Notice>
      <Link to={href} css={(theme) => ({ color: theme.color.primary })}>
        {intl.formatMessage(m.seeLimits)}
      </Link>
    </div>
  );
}
