import type { CrashChain } from '@skinbox/api';
import { lazy, memo } from 'react';
import { useIntl } from 'react-intl';
import { WhenNear } from '../../shared/frame/WhenNear';
import { crashPanelCss, monoCss } from './crashPanelCss';
import { crashMessages } from './messages';
import type { CrashScreen } from './useCrashScreen';

// The formulas, the round field and the verification's results, below the fold on both layouts:
// loaded as they near the viewport (their chunk, the kit's field and their messages, was 7.7 KB
// gzip of the first screen). Their height while closed, which the place holds until they come.
const RoundVerifier = lazy(() =>
  import('./RoundVerifier').then((m) => ({ default: m.RoundVerifier })),
);
const ROUND_VERIFIER_PX = 77;

/** A chain as published: its terminal hash, when it was committed, and its salt and source. */
function ChainFacts({ chain }: { chain: CrashChain }) {
  const intl = useIntl();
  const label = (text: string) => (
    <dt css={(theme) => ({ color: theme.color.textMuted, marginTop: 6 })}>{text}</dt>
  );
  const time = (iso: string) =>
    intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC';
  return (
    <>
      {label(intl.formatMessage(crashMessages.terminalHash))}
      <dd css={{ margin: 0, ...monoCss }} data-testid="terminal-hash">
        {chain.terminalHash}
      </dd>
      {label(intl.formatMessage(crashMessages.committedAt))}
      <dd css={{ margin: 0 }}>{time(chain.committedAt)}</dd>
      {chain.saltSource === null ? (
        <dd css={(theme) => ({ margin: '6px 0 0', color: theme.color.textMuted })}>
          {intl.formatMessage(crashMessages.noSalt)}
        </dd>
      ) : (
        <>
          {label(intl.formatMessage(crashMessages.saltSource))}
          <dd css={{ margin: 0 }}>{chain.saltSource}</dd>
          {label(intl.formatMessage(crashMessages.salt))}
          <dd css={{ margin: 0, ...(chain.salt === null ? {} : monoCss) }} data-testid="salt">
            {chain.salt ?? intl.formatMessage(crashMessages.saltPending)}
          </dd>
          {chain.saltedAt && (
            <>
              {label(intl.formatMessage(crashMessages.saltedAt))}
              <dd css={{ margin: 0 }}>{time(chain.saltedAt)}</dd>
            </>
          )}
        </>
      )}
    </>
  );
}

/**
 * Provable fairness of crash (GAMES.md section 2, DESIGN section 3): the chain in play with its
 * published terminal hash, salt source and salt (and a chain committed after it, published ahead
 * of its turn), this round's commitment, the exact formulas, and a verifier that fetches any
 * round, recomputes its crash point from its revealed hash and the salt in the browser with
 * @skinbox/fairness, checks the hash against the commitment shown before the round, and walks the
 * chain link by link up to the terminal hash.
 */
export const FairnessPanel = memo(function FairnessPanel({
  chain,
  nextChain,
  round,
  verifier,
  latestRoundId,
}: Pick<CrashScreen, 'chain' | 'nextChain' | 'round' | 'verifier'> & {
  /** The last crashed round, offered as an example in the empty field. */
  latestRoundId?: number;
}) {
  const intl = useIntl();
  return (
    <section
      aria-label={intl.formatMessage(crashMessages.fairness)}
      css={(theme) => ({ ...crashPanelCss(theme), minWidth: 0 })}
    >
      <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
        {intl.formatMessage(crashMessages.fairness)}
      </h2>
      <p
        css={(theme) => ({
          margin: 0,
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
          lineHeight: 1.6,
        })}
      >
        {intl.formatMessage(crashMessages.fairnessHow)}
      </p>
      {chain ? (
        <dl
          css={{ margin: 0, display: 'grid', gap: 4 }}
          aria-label={intl.formatMessage(crashMessages.chain)}
        >
          <ChainFacts chain={chain} />
          {round && (
            <>
              <dt css={(theme) => ({ color: theme.color.textMuted, marginTop: 6 })}>
                {intl.formatMessage(crashMessages.commitment)}
              </dt>
              <dd css={{ margin: 0, ...monoCss }} data-testid="commitment">
                {round.commitment}
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          {intl.formatMessage(crashMessages.noChain)}
        </p>
      )}
      {nextChain && (
        <dl
          css={{ margin: 0, display: 'grid', gap: 4 }}
          aria-label={intl.formatMessage(crashMessages.nextChain)}
        >
          <dt css={(theme) => ({ fontWeight: theme.fontWeight.bold })}>
            {intl.formatMessage(crashMessages.nextChain)}
          </dt>
          <ChainFacts chain={nextChain} />
        </dl>
      )}
      <WhenNear height={ROUND_VERIFIER_PX} now={verifier.roundId !== ''}>
        <RoundVerifier verifier={verifier} latestRoundId={latestRoundId} />
      </WhenNear>
    </section>
  );
});
