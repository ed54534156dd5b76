import { useText } from '../../i18n/useText';
import { dateTime } from '../../shared/format';
import { noticeStyle } from '../../shared/formStyles';
import { useConsole } from '../../stores/storeContext';
import { setupAddress } from './operatorRules';

export interface IssuedSetup {
  account: string;
  link: string;
  expiresAt: string;
}

/**
 * The one-time setup link, shown once: the server keeps only its hash, so the owner copies it now
 * and sends it to the operator by a channel of their own.
 */
export function SetupLinkNotice({ setup }: { setup: IssuedSetup }) {
  const { locale } = useConsole();
  const t = useText();
  const address = setupAddress(setup.link, window.location.origin);
  return (
    <div role="status" css={noticeStyle}>
      <p css={{ margin: 0 }}>
        {t('operators.setupIssued', {
          account: setup.account,
          at: dateTime(setup.expiresAt, locale.locale),
        })}
      </p>
      <code data-testid="setup-link" css={{ wordBreak: 'break-all' }}>
        {address}
      </code>
    </div>
  );
}
