import { Button, Field, Loading } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { monoCss } from './crashPanelCss';
import { crashMessages } from './messages';
import { roundVerifierMessages } from './roundVerifierMessages';
import { formatMultiplier } from './rules';
import type { CrashScreen } from './useCrashScreen';

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
        {intl.formatMessage(ok ? roundVerifierMessages.passed : roundVerifierMessages.failedCheck)}
      </strong>
      <span>{children}</span>
    </li>
  );
}

/**
 * The fairness panel's verifier (FairnessPanel): the exact formulas, the round field, and what
 * the browser found recomputing the round (useCrashScreen's verifier).
 */
export function RoundVerifier({
  verifier,
  latestRoundId,
}: Pick<CrashScreen, 'verifier'> & {
  /** The last crashed round, offered as an example in the empty field. */
  latestRoundId?: number;
}) {
  const intl = useIntl();
  const verified = verifier.round;
  const check = verifier.check;
  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.md })}>
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
            label={intl.formatMessage(roundVerifierMessages.roundId)}
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
          {intl.formatMessage(roundVerifierMessages.verify)}
        </Button>
      </form>
      {verifier.running && (
        <Loading size={16}>{intl.formatMessage(roundVerifierMessages.verifying)}</Loading>
      )}
      {!verifier.running && verified && (
        <div css={{ display: 'grid', gap: 8 }} data-testid="crash-verification">
          {check === null ? (
            <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
              {intl.formatMessage(roundVerifierMessages.notRevealed)}
            </p>
          ) : (
            <>
              <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>
                  {intl.formatMessage(roundVerifierMessages.roundHash)}
                </dt>
                <dd css={{ margin: 0, ...monoCss }}>{verified.hash}</dd>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>
                  {intl.formatMessage(crashMessages.salt)}
                </dt>
                <dd css={{ margin: 0, ...monoCss }}>
                  {verified.salt ?? intl.formatMessage(crashMessages.noSalt)}
                </dd>
              </dl>
              <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
                <Check ok={check.matchesCommitment}>
                  {intl.formatMessage(roundVerifierMessages.checkCommitment)}
                </Check>
                <Check ok={check.pointMatches}>
                  {intl.formatMessage(roundVerifierMessages.checkPoint, {
                    recomputed: formatMultiplier(check.recomputedPoint),
                    stored: formatMultiplier(verified.crashPoint ?? 100),
                  })}{' '}
                  (
                  {intl.formatMessage(roundVerifierMessages.houseEdge, {
                    edge: `${(verified.houseEdge * 100).toFixed(2)}%`,
                  })}
                  )
                </Check>
                <Check ok={check.chainHolds}>
                  {check.links === null
                    ? intl.formatMessage(roundVerifierMessages.checkChainBroken, {
                        position: verified.position,
                      })
                    : intl.formatMessage(roundVerifierMessages.checkChain, {
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
                    ? roundVerifierMessages.verdictFair
                    : roundVerifierMessages.verdictUnfair,
                )}
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
