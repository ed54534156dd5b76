import { useIntl } from 'react-intl';
import { personalInfoMessages as m } from './messages';
import { SetOnceSection } from './SetOnceSection';
import type { TradeLinkSectionState } from './useTradeLinkSection';

/** The Steam trade link: a field to bind it, then the bound link read-only. */
export function TradeLinkSectionView({
  bound,
  link,
  setLink,
  error,
  busy,
  bind,
}: TradeLinkSectionState) {
  const intl = useIntl();
  return (
    <SetOnceSection
      title={intl.formatMessage(m.tradeLink)}
      locked={bound !== ''}
      current={bound}
      testId="trade-link"
      lockedNote={intl.formatMessage(m.tradeLinkBound)}
      field={{
        placeholder: 'https://steamcommunity.com/tradeoffer/new/?partner=…&token=…',
        type: 'textarea',
        autosize: true,
      }}
      value={link}
      onChange={setLink}
      error={error}
      busy={busy}
      onBind={bind}
      hint={intl.formatMessage(m.tradeLinkHint)}
    />
  );
}
