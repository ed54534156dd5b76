import { BoxType } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Field } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { PickerField } from '../../shared/frame/PickerField';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { useCall } from '../../shared/frame/useCall';
import { useGameApi } from '../../shared/gameApi';
import { fairnessMessages as m } from './messages';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { GAME, SEED_PAIR_GAMES } from '@skinbox/fairness';
import { recompute, type Recomputed } from './verify';
import { useLayout } from '../../routing/layoutContext';

type Revealed = { serverSeed: string; serverSeedHash: string; clientSeed: string; rolls: number };

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
 * in the browser with @skinbox/fairness, next to the server's own record (?rollId=…&boxId=… from
 * an opening).
 */
export const Fairness = observer(function Fairness() {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const [params] = useSearchParams();
  const rollId = Number(params.get('rollId')) || 0;

  const [seedsVersion, setSeedsVersion] = useState(0);
  const seeds = useCall(() => api.fairness.current(), `seeds:${seedsVersion}`, signedIn);
  const [nextSeed, setNextSeed] = useState('');
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [changing, setChanging] = useState(false);

  const record = useCall(
    () => api.fairness.verify({ rollId }),
    `roll:${rollId}:${seedsVersion}`,
    rollId > 0,
  );
  const boxes = useCall(() => api.boxes.list({ type: BoxType.site, pageSize: 50 }), 'boxes');

  const [form, setForm] = useState({
    game: GAME.box as string,
    serverSeed: '',
    clientSeed: '',
    nonce: '',
    cursor: '0',
    boxId: params.get('boxId') ?? '',
  });
  const box = useCall(
    () => api.boxes.detail({ boxId: Number(form.boxId) }),
    `box:${form.boxId}`,
    Number(form.boxId) > 0,
  );
  const [result, setResult] = useState<Recomputed | null>(null);
  const [formError, setFormError] = useState(false);

  // A roll from an opening fills the form with what the server stored.
  const recordData = record.data;
  useEffect(() => {
    if (!recordData) return;
    setForm((current) => ({
      ...current,
      game: recordData.game,
      serverSeed: recordData.serverSeed ?? current.serverSeed,
      clientSeed: recordData.clientSeed,
      nonce: String(recordData.nonce),
      cursor: String(recordData.cursor),
    }));
  }, [recordData]);

  async function changeSeed() {
    if (nextSeed.trim() === '') return;
    setChanging(true);
    const answer = await api.fairness.changeClientSeed({ clientSeed: nextSeed.trim() });
    setChanging(false);
    if (!answer.ok) return;
    setRevealed(answer.data.revealed);
    setNextSeed('');
    setSeedsVersion((n) => n + 1);
  }

  async function calculate() {
    const nonce = Number(form.nonce);
    const cursor = Number(form.cursor);
    if (
      form.serverSeed.trim() === '' ||
      form.clientSeed.trim() === '' ||
      form.nonce.trim() === '' ||
      !Number.isInteger(nonce) ||
      nonce < 0 ||
      !Number.isInteger(cursor) ||
      cursor < 0
    ) {
      setFormError(true);
      setResult(null);
      return;
    }
    setFormError(false);
    setResult(
      await recompute(
        {
          game: form.game,
          serverSeed: form.serverSeed.trim(),
          clientSeed: form.clientSeed.trim(),
          nonce,
          cursor,
        },
        box.data?.items ?? [],
      ),
    );
  }

  const field = (key: keyof typeof form, label: string) => (
    // The grid's cells are not a stacked list, so no hairline between them.
    <Field
      label={label}
      labelAlign="top"
      border={false}
      value={form[key]}
      autoComplete="off"
      onChange={(value) => setForm({ ...form, [key]: value })}
    />
  );
  const knownHash = record.data?.serverSeedHash ?? revealed?.serverSeedHash;

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
          seeds.data && (
            <>
              <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
                <dt>{intl.formatMessage(m.serverSeedHash)}</dt>
                <dd css={{ margin: 0, ...mono }}>{seeds.data.serverSeedHash}</dd>
                <dt>{intl.formatMessage(m.clientSeed)}</dt>
                <dd css={{ margin: 0, ...mono }}>{seeds.data.clientSeed}</dd>
                <dt>{intl.formatMessage(m.nonce)}</dt>
                <dd css={{ margin: 0, ...mono }}>{seeds.data.nonce}</dd>
              </dl>
              <div css={{ maxWidth: 560 }}>
                <Field
                  label={intl.formatMessage(m.newClientSeed)}
                  labelAlign="top"
                  value={nextSeed}
                  maxlength={64}
                  onChange={setNextSeed}
                  button={
                    <Button size="small" loading={changing} onClick={() => void changeSeed()}>
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
        {record.data && (
          <p css={{ margin: 0 }}>
            {intl.formatMessage(m.rollOf, { rollId: record.data.rollId })} ·{' '}
            {intl.formatMessage(m.ticket, { ticket: record.data.ticket })}
          </p>
        )}
        {record.data && record.data.serverSeed === null && (
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
          onChange={(game) => setForm({ ...form, game })}
        />
        <PickerField
          layout={layout}
          label={intl.formatMessage(m.box)}
          choices={[
            { value: '', label: intl.formatMessage(m.chooseBox) },
            ...(boxes.data?.list ?? []).map((b) => ({ value: String(b.boxId), label: b.name })),
          ]}
          value={form.boxId}
          onChange={(boxId) => setForm({ ...form, boxId })}
        />
        <div>
          <Button variant="primary" onClick={() => void calculate()}>
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
            {record.data && (
              <span>
                {intl.formatMessage(
                  result.ticket === record.data.ticket ? m.serverMatches : m.serverDiffers,
                )}
              </span>
            )}
          </div>
        )}
      </Section>
    </Page>
  );
});
