import type { Theme } from '@emotion/react';
import { Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Page } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { spreadMessages as m } from './messages';
import { SpreadOverview } from './SpreadOverview';
import type { SpreadScreen } from './useSpreadScreen';
import { SCREENS } from '../../routing/manifest';

const linkCss = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${theme.space.md} ${theme.space.lg}`,
  borderRadius: theme.radius.lg,
  background: theme.color.surface,
  color: 'inherit',
  textDecoration: 'none',
});

/** /m/spread: the referral overview, then the ways to the invited players and the rules. */
export const SpreadView = observer(function SpreadView(
  screen: SpreadScreen & { usersHref: string; ruleHref: string },
) {
  const intl = useIntl();
  return (
    <Page layout={screen.layout} title={intl.formatMessage(SCREENS.spread.title)}>
      {screen.signedIn ? (
        <>
          <nav css={{ display: 'grid', gap: 8 }}>
            <Link to={screen.usersHref} css={linkCss}>
              <span>{intl.formatMessage(m.seeUsers)}</span>
              <Icon name="arrow" size={14} />
            </Link>
            <Link to={screen.ruleHref} css={linkCss}>
              <span>{intl.formatMessage(m.rules)}</span>
              <Icon name="arrow" size={14} />
            </Link>
          </nav>
          <SpreadOverview {...screen} />
        </>
      ) : (
        <SignInPrompt />
      )}
    </Page>
  );
});
