import { useStores } from '@skinbox/stores';
import { Button, Empty, Icon, Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Navigate } from 'react-router-dom';
import { otherConfigLink } from '../../layout/otherConfig';
import type { Layout } from '../../layout/device';
import { AccountPage } from '../account/shared/AccountPage';
import { downloadMessages as m } from './messages';

/**
 * /m/download and /p/download: the app download (module AppDownload); the address is the
 * appDownloadUrl of the OtherConfig article, a link in the kit Button's look (a download is a
 * navigation); without one, the kit's Empty says so.
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
        <Button
          href={href}
          variant="primary"
          size="large"
          block
          icon={<Icon name="arrow-down" size={18} />}
        >
          {intl.formatMessage(m.get)}
        </Button>
      ) : (
        <Empty imageSize={96} description={intl.formatMessage(m.unavailable)} />
      )}
    </AccountPage>
  );
});
