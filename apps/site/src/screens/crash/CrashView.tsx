import { Button, Loading } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { useAnnounceWhen } from '../../shared/announcer/LiveAnnouncer';
import { Deferred } from '../../shared/frame/Deferred';
import { Page } from '../../shared/frame/Page';
import { BetPanel } from './BetPanel';
import { CrashCurve } from './CrashCurve';
import { FairnessPanel } from './FairnessPanel';
import { HistoryStrip } from './HistoryStrip';
import { crashMessages } from './messages';
import { PlayersList } from './PlayersList';
import { formatMultiplier } from './rules';
import type { CrashScreen } from './useCrashScreen';
import { SCREENS } from '../../routing/manifest';

const visuallyHidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap' as const,
};

/**
 * The crash screen from its state alone (useCrashScreen): the history strip, the curve with the
 * multiplier in the middle, the bet panel, the round's players and the fairness panel. On /p the
 * bet panel sits beside the curve and the players beside the fairness panel; on /m everything
 * stacks in playing order. The players and the fairness panel, below the fold, render just after
 * the rest shows. Each panel is memoised and takes only what it shows: a bet or a cash-out of the
 * round re-renders the players and the curve, not the bet panel, the history or the fairness.
 */
export function CrashView(screen: CrashScreen) {
  const intl = useIntl();
  const { layout } = screen;
  const title = intl.formatMessage(SCREENS.crash.title);
  const { myBet } = screen;
  useAnnounceWhen(
    myBet?.status === 'cashed'
      ? intl.formatMessage(crashMessages.announceEscaped, {
          multiplier: formatMultiplier(myBet.cashedOutAt ?? 100),
          payout: myBet.payout ?? '0.00',
        })
      : '',
  );

  if (screen.status !== 'ready') {
    return (
      <Page layout={layout} title={title}>
        {screen.status === 'loading' ? (
          <Loading vertical css={{ padding: 48 }} />
        ) : (
          <div css={{ display: 'grid', justifyItems: 'center', gap: 12, padding: 48 }}>
            <p role="alert" css={{ margin: 0 }}>
              {intl.formatMessage(crashMessages.loadFailed)}
            </p>
            <Button variant="primary" onClick={screen.retry}>
              {intl.formatMessage(crashMessages.retry)}
            </Button>
          </div>
        )}
      </Page>
    );
  }

  const description =
    screen.phase === 'waiting'
      ? intl.formatMessage(crashMessages.waiting)
      : screen.phase === 'betting'
        ? intl.formatMessage(crashMessages.bettingOpen)
        : screen.phase === 'running'
          ? intl.formatMessage(crashMessages.running)
          : intl.formatMessage(crashMessages.crashedAt, {
              multiplier: formatMultiplier(screen.round?.crashPoint ?? 100),
            });

  const curve = (
    <CrashCurve
      layout={layout}
      round={screen.round}
      serverNow={screen.serverNow}
      animate={screen.animate}
      bettingMs={screen.bettingMs}
      players={screen.players}
      description={description}
    />
  );
  const bets = (
    <BetPanel
      layout={layout}
      phase={screen.phase}
      round={screen.round}
      serverNow={screen.serverNow}
      animate={screen.animate}
      signedIn={screen.signedIn}
      balance={screen.balance}
      limits={screen.limits}
      myBet={screen.myBet}
      form={screen.form}
      busy={screen.busy}
      queued={screen.queued}
      notice={screen.notice}
      placeBet={screen.placeBet}
      cancelQueued={screen.cancelQueued}
      escape={screen.escape}
    />
  );
  const players = <PlayersList players={screen.players} />;
  const fairness = (
    <FairnessPanel
      chain={screen.chain}
      nextChain={screen.nextChain}
      round={screen.round}
      verifier={screen.verifier}
      latestRoundId={screen.history[0]?.roundId}
    />
  );

  return (
    <Page layout={layout} title={title}>
      <p role="status" css={visuallyHidden}>
        {description}
      </p>
      <HistoryStrip history={screen.history} onChoose={screen.verifier.choose} />
      {layout === 'm' ? (
        <>
          {curve}
          {bets}
          <Deferred>
            {players}
            {fairness}
          </Deferred>
        </>
      ) : (
        <>
          <div
            css={{
              display: 'grid',
              gridTemplateColumns: '340px minmax(0, 1fr)',
              gap: 16,
              alignItems: 'start',
            }}
          >
            {bets}
            {curve}
          </div>
          <Deferred>
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
                gap: 16,
                alignItems: 'start',
              }}
            >
              {players}
              {fairness}
            </div>
          </Deferred>
        </>
      )}
    </Page>
  );
}
