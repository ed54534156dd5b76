import { useStores } from '@skinbox/stores';
import { Empty, Icon, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { otherConfigLink } from '../../layout/otherConfig';
import type { Layout } from '../../layout/device';
import { AccountPage } from '../account/shared/AccountPage';
import { downloadMessages as m } from './messages';

/**
 * /m/download and /p/download: the app download (module AppDownload); the address is the
 * appDownloadUrl of the OtherConfig article; without one, the kit's Empty says so. The link
 * stays a styled <a> (a download is a navigation): the kit's Button has no link mode yet.
 */
export const Download = observer(function Download({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const store = useStores();
  const href = otherConfigLink(store, 'appDownloadUrl');
  // The module list arrives at start-up; until then nothing is decided.
  if (store.app.modules.length === 0) return <Loading />;
  if (!store.app.isModuleOn('AppDownload')) return <Navigate to={`/${layout}/home`} replace />;
  return (
    <AccountPage layout={layout} narrow title={intl.formatMessage(m.title)}>
      <p css={{ margin: 0, lineHeight: 1.6 }}>{intl.formatMessage(m.intro)}</p>
      {href ? (
        <a
          href={href}
          css={(theme) => ({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 8,
            height: 48,
            borderRadius: theme.radius.md,
            background: theme.color.primary,
            color: theme.color.primaryText,
            fontWeight: 600,
            textDecoration: 'none',
          })}
        >
          <Icon name="arrow-down" size={18} />
          {intl.formatMessage(m.get)}
        </a>
      ) : (
        <Empty imageSize={96} description={intl.formatMessage(m.unavailable)} />
      )}
    </AccountPage>
  );
});
