import { NavBar } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { useHref } from '../../routing/layoutContext';

/**
 * The frame of an account screen: one heading and the content in a column. On mobile the heading
 * sits in the kit's NavBar with its back arrow (under the site header, which names the site, not
 * the page); on desktop the content is a card in the middle of the page when `narrow`.
 */
export function AccountPage({
  layout,
  title,
  narrow = false,
  children,
}: {
  layout: Layout;
  title: string;
  /** A form alone on the desktop page: a card in the middle rather than the full width. */
  narrow?: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const home = useHref('home');
  const heading = (
    <h1 css={(theme) => ({ margin: 0, fontSize: layout === 'm' ? 'inherit' : theme.fontSize.xl })}>
      {title}
    </h1>
  );
  // A page opened directly (the router's first entry, key 'default') goes back to the home.
  const back = () => {
    if (location.key === 'default') void navigate(home);
    else void navigate(-1);
  };
  return (
    <main
      data-layout={layout}
      css={(theme) => ({
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: layout === 'p' && narrow ? 560 : undefined,
        margin: layout === 'p' && narrow ? `${theme.space.xl} auto` : 0,
        padding: layout === 'p' ? theme.space.lg : 0,
        background: layout === 'p' ? theme.color.surface : undefined,
        borderRadius: layout === 'p' ? theme.radius.lg : undefined,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      {layout === 'm' ? (
        <NavBar leftArrow title={heading} onClickLeft={back} />
      ) : (
        <div css={{ marginBottom: 16 }}>{heading}</div>
      )}
      <div
        css={(theme) => ({
          display: 'grid',
          gap: 12,
          padding: layout === 'm' ? theme.space.lg : 0,
        })}
      >
        {children}
      </div>
    </main>
  );
}
