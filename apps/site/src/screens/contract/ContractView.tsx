import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { ActionBar } from '../../shared/offer/ActionBar';
import { BagOfferGrid } from '../../shared/offer/BagOfferGrid';
import { ChoiceBar } from '../../shared/offer/ChoiceBar';
import { ContractReel } from './ContractReel';
import { contractMessages } from './messages';
import type { ContractScreen } from './useContractScreen';

const VERDICT = {
  ok: contractMessages.verified,
  mismatch: contractMessages.mismatch,
  hidden: contractMessages.hidden,
} as const;

/**
 * The contract as the player sees it (useContractScreen): the rules, the items put in, the ladder
 * with each rung's odds and tickets and the seeds that will draw, the signing, the prize, and the
 * signed contracts with their verification.
 */
export const ContractView = observer(function ContractView(screen: ContractScreen) {
  const intl = useIntl();
  const { layout, offer, preview } = screen;
  const title = intl.formatMessage(contractMessages.heading);
  if (!screen.signedIn) {
    return (
      <Page layout={layout} title={title}>
        <SignInPrompt />
      </Page>
    );
  }
  const muted = (theme: { color: { textMuted: string } }) => ({
    margin: 0,
    color: theme.color.textMuted,
  });
  return (
    <Page
      layout={layout}
      title={title}
      actions={
        <Link to={screen.fairnessHref} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(contractMessages.fairness)}
        </Link>
      }
    >
      <p css={muted}>{intl.formatMessage(contractMessages.rules)}</p>
      <Section title={intl.formatMessage(contractMessages.offerTitle)}>
        <ChoiceBar
          text={intl.formatMessage(contractMessages.chosen, {
            count: offer.count,
            total: offer.total,
          })}
          clearLabel={intl.formatMessage(contractMessages.clear)}
          onClear={offer.clear}
        />
        <BagOfferGrid
          layout={layout}
          choice={offer}
          empty={<p>{intl.formatMessage(contractMessages.emptyBag)}</p>}
        />
      </Section>
      <Section title={intl.formatMessage(contractMessages.ladderTitle)}>
        {!preview ? (
          <p css={muted}>{intl.formatMessage(contractMessages.previewFirst)}</p>
        ) : (
          <>
            <span>
              {intl.formatMessage(contractMessages.summary, {
                value: preview.value,
                expected: preview.expectedValue,
                rtp: (preview.rtpBasisPoints / 100).toFixed(0),
              })}
            </span>
            <div role="list" css={goodsGridCss(layout)}>
              {preview.ladder.map((rung) => (
                <div role="listitem" key={rung.goods.goodsId} css={{ minWidth: 0 }}>
                  <GoodsTile
                    goods={rung.goods}
                    note={intl.formatMessage(contractMessages.odds, {
                      probability: rung.probability,
                      from: rung.ticketFrom,
                      to: rung.ticketTo,
                    })}
                  />
                </div>
              ))}
            </div>
            <dl
              css={(theme) => ({
                margin: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '4px 12px',
                fontSize: theme.fontSize.sm,
                color: theme.color.textMuted,
                wordBreak: 'break-all',
              })}
            >
              <dt>{intl.formatMessage(contractMessages.seedHash)}</dt>
              <dd css={{ margin: 0 }}>{preview.serverSeedHash}</dd>
              <dt>{intl.formatMessage(contractMessages.clientSeed)}</dt>
              <dd css={{ margin: 0 }}>
                {preview.clientSeed} ·{' '}
                {intl.formatMessage(contractMessages.nonce, { nonce: preview.nonce })}
              </dd>
            </dl>
          </>
        )}
        {screen.moment && (
          // Shown until a new choice: after the landing it stands lit on the prize drawn.
          <ContractReel
            moment={screen.moment}
            motion={screen.motion}
            tileWidth={layout === 'm' ? 120 : 150}
            onHeld={screen.landed}
          />
        )}
        <div aria-live="polite">
          {screen.outcome && <Notice tone={screen.outcome.tone}>{screen.outcome.text}</Notice>}
        </div>
        {screen.prize && (
          <div css={{ maxWidth: 200 }}>
            <GoodsTile goods={screen.prize.goods} />
          </div>
        )}
      </Section>
      <ActionBar
        layout={layout}
        summary={intl.formatMessage(contractMessages.chosen, {
          count: offer.count,
          total: offer.total,
        })}
      >
        <Button onClick={() => void screen.showLadder()}>
          {intl.formatMessage(contractMessages.preview)}
        </Button>
        <Button variant="primary" loading={screen.busy} onClick={() => void screen.sign()}>
          {intl.formatMessage(contractMessages.sign)}
        </Button>
      </ActionBar>
      <Section title={intl.formatMessage(contractMessages.historyTitle)}>
        {screen.history.view({
          rowKey: (record) => record.contractId,
          empty: <p>{intl.formatMessage(contractMessages.noHistory)}</p>,
          row: (record) => {
            const verdict = screen.verdicts.get(record.contractId);
            return (
              <div
                css={(theme) => ({
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 8,
                  padding: theme.space.sm,
                  borderRadius: theme.radius.md,
                  background: theme.color.surface,
                  fontSize: theme.fontSize.sm,
                })}
              >
                <span css={{ flex: '1 1 240px' }}>
                  {intl.formatMessage(contractMessages.record, {
                    value: record.value,
                    name: record.prize.name,
                    price: record.prize.price,
                    ticket: record.ticket,
                    nonce: record.nonce,
                  })}
                </span>
                <Button size="small" onClick={() => void screen.verify(record)}>
                  {intl.formatMessage(contractMessages.verify)}
                </Button>
                {verdict && (
                  <span role="status" css={{ flexBasis: '100%' }}>
                    {intl.formatMessage(VERDICT[verdict])}
                  </span>
                )}
              </div>
            );
          },
        })}
      </Section>
      <FairnessFormulas formulas={['seedPair', 'roll', 'contract']} />
    </Page>
  );
});
