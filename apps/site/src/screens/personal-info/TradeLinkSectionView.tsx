import { Button } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { CardField } from '../../shared/account/CardField';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
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
    <Section title={intl.formatMessage(m.tradeLink)}>
      {bound ? (
        <>
          <p data-testid="trade-link" css={{ margin: 0, wordBreak: 'break-all' }}>
            {bound}
          </p>
          <p role="status" css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {intl.formatMessage(m.tradeLinkBound)}
          </p>
        </>
      ) : (
        <>
          <CardField
            label={intl.formatMessage(m.tradeLink)}
            labelAlign="top"
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
            type="textarea"
            autosize
            value={link}
            onChange={setLink}
            errorMessage={error}
            button={
              <Button size="small" variant="primary" loading={busy} onClick={bind}>
                {intl.formatMessage(m.bind)}
              </Button>
            }
          />
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
            })}
          >
            {intl.formatMessage(m.tradeLinkHint)}
          </p>
        </>
      )}
    </Section>
  );
}
