import { fields } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useErrorText } from '../../shared/account/errors';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';
import { CardField } from '../../shared/account/CardField';

/** The Steam trade link: bound once, then shown read-only (SPEC section 5). */
export const TradeLinkSection = observer(function TradeLinkSection() {
  const intl = useIntl();
  const { api, user } = useStores();
  const errorText = useErrorText();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const bound = user.ext.steamUrl;

  const bind = async () => {
    const parsed = fields.steamUrl.safeParse(link);
    setError(parsed.success ? undefined : errorText('errors.steamUrlFormat'));
    if (!parsed.success) return;
    setBusy(true);
    const result = await api.user.bindSteam({ steamUrl: parsed.data });
    setBusy(false);
    if (result.ok) await user.loadInfo();
  };

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
              <Button size="small" variant="primary" loading={busy} onClick={() => void bind()}>
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
});
