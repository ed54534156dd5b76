import { css, type Theme } from '@emotion/react';
import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useText } from '../i18n/useText';
import { screensFor } from '../routing/screens';
import { useConsole } from '../stores/storeContext';
import { LanguageSwitch } from './LanguageSwitch';

const layout = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 220px 1fr;
  min-height: 100vh;
  background: ${theme.color.background};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
`;

const side = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg} ${theme.space.md};
  border-right: 1px solid ${theme.color.border};
  background: ${theme.color.surface};
  & strong {
    padding: 0 ${theme.space.sm} ${theme.space.lg};
    font-size: ${theme.fontSize.lg};
  }
  & a {
    padding: ${theme.space.sm} ${theme.space.md};
    border-radius: ${theme.radius.md};
    color: ${theme.color.textMuted};
    text-decoration: none;
  }
  & a:hover {
    color: ${theme.color.text};
  }
  & a[aria-current='page'] {
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.primary};
  }
`;

const top = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.xl};
  border-bottom: 1px solid ${theme.color.border};
  color: ${theme.color.textMuted};
`;

/** The side navigation (the screens the roles allow), the operator and the language switch. */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const { session, api } = useConsole();
  const t = useText();
  const operator = session.operator;
  // A stored session is checked once: the roles may have changed, or the session ended.
  useEffect(() => {
    void api.session.me().then((answer) => {
      if (answer.ok) session.refresh(answer.data.operator, answer.data.expiresAt);
    });
  }, [api, session]);
  if (!operator) return null;
  const signOut = async () => {
    await api.session.logout();
    session.end('signedOut');
  };
  return (
    <div css={layout}>
      <nav css={side} aria-label={t('shell.nav')}>
        <strong>{t('app.title')}</strong>
        {screensFor(operator.roles).map((screen) =>
          screen.nav ? (
            <NavLink key={screen.id} to={screen.path}>
              {t(screen.nav)}
            </NavLink>
          ) : null,
        )}
      </nav>
      <div css={{ minWidth: 0 }}>
        <header css={top}>
          <span>
            {operator.name} ({operator.account}) ·{' '}
            {t('shell.roles', {
              roles: operator.roles.map((role) => t(`role.${role}`)).join(', '),
            })}
          </span>
          <LanguageSwitch />
          <Button size="small" onClick={() => void signOut()}>
            {t('shell.signOut')}
          </Button>
        </header>
        <main css={(theme: Theme) => ({ padding: theme.space.xl })}>{children}</main>
      </div>
    </div>
  );
});
