import { Button, CountDown, Loading, Price, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { transforMessages as m } from './messages';
import { RollProof } from '../../shared/fairness/RollProof';
import type { TransforScreen } from './useTransforScreen';
import { Wheel } from './Wheel';

const cell = { padding: '6px 8px', textAlign: 'left' as const };

/**
 * The lucky turntable as the player sees it (useTransforScreen): the wheel and its button, this
 * week's spin with its proof and the count-down to the reset, what unlocks the top prize, and
 * every prize with its odds and tickets.
 */
export const TransforView = observer(function TransforView(screen: TransforScreen) {
  const intl = useIntl();
  const { layout, state } = screen;
  const data = state.data;
  if (!data) return <Loading />;
  const spin = screen.spinning ? null : data.spin;
  const landed = (prize: number) => data.prizes.find((p) => p.index === prize);
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.rules)}
      </p>
      <div
        css={{
          display: 'grid',
          gap: 24,
          gridTemplateColumns: layout === 'p' ? 'minmax(0, 340px) minmax(0, 1fr)' : '1fr',
          alignItems: 'start',
        }}
      >
        <div css={{ display: 'grid', gap: 16, justifyItems: 'center' }}>
          <Wheel
            prizes={data.prizes}
            rotation={screen.rotation}
            animate={screen.animate}
            label={intl.formatMessage(m.wheel)}
            onStop={screen.settled}
          />
          {!screen.signedIn ? (
            <Button variant="primary" size="large" block onClick={screen.signIn}>
              {intl.formatMessage(m.signIn)}
            </Button>
          ) : (
            <Button
              variant="primary"
              size="large"
              block
              loading={screen.busy}
              disabled={screen.spinning || spin !== null}
              onClick={() => void screen.spin()}
            >
              {intl.formatMessage(screen.spinning ? m.spinning : spin !== null ? m.spun : m.spin)}
            </Button>
          )}
        </div>

        <div css={{ display: 'grid', gap: 16, minWidth: 0 }}>
          {screen.won && (
            <Notice tone="success">
              {intl.formatMessage(m.won, { amount: screen.won.amount })}
            </Notice>
          )}
          {spin && (
            <div css={{ display: 'grid', gap: 8 }}>
              {!screen.won && (
                <strong>{intl.formatMessage(m.thisWeek, { amount: spin.amount })}</strong>
              )}
              <RollProof
                rollId={spin.rollId}
                landedOn={intl.formatMessage(m.coins, {
                  amount: landed(spin.prize)?.amount ?? spin.amount,
                })}
              />
            </div>
          )}
          {screen.resetInMs !== null && (
            <span css={(theme) => ({ display: 'flex', gap: 8, color: theme.color.primary })}>
              {intl.formatMessage(m.resetIn)}
              <CountDown time={screen.resetInMs} onFinish={state.reload} />
            </span>
          )}
          <span
            css={(theme) => ({
              color: data.topPrizeUnlocked ? theme.color.success : theme.color.textMuted,
            })}
          >
            {data.topPrizeUnlocked
              ? intl.formatMessage(m.topUnlocked)
              : intl.formatMessage(m.topLocked, {
                  needed: data.invitesNeeded,
                  invited: data.invitedRecharged,
                })}
          </span>
          <Section title={intl.formatMessage(m.odds)}>
            <table
              css={(theme) => ({
                width: '100%',
                borderCollapse: 'collapse',
                fontSize: theme.fontSize.sm,
                'tbody tr': { borderTop: `1px solid ${theme.color.border}` },
              })}
            >
              <thead>
                <tr>
                  <th css={cell}>{intl.formatMessage(m.prize)}</th>
                  <th css={cell}>{intl.formatMessage(m.probability)}</th>
                  <th css={cell}>{intl.formatMessage(m.tickets)}</th>
                </tr>
              </thead>
              <tbody>
                {data.prizes.map((prize) => (
                  <tr key={prize.index}>
                    <td css={cell}>
                      <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                        <Price value={prize.amount} />
                        {prize.top && <Tag type="warning">{intl.formatMessage(m.top)}</Tag>}
                      </span>
                    </td>
                    <td css={cell}>{prize.probability}%</td>
                    <td css={cell}>
                      {intl.formatMessage(m.range, { from: prize.ticketFrom, to: prize.ticketTo })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
        </div>
      </div>
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
    </Page>
  );
});
