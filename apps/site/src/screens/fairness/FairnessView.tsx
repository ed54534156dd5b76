import { SEED_PAIR_GAMES } from '@skinbox/fairness';
import { Button, Field } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { PickerField } from '../../shared/frame/PickerField';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { fairnessMessages as m } from './messages';
import type { FairnessScreen } from './useFairnessScreen';
import type { RollForm } from './verify';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' as const };

/** The fairness page states every rule of the site. */
const ALL_FORMULAS = [
  'seedPair',
  'roll',
  'games',
  'ranges',
  'lucky',
  'luckyPacket',
  'contract',
  'battle',
  'rollRoom',
  'passwordSplit',
  'crashChain',
  'crashPoint',
] as const;

/**
 * Provable fairness (DESIGN section 3): every formula of the site, the player's seeds, the
 * client-seed change that reveals the retired server seed, and any roll of a seed pair recomputed
 * in the browser, next to the server's own record.
 */
export function FairnessView({
  layout,
  signedIn,
  seeds,
  nextSeed,
  setNextSeed,
  changing,
  changeSeed,
  revealed,
  record,
  boxes,
  form,
  setField,
  calculate,
  formError,
  result,
  knownHash,
}: FairnessScreen) {
  const intl = useIntl();
  const field = (key: keyof RollForm, label: string) => (
    // The grid's cells are not a stacked list, so no hairline between them.
    <Field
      label={label}
      labelAlign="top"
      border={false}
      value={form[key]}
      autoComplete="off"
      onChange={(value) => setField(key, value)}
    />
  );

  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.explain)}
      </p>
      <FairnessFormulas open formulas={ALL_FORMULAS} />

      <Section title={intl.formatMessage(m.seeds)}>
        {!signedIn ? (
          <SignInPrompt />
        ) : (
          seeds && (
            <>
              <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
                <dt>{intl.formatMessage(m.serverSeedHash)}</dt>
                <dd css={{ margin: 0, ...mono }}>{seeds.serverSeedHash}</dd>
                <dt>{intl.formatMessage(m.clientSeed)}</dt>
                <dd css={{ margin: 0, ...mono }}>{seeds.clientSeed}</dd>
                <dt>{intl.formatMessage(m.nonce)}</dt>
                <dd css={{ margin: 0, ...mono }}>{seeds.nonce}</dd>
              </dl>
              <div css={{ maxWidth: 560 }}>
                <Field
                  label={intl.formatMessage(m.newClientSeed)}
                  labelAlign="top"
                  value={nextSeed}
                  maxlength={64}
                  onChange={setNextSeed}
                  button={
                    <Button size="small" loading={changing} onClick={changeSeed}>
                      {intl.formatMessage(m.change)}
                    </Button>
                  }
                />
              </div>
              {revealed && (
                <div role="status">
                  <h3 css={{ margin: '8px 0 4px' }}>{intl.formatMessage(m.revealed)}</h3>
                  <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
                    <dt>{intl.formatMessage(m.serverSeed)}</dt>
                    <dd css={{ margin: 0, ...mono }}>{revealed.serverSeed}</dd>
                    <dt>{intl.formatMessage(m.serverSeedHash)}</dt>
                    <dd css={{ margin: 0, ...mono }}>{revealed.serverSeedHash}</dd>
                    <dt>{intl.formatMessage(m.clientSeed)}</dt>
                    <dd css={{ margin: 0, ...mono }}>
                      {revealed.clientSeed} (
                      {intl.formatMessage(m.rolls, { rolls: revealed.rolls })})
                    </dd>
                  </dl>
                </div>
              )}
            </>
          )
        )}
      </Section>

      <Section title={intl.formatMessage(m.verify)}>
        {record && (
          <p css={{ margin: 0 }}>
            {intl.formatMessage(m.rollOf, { rollId: record.rollId })} ·{' '}
            {intl.formatMessage(m.ticket, { ticket: record.ticket })}
          </p>
        )}
        {record && record.serverSeed === null && (
          <Notice tone="error">{intl.formatMessage(m.notRevealed)}</Notice>
        )}
        <div
          css={{
            display: 'grid',
            gap: 8,
            gridTemplateColumns: layout === 'p' ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          }}
        >
          {field('serverSeed', intl.formatMessage(m.serverSeed))}
          {field('clientSeed', intl.formatMessage(m.clientSeed))}
          {field('nonce', intl.formatMessage(m.nonce))}
          {field('cursor', intl.formatMessage(m.cursor))}
        </div>
        <PickerField
          layout={layout}
          label={intl.formatMessage(m.game)}
          choices={SEED_PAIR_GAMES.map((game): { value: string; label: string } => ({
            value: game,
            label: game,
          }))}
          value={form.game}
          onChange={(game) => setField('game', game)}
        />
        <PickerField
          layout={layout}
          label={intl.formatMessage(m.box)}
          choices={[
            { value: '', label: intl.formatMessage(m.chooseBox) },
            ...boxes.map((b) => ({ value: String(b.boxId), label: b.name })),
          ]}
          value={form.boxId}
          onChange={(boxId) => setField('boxId', boxId)}
        />
        <div>
          <Button variant="primary" onClick={calculate}>
            {intl.formatMessage(m.calculate)}
          </Button>
        </div>
        {formError && <Notice tone="error">{intl.formatMessage(m.seedRequired)}</Notice>}
        {result && (
          <div role="status" css={{ display: 'grid', gap: 4 }}>
            <strong>{intl.formatMessage(m.ticket, { ticket: result.ticket })}</strong>
            {result.item && (
              <span>
                {intl.formatMessage(m.item, {
                  name: result.item.goods.name,
                  from: result.item.ticketFrom,
                  to: result.item.ticketTo,
                })}
              </span>
            )}
            {knownHash && (
              <span>
                {intl.formatMessage(
                  result.serverSeedHash === knownHash ? m.hashMatches : m.hashDiffers,
                )}
              </span>
            )}
            {record && (
              <span>
                {intl.formatMessage(
                  result.ticket === record.ticket ? m.serverMatches : m.serverDiffers,
                )}
              </span>
            )}
          </div>
        )}
      </Section>
    </Page>
  );
}
