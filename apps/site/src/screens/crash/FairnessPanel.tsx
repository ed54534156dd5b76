import type { CrashChain } from '@skinbox/api';
import { Button, Field, Loading } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { crashPanelCss } from './crashPanelCss';
import { crashMessages } from './messages';
import { formatMultiplier } from './rules';
import type { CrashScreen } from './useCrashScreen';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  wordBreak: 'break-all' as const,
};

function Check({ ok, children }: { ok: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <li
      data-ok={ok}
      css={(theme) => ({
        display: 'flex',
        gap: 8,
        alignItems: 'baseline',
        color: ok ? theme.color.text : theme.color.danger,
      })}
    >
      <strong
        css={(theme) => ({ color: ok ? theme.color.success : theme.color.danger, flexShrink: 0 })}
      >
        {intl.formatMessage(ok ? crashMessages.passed : crashMessages.failedCheck)}
      </strong>
      <span>{children}</span>
    </li>
  );
}

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
      <dd css={{ margin: 0, ...mono }} data-testid="terminal-hash">
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
          <dd css={{ margin: 0, ...(chain.salt === null ? {} : mono) }} data-testid="salt">
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
export function FairnessPanel({
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
  const verified = verifier.round;
  const check = verifier.check;
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
              <dd css={{ margin: 0, ...mono }} data-testid="commitment">
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
      <FairnessFormulas formulas={['crashChain', 'crashPoint']} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          verifier.run();
        }}
        css={{ display: 'flex', alignItems: 'center', gap: 8 }}
      >
        <div
          css={(theme) => ({
            flex: 1,
            minWidth: 0,
            borderRadius: theme.radius.md,
            border: `1px solid ${theme.color.border}`,
            overflow: 'hidden',
          })}
        >
          <Field
            label={intl.formatMessage(crashMessages.roundId)}
            labelWidth="4em"
            border={false}
            type="digit"
            placeholder={latestRoundId === undefined ? undefined : String(latestRoundId)}
            value={verifier.roundId}
            onChange={verifier.setRoundId}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="primary" loading={verifier.running}>
          {intl.formatMessage(crashMessages.verify)}
        </Button>
      </form>
      {verifier.running && (
        <Loading size={16}>{intl.formatMessage(crashMessages.verifying)}</Loading>
      )}
      {!verifier.running && verified && (
        <div css={{ display: 'grid', gap: 8 }} data-testid="crash-verification">
          {check === null ? (
            <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
              {intl.formatMessage(crashMessages.notRevealed)}
            </p>
          ) : (
            <>
              <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>
                  {intl.formatMessage(crashMessages.roundHash)}
                </dt>
                <dd css={{ margin: 0, ...mono }}>{verified.hash}</dd>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>
                  {intl.formatMessage(crashMessages.salt)}
                </dt>
                <dd css={{ margin: 0, ...mono }}>
                  {verified.salt ?? intl.formatMessage(crashMessages.noSalt)}
                </dd>
              </dl>
              <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
                <Check ok={check.matchesCommitment}>
                  {intl.formatMessage(crashMessages.checkCommitment)}
                </Check>
                <Check ok={check.pointMatches}>
                  {intl.formatMessage(crashMessages.checkPoint, {
                    recomputed: formatMultiplier(check.recomputedPoint),
                    stored: formatMultiplier(verified.crashPoint ?? 100),
                  })}{' '}
                  (
                  {intl.formatMessage(crashMessages.houseEdge, {
                    edge: `${(verified.houseEdge * 100).toFixed(2)}%`,
                  })}
                  )
                </Check>
                <Check ok={check.chainHolds}>
                  {check.links === null
                    ? intl.formatMessage(crashMessages.checkChainBroken, {
                        position: verified.position,
                      })
                    : intl.formatMessage(crashMessages.checkChain, {
                        links: check.links,
                        position: verified.position,
                      })}
                </Check>
              </ul>
              <p
                role="status"
                css={(theme) => ({
                  margin: 0,
                  fontWeight: theme.fontWeight.bold,
                  color:
                    check.matchesCommitment && check.pointMatches && check.chainHolds
                      ? theme.color.success
                      : theme.color.danger,
                })}
              >
                {intl.formatMessage(
                  check.matchesCommitment && check.pointMatches && check.chainHolds
                    ? crashMessages.verdictFair
                    : crashMessages.verdictUnfair,
                )}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
