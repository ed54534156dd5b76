import { healthResponse } from '@skinbox/api';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Layout } from '../layout/device';

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
        <FormattedMessage id="home.heading" />
      </h1>
      {server !== 'checking' && (
        <p role="status" css={(theme) => ({ color: theme.color.textMuted })}>
          <FormattedMessage id={server === 'ok' ? 'home.server.ok' : 'home.server.down'} />
        </p>
      )}
    </main>
  );
}
