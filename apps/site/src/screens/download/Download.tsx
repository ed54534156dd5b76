import { useStores } from '@skinbox/stores';
import { Button, Empty, Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { downloadLink } from '../../layout/otherConfig';
import { AccountPage } from '../../shared/account/AccountPage';
import { downloadMessages as m } from './messages';
import { useHref, useLayout } from '../../routing/layoutContext';

/**
 * /m/download and /p/download: the app download (module AppDownload); the address is the
 * appDownloadUrl of the OtherConfig article (or config item), a link in the kit Button's look (a
 * download is a navigation). Menus and footer offer this page only once an address is set; an old
 * link without one gets the kit's Empty and the way back home.
 */
export const Download = observer(function Download() {
  const layout = useLayout();
  const home = useHref('home');
  const intl = useIntl();
  const store = useStores();
  const navigate = useNavigate();
  const href = downloadLink(store);
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
        <Empty imageSize={96} description={intl.formatMessage(m.unavailable)}>
          <Button variant="primary" onClick={() => void navigate(home)}>
            {intl.formatMessage(m.backHome)}
          </Button>
        </Empty>
      )}
    </AccountPage>
  );
});
