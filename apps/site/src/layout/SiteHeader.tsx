import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { siteMessages } from '../i18n/siteMessages';
import type { Layout } from './device';

export function SiteHeader({ layout }: { layout: Layout }) {
  const intl = useIntl();
  return (
    <header
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        height: layout === 'm' ? 48 : 64,
        padding: `0 ${theme.space.lg}`,
        background: theme.color.surface,
        borderBottom: `1px solid ${theme.color.border}`,
      })}
    >
      <Link
        to={`/${layout}/home`}
        css={(theme) => ({
          color: theme.color.primary,
          fontFamily: theme.fontFamily,
          fontSize: theme.fontSize.xl,
          fontWeight: 700,
          textDecoration: 'none',
        })}
      >
        {intl.formatMessage(siteMessages.title)}
      </Link>
    </header>
  );
}
