import { Button, Field, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { replacementMessages } from './messages';
import { REPLACE_MAX, type ReplacementScreen } from './useReplacementScreen';
import { ActionBar } from '../../shared/offer/ActionBar';
import { BagOfferGrid } from '../../shared/offer/BagOfferGrid';
import { ChoiceBar } from '../../shared/offer/ChoiceBar';

/**
 * The replacement as the player sees it (useReplacementScreen): the rules, the bag entries to
 * offer with the running count and value, the estimate and name search, the targets with their
 * replacement price, stock and own value, the lucky bag, and the replace button.
 */
export const ReplacementView = observer(function ReplacementView(screen: ReplacementScreen) {
  const intl = useIntl();
  const { layout, offer, targets, target } = screen;
  if (!screen.signedIn) {
    return (
      <Page layout={layout} title={intl.formatMessage(replacementMessages.heading)}>
        <SignInPrompt />
      </Page>
    );
  }
  return (
    <Page layout={layout} title={intl.formatMessage(replacementMessages.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        {intl.formatMessage(replacementMessages.rules)}
      </p>
      <Section title={intl.formatMessage(replacementMessages.offerTitle)}>
        <ChoiceBar
          text={intl.formatMessage(replacementMessages.chosen, {
            count: offer.count,
            max: REPLACE_MAX,
            total: offer.total,
          })}
          clearLabel={intl.formatMessage(replacementMessages.clear)}
          onClear={offer.clear}
        />
        {screen.offerProblem && <Notice tone="error">{screen.offerProblem}</Notice>}
        <BagOfferGrid
          layout={layout}
          choice={offer}
          empty={<p>{intl.formatMessage(replacementMessages.emptyBag)}</p>}
        />
      </Section>
      <Section title={intl.formatMessage(replacementMessages.targetTitle)}>
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: layout === 'p' ? '1fr 1fr' : '1fr',
            gap: 8,
          }}
        >
          <Field
            label={intl.formatMessage(replacementMessages.estimate)}
            value={screen.estimate}
            onChange={screen.setEstimate}
            inputMode="decimal"
            placeholder={offer.total}
          />
          <Field
            label={intl.formatMessage(replacementMessages.keyword)}
            value={screen.keyword}
            onChange={screen.setKeyword}
          />
        </div>
        <p
          css={(theme) => ({
            margin: 0,
            fontSize: theme.fontSize.sm,
            color: theme.color.textMuted,
          })}
        >
          {intl.formatMessage(replacementMessages.estimateHint)}
        </p>
        {screen.estimateProblem && <Notice tone="error">{screen.estimateProblem}</Notice>}
        {!targets ? (
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {intl.formatMessage(replacementMessages.chooseFirst)}
          </p>
        ) : (
          <>
            {targets.data && (
              <span>
                {intl.formatMessage(replacementMessages.range, {
                  min: targets.data.minPrice,
                  max: targets.data.maxPrice,
                })}
              </span>
            )}
            {targets.view({
              rowKey: (t) => t.goodsId,
              rowsCss: goodsGridCss(layout),
              empty: <p>{intl.formatMessage(replacementMessages.noTargets)}</p>,
              row: (t) => (
                <GoodsTile
                  goods={t}
                  note={`${intl.formatMessage(replacementMessages.value, { value: t.value })} · ${intl.formatMessage(replacementMessages.stock, { stock: t.stock })}`}
                  selected={target?.goodsId === t.goodsId}
                  onToggle={() => screen.chooseTarget(t)}
                />
              ),
            })}
          </>
        )}
      </Section>
      <ActionBar
        layout={layout}
        summary={
          target ? (
            <>
              {target.name} · <Price value={target.price} /> ·{' '}
              {intl.formatMessage(replacementMessages.luckyBag, { amount: screen.luckyBag })}
            </>
          ) : (
            intl.formatMessage(replacementMessages.chosen, {
              count: offer.count,
              max: REPLACE_MAX,
              total: offer.total,
            })
          )
        }
      >
        <Button variant="primary" loading={screen.busy} onClick={() => void screen.replace()}>
          {intl.formatMessage(replacementMessages.replace)}
        </Button>
      </ActionBar>
      {screen.outcome && <Notice tone={screen.outcome.tone}>{screen.outcome.text}</Notice>}
    </Page>
  );
});
