import { centsToMoney, moneyToCents } from '@skinbox/api';
import { Button, Price, Stepper, Switch } from '@skinbox/ui';
import { memo, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { frameAt } from './curve';
import { crashPanelCss } from './crashPanelCss';
import { crashMessages } from './messages';
import { formatMultiplier, payoutAt, QUICK_STAKES } from './rules';
import type { CrashScreen, QuickStake } from './useCrashScreen';
import { useFrameLoop } from './useFrameLoop';

type BetPanelProps = Pick<
  CrashScreen,
  | 'layout'
  | 'phase'
  | 'round'
  | 'serverNow'
  | 'animate'
  | 'signedIn'
  | 'balance'
  | 'limits'
  | 'myBet'
  | 'form'
  | 'busy'
  | 'queued'
  | 'notice'
  | 'placeBet'
  | 'cancelQueued'
  | 'escape'
>;

/** The payout of `stake` at the curve's multiplier now, capped by the round's max profit. */
function livePayout(props: BetPanelProps, stake: string): string {
  const frame = frameAt(props.round, props.serverNow());
  const multiplier = frame.kind === 'running' || frame.kind === 'crashed' ? frame.multiplier : 100;
  const cap = moneyToCents(stake) + moneyToCents(props.limits.maxProfit);
  const payout = moneyToCents(payoutAt(stake, multiplier));
  return centsToMoney(payout < cap ? payout : cap);
}

/**
 * The big Escape button: the current payout, updated every frame while the curve runs. Before the
 * round takes off it is disabled, visibly, with the reason under it (SPEC section 8: not started,
 * so cannot escape).
 */
function EscapeButton(props: BetPanelProps & { stake: string }) {
  const intl = useIntl();
  const label = useRef<HTMLSpanElement>(null);
  const reasonId = useId();
  const running = props.phase === 'running';
  useFrameLoop(() => {
    if (!label.current) return;
    const text = running
      ? intl.formatMessage(crashMessages.escape, { payout: livePayout(props, props.stake) })
      : intl.formatMessage(crashMessages.escapeWaiting);
    if (label.current.textContent !== text) label.current.textContent = text;
  }, props.animate && running);
  return (
    <>
      <Button
        variant={running ? 'danger' : 'default'}
        size="large"
        block
        loading={props.busy}
        disabled={!running}
        aria-describedby={running ? undefined : reasonId}
        onClick={props.escape}
        css={(theme) => ({
          height: 56,
          fontSize: theme.fontSize.xl,
          fontWeight: theme.fontWeight.bold,
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        <span ref={label} />
      </Button>
      {!running && (
        <p
          id={reasonId}
          data-testid="escape-reason"
          css={(theme) => ({
            margin: 0,
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
            textAlign: 'center',
          })}
        >
          {intl.formatMessage(crashMessages.escapeLocked)}
        </p>
      )}
    </>
  );
}

/**
 * The bet panel: the stake (kit Stepper, within the round's limits) with quick amounts, the auto
 * cash-out, and one big button that is Bet while the round takes bets, Escape with the live payout
 * while the player's bet rides, and Bet for the next round otherwise (queued, cancelled by a
 * second press). SPEC's refusals show under it, translated.
 */
export const BetPanel = memo(function BetPanel(props: BetPanelProps) {
  const intl = useIntl();
  const autoId = useId();
  const { form, myBet, phase } = props;
  const riding = myBet?.status === 'active';
  const locked = riding || props.queued;
  const quick: { amount: QuickStake; label: string }[] = [
    ...QUICK_STAKES.map((amount) => ({ amount, label: String(amount) })),
    { amount: 'half', label: intl.formatMessage(crashMessages.half) },
    { amount: 'double', label: intl.formatMessage(crashMessages.double) },
    { amount: 'max', label: intl.formatMessage(crashMessages.max) },
  ];

  let action;
  if (riding) {
    action = <EscapeButton {...props} stake={myBet.stake} />;
  } else {
    const open = phase === 'betting';
    action = (
      <Button
        variant={props.queued ? 'default' : 'primary'}
        size="large"
        block
        loading={props.busy}
        onClick={props.queued ? props.cancelQueued : props.placeBet}
        css={(theme) => ({
          height: 56,
          fontSize: theme.fontSize.lg,
          fontWeight: theme.fontWeight.bold,
        })}
      >
        {intl.formatMessage(
          props.queued ? crashMessages.queued : open ? crashMessages.bet : crashMessages.betNext,
        )}
      </Button>
    );
  }

  return (
    <section aria-label={intl.formatMessage(crashMessages.stake)} css={crashPanelCss}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span css={(theme) => ({ color: theme.color.textMuted })}>
          {intl.formatMessage(crashMessages.stake)}
        </span>
        {props.signedIn && (
          <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
            {intl.formatMessage(crashMessages.balance)}{' '}
            <Price value={props.balance} css={{ fontSize: 14 }} />
          </span>
        )}
      </div>
      <Stepper
        aria-label={intl.formatMessage(crashMessages.stake)}
        value={form.stake}
        onChange={form.setStake}
        min={form.minStake}
        max={form.maxStake}
        step={1}
        decimalLength={2}
        allowEmpty
        disabled={locked}
        longPress
        buttonSize={40}
        inputWidth="calc(100% - 84px)"
        css={{ width: '100%' }}
      />
      <div
        role="group"
        aria-label={intl.formatMessage(crashMessages.quickAmounts)}
        css={{
          display: 'grid',
          // A phone keeps the eight amounts on one row, so the big button stays above the fold.
          gridTemplateColumns: props.layout === 'm' ? 'repeat(8, 1fr)' : 'repeat(4, 1fr)',
          gap: props.layout === 'm' ? 4 : 6,
          button: { padding: 0 },
        }}
      >
        {quick.map(({ amount, label }) => (
          <Button key={label} size="small" disabled={locked} onClick={() => form.quick(amount)}>
            {label}
          </Button>
        ))}
      </div>
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 32 }}>
        <label htmlFor={autoId} css={(theme) => ({ color: theme.color.textMuted, flex: 1 })}>
          {intl.formatMessage(crashMessages.autoCashOut)}
        </label>
        {form.autoOn && (
          <Stepper
            aria-label={intl.formatMessage(crashMessages.autoCashOutAt)}
            value={form.autoCashOut}
            onChange={form.setAutoCashOut}
            min={1.01}
            max={10000}
            step={0.5}
            decimalLength={2}
            allowEmpty
            disabled={locked}
            buttonSize={32}
            inputWidth={64}
          />
        )}
        <Switch id={autoId} checked={form.autoOn} onChange={form.setAutoOn} disabled={locked} />
      </div>
      {action}
      {myBet && <MyBetLine myBet={myBet} />}
      {props.notice && <Notice tone={props.notice.tone}>{props.notice.text}</Notice>}
      <p
        css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
      >
        {intl.formatMessage(crashMessages.limits, {
          min: props.limits.minBet,
          max: props.limits.maxBet,
          maxProfit: props.limits.maxProfit,
        })}
      </p>
    </section>
  );
});

/** The player's bet in this round and how it ended. */
function MyBetLine({ myBet }: { myBet: NonNullable<CrashScreen['myBet']> }) {
  const intl = useIntl();
  if (myBet.status === 'cashed') {
    // The layout's live region says the cash-out (CrashView); this line only shows it.
    return (
      <p css={(theme) => ({ margin: 0, color: theme.color.success, fontWeight: 700 })}>
        {intl.formatMessage(crashMessages.escaped, {
          multiplier: formatMultiplier(myBet.cashedOutAt ?? 100),
          payout: myBet.payout ?? '0.00',
        })}
      </p>
    );
  }
  if (myBet.status === 'lost') {
    return (
      <p role="status" css={(theme) => ({ margin: 0, color: theme.color.danger })}>
        {intl.formatMessage(crashMessages.lost, { stake: myBet.stake })}
      </p>
    );
  }
  return (
    <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
      {intl.formatMessage(crashMessages.myBet, { stake: myBet.stake })}
      {myBet.autoCashOut !== null &&
        ` · ${intl.formatMessage(crashMessages.myAuto, { multiplier: formatMultiplier(myBet.autoCashOut) })}`}
    </p>
  );
}
