import { healthResponse } from '@skinbox/api';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Layout } from '../../layout/device';
import { homeMessages } from './messages';

type ServerState = 'checking' | 'ok' | 'down';

export function Home({ layout }: { layout: Layout }) {
  const [server, setServer] = useState<ServerState>('checking');

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/health', { signal: controller.signal })
      .then((response) => response.json())
      .then((body) => setServer(healthResponse.safeParse(body).success ? 'ok' : 'down'))
      .catch(() => {
        if (!controller.signal.aborted) setServer('down');
      });
    return () => controller.abort();
  }, []);

  return (
    <main
      data-layout={layout}
      css={(theme) => ({
        padding: layout === 'm' ? theme.space.lg : theme.space.xl,
        color: theme.color.text,
        fontFamily: theme.fontFamily,
      })}
    >
      <h1 css={(theme) => ({ fontSize: theme.fontSize.xl, margin: 0 })}>
        <FormattedMessage {...homeMessages.heading} />
      </h1>
      {server !== 'checking' && (
        <p role="status" css={(theme) => ({ color: theme.color.textMuted })}>
          <FormattedMessage
            {...(server === 'ok' ? homeMessages.serverOk : homeMessages.serverDown)}
          />
        </p>
      )}
    </main>
  );
}
