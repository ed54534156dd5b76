import { moneyToCents, type RedPacket } from '@skinbox/api';
import { Button, CountDown, Progress, Tag } from '@skinbox/ui';
import type { Theme } from '@emotion/react';
import { useIntl, type IntlShape } from 'react-intl';
import { redPacketMessages as m } from './messages';

/** Basis points as a percent with what decimals it needs: 20 → "0.2", 125 → "1.25". */
export function percentOf(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** How far a recharge packet's period recharge is towards its threshold, 0 to 100. */
export function rechargeProgress(recharged: string, threshold: string): number {
  const target = moneyToCents(threshold);
  if (target <= 0n) return 100;
  return Math.min(100, Number((moneyToCents(recharged) * 100n) / target));
}

/** The packet's condition and what it pays, in the player's words. */
function terms(intl: IntlShape, packet: RedPacket, signedIn: boolean): string[] {
  switch (packet.kind) {
    case 'activity':
      return [intl.formatMessage(m.activity, { title: packet.title, amount: packet.amount })];
    case 'lucky':
      return [intl.formatMessage(m.lucky, { min: packet.minAmount, max: packet.maxAmount })];
    case 'recharge':
      return [
        intl.formatMessage(m.recharge, {
          period: packet.period,
          threshold: packet.threshold,
          amount: packet.amount,
        }),
      ];
    case 'rebate':
    case 'loss':
      return [
        intl.formatMessage(packet.kind === 'rebate' ? m.rebate : m.loss, {
          period: packet.period,
          rate: percentOf(packet.rateBasisPoints),
          cap: packet.cap,
        }),
        ...(signedIn
          ? [
              intl.formatMessage(m.basis, {
                kind: packet.kind,
                basis: packet.basis,
                amount: packet.amount,
              }),
            ]
          : []),
      ];
    case 'vip':
      return [
        ...(signedIn
          ? [intl.formatMessage(m.vip, { level: packet.vipLevel, amount: packet.amount })]
          : []),
        intl.formatMessage(m.vipLevels, {
          levels: packet.levels
            .map((l) => intl.formatMessage(m.vipLevel, { level: l.level, amount: l.amount }))
            .join(' · '),
        }),
      ];
  }
}

/** What the card shows large: the amount, or the lucky range. */
function headline(packet: RedPacket): string {
  return packet.kind === 'lucky' ? `${packet.minAmount} ~ ${packet.maxAmount}` : packet.amount;
}

const card = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space.sm,
  padding: theme.space.md,
  borderRadius: theme.radius.lg,
  minWidth: 0,
  color: '#ffe9b0',
  background: 'linear-gradient(160deg, #d8432f 0%, #a51f1f 55%, #7d1414 100%)',
  boxShadow: 'inset 0 0 0 1px rgba(255, 214, 120, 0.35)',
});

export interface PacketCardProps {
  packet: RedPacket;
  signedIn: boolean;
  /** Milliseconds from the listing's answer to the next period. */
  nextInMs: number;
  busy: boolean;
  onReceive(): void;
  /** The period turned: ask the server again. */
  onNextPeriod(): void;
}

/**
 * One red packet of the centre: its kind and period, its condition, what it pays, and its state
 * for the period (SPEC section 4: receivable or received; locked while the condition is unmet)
 * with the count-down to the next period once received.
 */
export function PacketCard({
  packet,
  signedIn,
  nextInMs,
  busy,
  onReceive,
  onNextPeriod,
}: PacketCardProps) {
  const intl = useIntl();
  const name = intl.formatMessage(m.kind, { kind: packet.kind });
  return (
    <article aria-label={name} css={card}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <strong css={(theme) => ({ fontSize: theme.fontSize.lg, color: '#fff3cf' })}>{name}</strong>
        <Tag type="warning">{intl.formatMessage(m.period, { period: packet.period })}</Tag>
      </div>
      <span
        data-testid="packet-amount"
        css={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1, color: '#ffd76a' }}
      >
        {headline(packet)}
      </span>
      {terms(intl, packet, signedIn).map((line) => (
        <span key={line} css={(theme) => ({ fontSize: theme.fontSize.sm, lineHeight: 1.5 })}>
          {line}
        </span>
      ))}
      {signedIn && packet.kind === 'recharge' && packet.state === 'locked' && (
        <>
          <Progress
            percentage={rechargeProgress(packet.recharged, packet.threshold)}
            showPivot={false}
            aria-label={intl.formatMessage(m.recharged, {
              recharged: packet.recharged,
              threshold: packet.threshold,
            })}
          />
          <span css={(theme) => ({ fontSize: theme.fontSize.xs })}>
            {intl.formatMessage(m.recharged, {
              recharged: packet.recharged,
              threshold: packet.threshold,
            })}
          </span>
        </>
      )}
      <div
        css={{ marginTop: 'auto', display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}
      >
        {packet.state === 'received' && packet.received ? (
          <>
            <Tag type="success">
              {intl.formatMessage(m.receivedAmount, { amount: packet.received.amount })}
            </Tag>
            <span css={(theme) => ({ display: 'flex', gap: 6, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(m.nextIn)}
              <CountDown time={nextInMs} onFinish={onNextPeriod} css={{ color: '#ffd76a' }} />
            </span>
          </>
        ) : packet.state === 'receivable' || !signedIn ? (
          <Button
            variant="primary"
            block
            loading={busy}
            onClick={onReceive}
            aria-label={`${intl.formatMessage(m.receive)} ${name}`}
          >
            {intl.formatMessage(m.receive)}
          </Button>
        ) : (
          <Tag>{intl.formatMessage(m.locked)}</Tag>
        )}
      </div>
    </article>
  );
}
