import { lucky, type LuckyTry } from '@skinbox/api';
import { Button, Empty, Icon, Loading, Price, Switch, Tag, WinReveal } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { GoodsPicture } from '../../shared/goods/GoodsPicture';
import { toItemTileData } from '../../shared/goods/itemTileData';
import { exteriorMessages, qualityMessages } from '../../shared/goods/messages';
import { kitQuality } from '../../shared/goods/quality';
import { LuckyDial } from './LuckyDial';
import { luckyMessages as m } from './messages';
import type { LuckyDetailsScreen } from './useLuckyDetailsScreen';

/** Quick picks beside the slider. */
const PRESETS = [5, 10, 25, 50, 80] as const;

/** The slider of the chance: whole percents, 5 to 80, keyboard and pointer alike. */
function ChanceSlider({ chance, onChange }: { chance: number; onChange(chance: number): void }) {
  const intl = useIntl();
  const id = useId();
  const label = intl.formatMessage(m.chance);
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <label
        htmlFor={id}
        css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}
      >
        <span>{label}</span>
        <strong css={(theme) => ({ fontSize: 28, color: theme.color.primary, lineHeight: '32px' })}>
          {intl.formatMessage(m.chanceValue, { chance })}
        </strong>
      </label>
      <input
        id={id}
        type="range"
        min={lucky.LUCKY_MIN_CHANCE}
        max={lucky.LUCKY_MAX_CHANCE}
        step={1}
        value={chance}
        aria-valuetext={intl.formatMessage(m.chanceValue, { chance })}
        onChange={(event) => onChange(Number(event.target.value))}
        css={(theme) => ({
          width: '100%',
          height: 28,
          margin: 0,
          accentColor: theme.color.primary,
          cursor: 'pointer',
        })}
      />
      <div
        role="group"
        aria-label={label}
        css={{
          display: 'grid',
          gridTemplateColumns: `repeat(${PRESETS.length}, minmax(0, 1fr))`,
          gap: 6,
        }}
      >
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            size="small"
            variant={preset === chance ? 'primary' : 'default'}
            aria-pressed={preset === chance}
            onClick={() => onChange(preset)}
          >
            {intl.formatMessage(m.chanceValue, { chance: preset })}
          </Button>
        ))}
      </div>
    </div>
  );
}

function TryRow({ attempt, screen }: { attempt: LuckyTry; screen: LuckyDetailsScreen }) {
  const intl = useIntl();
  const check = screen.checks.get(attempt.tryId);
  return (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: 4,
        padding: theme.space.sm,
        borderRadius: theme.radius.md,
        background: theme.color.surface,
        fontSize: theme.fontSize.sm,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <Tag type={attempt.won ? 'success' : 'default'}>
          {intl.formatMessage(attempt.won ? m.won : m.lost)}
        </Tag>
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {attempt.goods.name}
        </span>
        <span css={{ marginLeft: 'auto', whiteSpace: 'nowrap' }}>
          {intl.formatMessage(m.chanceValue, { chance: attempt.chance })} ·{' '}
          <Price value={attempt.cost} />
        </span>
      </div>
      <div
        css={(theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 8,
          color: theme.color.textMuted,
        })}
      >
        <span>
          {intl.formatDate(attempt.createdAt, {
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
          })}
        </span>
        <span>
          {intl.formatMessage(m.ticketLine, {
            ticket: attempt.ticket,
            winning: attempt.winningTickets,
          })}
        </span>
        <span>{intl.formatMessage(m.nonce, { nonce: attempt.nonce })}</span>
        <Button
          size="small"
          loading={check === 'pending'}
          onClick={() => void screen.verify(attempt)}
          css={{ marginLeft: 'auto' }}
        >
          {intl.formatMessage(m.verify)}
        </Button>
      </div>
      {check === 'verified' && <Notice tone="success">{intl.formatMessage(m.verified)}</Notice>}
      {check === 'mismatch' && <Notice tone="error">{intl.formatMessage(m.notVerified)}</Notice>}
      {check === 'sealed' && (
        <Notice tone="error">
          {intl.formatMessage(m.sealed)}{' '}
          <Link to={screen.fairnessHref} css={(theme) => ({ color: theme.color.primary })}>
            {intl.formatMessage(m.toFairness)}
          </Link>
        </Notice>
      )}
    </div>
  );
}

/**
 * A lucky target from its state alone (useLuckyDetailsScreen): the item, the chance slider and
 * its cost, the ticket line the roll runs along, the result (a win's reveal with sell or keep),
 * and the player's recent tries with their verification.
 */
export const LuckyDetailsView = observer(function LuckyDetailsView(screen: LuckyDetailsScreen) {
  const intl = useIntl();
  const { layout, goods, stage, chance } = screen;
  const back = (
    <Link to={screen.listHref} css={(theme) => ({ color: theme.color.primary })}>
      {intl.formatMessage(m.back)}
    </Link>
  );
  if (screen.missing) {
    return (
      <Page layout={layout} title={intl.formatMessage(m.heading)} actions={back}>
        <Empty description={intl.formatMessage(m.notFound)} />
      </Page>
    );
  }
  if (!goods) return <Loading />;
  const result = stage.kind === 'idle' ? null : stage.result;
  const showing = stage.kind === 'result' ? stage : null;
  // On a phone the dial (with the item) sits above the controls: it scrolls into view as it runs.
  const item = (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        justifyItems: 'center',
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        textAlign: 'center',
      })}
    >
      <LuckyDial
        chance={result?.chance ?? chance}
        roll={result ? { id: result.tryId, ticket: result.ticket } : null}
        animate={screen.motion}
        onDone={screen.rolled}
        size={layout === 'm' ? 260 : 320}
      >
        <div css={{ width: '100%', aspectRatio: '4 / 3' }}>
          <GoodsPicture goods={goods} size="100%" />
        </div>
      </LuckyDial>
      <strong css={(theme) => ({ fontSize: theme.fontSize.lg })}>{goods.name}</strong>
      <span css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Tag quality={kitQuality(goods.quality)} plain>
          {intl.formatMessage(qualityMessages[goods.quality])}
        </Tag>
        {goods.exterior && intl.formatMessage(exteriorMessages[goods.exterior])}
      </span>
      <span>
        {intl.formatMessage(m.value)} <Price value={goods.price} />
      </span>
    </div>
  );
  const play = (
    <div
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        alignContent: 'start',
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
      })}
    >
      <ChanceSlider chance={chance} onChange={screen.setChance} />
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span>{intl.formatMessage(m.cost)}</span>
        <strong css={{ fontSize: 20 }}>{screen.cost && <Price value={screen.cost} />}</strong>
      </div>
      <Button
        variant="primary"
        size="large"
        block
        loading={screen.trying}
        disabled={stage.kind === 'rolling'}
        onClick={() => void screen.tryLuck()}
      >
        {intl.formatMessage(
          stage.kind === 'rolling' ? m.rolling : stage.kind === 'result' ? m.again : m.try,
        )}
      </Button>
      <div
        css={(theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          gap: 6,
          color: theme.color.textMuted,
          fontSize: theme.fontSize.sm,
        })}
      >
        <Icon name={screen.animate ? 'motion' : 'motion-off'} />
        <span>{intl.formatMessage(m.animation)}</span>
        <Switch
          checked={screen.animate}
          onChange={screen.setAnimate}
          size={18}
          aria-label={intl.formatMessage(m.animation)}
        />
      </div>
      <div role="status" aria-live="polite">
        {showing && showing.result.won && !showing.sold && (
          <Notice tone="success">{intl.formatMessage(m.win)}</Notice>
        )}
        {showing && !showing.result.won && (
          <Notice tone="error">
            {intl.formatMessage(m.lose)} ·{' '}
            {intl.formatMessage(m.ticketLine, {
              ticket: showing.result.ticket,
              winning: showing.result.winningTickets,
            })}
          </Notice>
        )}
        {showing?.sold && (
          <Notice tone="success">{intl.formatMessage(m.soldFor, { amount: showing.sold })}</Notice>
        )}
      </div>
      {showing && showing.result.won && !showing.sold && (
        <WinReveal
          item={{ ...toItemTileData(showing.result.goods), price: showing.result.goods.price }}
          cost={showing.result.cost}
          selling={screen.selling}
          animate={screen.motion}
          onSell={() => void screen.sell()}
          onKeep={screen.keep}
          css={{ width: '100%', boxSizing: 'border-box' }}
        />
      )}
    </div>
  );
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)} actions={back}>
      <div
        css={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns: layout === 'p' ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr',
        }}
      >
        {item}
        {play}
      </div>
      <FairnessFormulas formulas={['seedPair', 'roll', 'lucky']} />
      <Section title={intl.formatMessage(m.recent)}>
        {!screen.signedIn ? (
          <SignInPrompt />
        ) : (
          screen.tries.view({
            rowKey: (attempt) => attempt.tryId,
            rowsCss: () => ({ display: 'grid', gap: 8 }),
            empty: <Empty description={intl.formatMessage(m.noTries)} />,
            row: (attempt) => <TryRow attempt={attempt} screen={screen} />,
          })
        )}
      </Section>
    </Page>
  );
});
