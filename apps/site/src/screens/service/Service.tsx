import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { serviceMessages } from './messages';
import { ServiceView } from './ServiceView';
import { useServiceScreen } from './useServiceScreen';

/** /m/service and /p/service (module Service): the side menu's customer service. */
export const Service = observer(function Service() {
  const intl = useIntl();
  return <ServiceView {...useServiceScreen(intl.formatMessage(serviceMessages.sent))} />;
});
