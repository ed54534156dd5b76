import { Button, Icon } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Layout } from '../../../layout/device';
import { accountMessages } from './messages';

/**
 * The frame of an account screen: a back button on mobile, one heading, the content in a column
 * (a card in the middle of the page on desktop).
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
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <main
      data-layout={layout}
      css={(theme) => ({
        boxSizing: 'border-box',
        width: '100%',
        maxWidth: layout === 'p' && narrow ? 560 : undefined,
        margin: layout === 'p' && narrow ? `${theme.space.xl} auto` : 0,
        padding: theme.space.lg,
        background: layout === 'p' ? theme.color.surface : undefined,
        borderRadius: layout === 'p' ? theme.radius.lg : undefined,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        {layout === 'm' && (
          <Button
            size="small"
            aria-label={intl.formatMessage(accountMessages.back)}
            onClick={() => navigate(-1)}
            icon={<Icon name="back" size={16} />}
          />
        )}
        <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>{title}</h1>
      </div>
      <div css={{ display: 'grid', gap: 12 }}>{children}</div>
    </main>
  );
}
