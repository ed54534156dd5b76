import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { siteMessages } from '../i18n/siteMessages';
import { FOOTER_LINKS, available } from './menus';
import { chromeMessages } from './messages';
import { withoutUnsetDownload } from './otherConfig';

/**
 * The desktop footer: help, fairness, VIP and the app download (once its address is configured)
 * links that exist, and the 18+ notice.
 */
export const SiteFooter = observer(function SiteFooter() {
  const intl = useIntl();
  const store = useStores();
  return (
    <footer
      css={(theme) => ({
        marginTop: theme.space.xl,
        padding: `${theme.space.xl} ${theme.space.lg}`,
        borderTop: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
        color: theme.color.textMuted,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize.sm,
        textAlign: 'center',
      })}
    >
      <nav css={{ display: 'flex', gap: 16, justifyContent: 'center', marginBottom: 8 }}>
        {withoutUnsetDownload(available(FOOTER_LINKS, 'p', store), store).map((d) => (
          <Link key={d.screen} to={d.href} css={{ color: 'inherit' }}>
            {intl.formatMessage(d.label)}
          </Link>
        ))}
      </nav>
      <p css={{ margin: 0 }}>
        {intl.formatMessage(siteMessages.title)} · {intl.formatMessage(chromeMessages.footer)}
      </p>
    </footer>
  );
});
