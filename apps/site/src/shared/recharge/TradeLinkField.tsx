import { useIntl } from 'react-intl';
import { CardField } from '../account/CardField';
import { rechargeMessages } from './messages';
import type { TradeLinkGate } from './useTradeLinkGate';

/**
 * The trade link field where the payment asks for it (useTradeLinkGate), with the one line of why;
 * nothing once the player has a trade link.
 */
export function TradeLinkField({ gate }: { gate: TradeLinkGate }) {
  const intl = useIntl();
  if (!gate.needed) return null;
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <CardField
        label={intl.formatMessage(rechargeMessages.tradeLink)}
        labelAlign="top"
        placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
        type="textarea"
        autosize
        rows={2}
        value={gate.link}
        onChange={gate.setLink}
        errorMessage={gate.error ?? undefined}
        autoComplete="off"
      />
      <p
        css={(theme) => ({
          margin: 0,
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
        })}
      >
        {intl.formatMessage(rechargeMessages.tradeLinkWhy)}
      </p>
    </div>
  );
}
