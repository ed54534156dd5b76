import { useMemo, useState, type ReactNode } from 'react';
import { CallErrorState } from './CallErrorState';
import { CallFailures, type FailedCall } from './callFailures';

/** "Not found" wins over a passing failure: retrying cannot bring a missing thing back. */
const precedence = { notFound: 0, server: 1, offline: 2 } as const;

/**
 * Around the page on screen: while any of its calls failed with nothing to show, the error state
 * takes the page's place. The page stays mounted underneath (hidden), so its calls keep retrying
 * and the page comes back by itself once they succeed.
 */
export function CallFailureFrame({
  homeHref,
  children,
}: {
  homeHref: string;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState<ReadonlyMap<string, FailedCall>>(new Map());
  const frame = useMemo(
    () => ({
      report(id: string, call: FailedCall | null) {
        setFailed((before) => {
          if (!call && !before.has(id)) return before;
          const after = new Map(before);
          if (call) after.set(id, call);
          else after.delete(id);
          return after;
        });
      },
    }),
    [],
  );
  const calls = [...failed.values()];
  const shown = calls.sort((a, b) => precedence[a.failure] - precedence[b.failure])[0];
  return (
    <CallFailures value={frame}>
      {shown && (
        <CallErrorState
          failure={shown.failure}
          homeHref={homeHref}
          onRetry={() => calls.forEach((call) => call.retry())}
        />
      )}
      <div hidden={shown !== undefined} css={{ display: shown ? 'none' : 'contents' }}>
        {children}
      </div>
    </CallFailures>
  );
}
