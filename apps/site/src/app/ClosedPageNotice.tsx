import { useStores } from '@skinbox/stores';
import { Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLayout } from '../routing/layoutContext';
import { GuardExplanation } from '../shared/guard/GuardExplanation';
import { guardMessages } from '../shared/guard/messages';

/**
 * Why a battle page sent the player home (SPEC: a player without battle access goes to /), where
 * they land: the page's name, what closes it and what opens it (issue 30). It closes when the
 * player closes it or follows one of its routes.
 */
export const ClosedPageNotice = observer(function ClosedPageNotice() {
  const { ui } = useStores();
  const layout = useLayout();
  const intl = useIntl();
  const { pathname } = useLocation();
  const shownOn = useRef<string | null>(null);
  const address = ui.closedPage;

  useEffect(() => {
    if (address === null) {
      shownOn.current = null;
      return;
    }
    // The guard opens it on the closed page's address; it stays for the home it sends them to.
    if (shownOn.current === null || pathname === address) shownOn.current = pathname;
    else if (pathname !== shownOn.current) ui.dismissClosedPage();
  }, [address, pathname, ui]);

  return (
    <Popup
      show={address !== null}
      round
      closeable
      onClose={() => ui.dismissClosedPage()}
      aria-label={intl.formatMessage(guardMessages.battleWhy)}
    >
      {address !== null && (
        <div css={{ width: 320, maxWidth: '100%' }}>
          <GuardExplanation layout={layout} reason="battle" address={address} />
        </div>
      )}
    </Popup>
  );
});
