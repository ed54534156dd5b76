import { Loading } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Page, Section } from '../../shared/frame/Page';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { spreadMessages as m } from './messages';
import { TierTable } from './TierTable';
import type { RuleScreen } from './useRuleScreen';
import { formatOdds } from '../../shared/goods/formatOdds';
import { SCREENS } from '../../routing/manifest';

/** /m/rule: how referral pays, the bonus ratio by tier and what the spread box holds. */
export const RuleView = observer(function RuleView({ layout, rules }: RuleScreen) {
  const intl = useIntl();
  const data = rules.data;
  const paragraph = { margin: 0, lineHeight: 1.7 };
  return (
    <Page layout={layout} title={intl.formatMessage(SCREENS.rule.title)}>
      {!data ? (
        <Loading />
      ) : (
        <>
          <Section title={intl.formatMessage(m.howItPays)}>
            <p css={paragraph}>{intl.formatMessage(m.ruleIntro)}</p>
            <p css={paragraph}>{intl.formatMessage(m.ruleTier)}</p>
            <p css={paragraph}>{intl.formatMessage(m.ruleBox, { threshold: data.boxThreshold })}</p>
            <p css={paragraph}>{intl.formatMessage(m.ruleAbuse)}</p>
          </Section>
          <Section title={intl.formatMessage(m.tiers)}>
            <TierTable tiers={data.tiers} />
          </Section>
          {data.box && (
            <Section title={intl.formatMessage(m.boxContents)}>
              <div role="list" css={goodsGridCss(layout)}>
                {data.box.items.map((item) => (
                  <div role="listitem" key={item.goods.goodsId} css={{ minWidth: 0 }}>
                    <GoodsTile
                      goods={item.goods}
                      note={`${formatOdds(item.probability, intl.locale)}%`}
                    />
                  </div>
                ))}
              </div>
            </Section>
          )}
        </>
      )}
    </Page>
  );
});
