import { Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { battleVerifyMessages } from './messages';
import type { BattleCheck, BattleVerification } from './verify';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  wordBreak: 'break-all' as const,
  fontSize: 12,
  margin: 0,
};

function Verdict({ ok }: { ok: boolean }) {
  const intl = useIntl();
  return (
    <Tag type={ok ? 'success' : 'danger'} size="medium">
      {intl.formatMessage(ok ? battleVerifyMessages.match : battleVerifyMessages.mismatch)}
    </Tag>
  );
}

/** A verified battle: the seeds with their checks, then every round's rolls, stored and recomputed. */
export function VerifyResults({
  verification,
  check,
}: {
  verification: BattleVerification;
  check: BattleCheck;
}) {
  const intl = useIntl();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Notice tone={check.holds ? 'success' : 'error'}>
        {intl.formatMessage(check.holds ? battleVerifyMessages.holds : battleVerifyMessages.broken)}
      </Notice>
      <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
        <dt>{intl.formatMessage(battleVerifyMessages.serverSeed)}</dt>
        <dd css={mono}>{verification.serverSeed}</dd>
        <dt>
          {intl.formatMessage(battleVerifyMessages.serverSeedHash)}{' '}
          <Verdict ok={check.seedMatches} />
        </dt>
        <dd css={mono}>{verification.serverSeedHash}</dd>
        <dt>{intl.formatMessage(battleVerifyMessages.userCodes)}</dt>
        <dd css={mono}>{verification.userCodes.join(':')}</dd>
        <dt>
          {intl.formatMessage(battleVerifyMessages.publicSeed)}{' '}
          <Verdict ok={check.publicSeedMatches} />
        </dt>
        <dd css={mono}>{check.publicSeed}</dd>
      </dl>
      {check.rounds.map((round) => (
        <div
          key={round.round}
          // A phone scrolls the table sideways: keyboard users reach it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe: a scrolling region must take focus
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage(battleVerifyMessages.round, {
            round: round.round,
            box: round.boxName,
          })}
          css={{ overflowX: 'auto' }}
        >
          <table
            css={(theme) => ({
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: theme.fontSize.sm,
              '& th, & td': {
                padding: '6px 8px',
                borderBottom: `1px solid ${theme.color.border}`,
                textAlign: 'left',
                whiteSpace: 'nowrap',
              },
              '& caption': { textAlign: 'left', fontWeight: 600, padding: '4px 0' },
            })}
          >
            <caption>
              {intl.formatMessage(battleVerifyMessages.round, {
                round: round.round,
                box: round.boxName,
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(battleVerifyMessages.seat)}</th>
                <th scope="col">{intl.formatMessage(battleVerifyMessages.ticket)}</th>
                <th scope="col">{intl.formatMessage(battleVerifyMessages.recomputed)}</th>
                <th scope="col">{intl.formatMessage(battleVerifyMessages.item)}</th>
                <th scope="col">
                  <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
                    {intl.formatMessage(battleVerifyMessages.match)}
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {round.drops.map((drop) => (
                <tr key={drop.seat}>
                  <td>{drop.seat}</td>
                  <td>{drop.ticket}</td>
                  <td>{drop.recomputedTicket}</td>
                  <td>{drop.name}</td>
                  <td>
                    <Verdict ok={drop.matches} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
