import { boxes, type GoodsSummary, type OpenResult } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Empty, Icon, Price, Switch } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { Layout } from '../../layout/device';
import { Choices } from '../game/frame/Choices';
import { Notice } from '../game/frame/Notice';
import { Page, Section } from '../game/frame/Page';
import { RangeFields } from '../game/frame/RangeFields';
import { minAboveMax, percentBound, priceBound } from '../game/frame/range';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { GoodsGrid } from '../game/goods/GoodsGrid';
import { GoodsTile } from '../game/goods/GoodsTile';
import { goodsMessages } from '../game/goods/messages';
import { openBoxMessages } from './messages';
import { Reels } from './Reels';
import { buildStrip } from './reel';
import { sumMoney } from '../game/goods/money';

const COUNTS = Array.from({ length: boxes.MAX_OPENS_PER_CALL }, (_, i) => String(i + 1));

const toggle = { display: 'inline-flex', alignItems: 'center', gap: 6, cursor: 'pointer' } as const;

type Stage =
  | { kind: 'idle' }
  | { kind: 'spinning'; results: OpenResult[] }
  | { kind: 'result'; results: OpenResult[]; sold: Set<number>; credited: string | null };

/** Openbox (SPEC section 2, query boxId): contents with odds, filters, open 1 to 5, reels, results. */
export const OpenBox = observer(function OpenBox({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const [params] = useSearchParams();
  const boxId = Number(params.get('boxId'));
  const validBox = Number.isInteger(boxId) && boxId > 0;

  const [probability, setProbability] = useState({ min: '', max: '' });
  const [price, setPrice] = useState({ min: '', max: '' });
  const [count, setCount] = useState('1');
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [opening, setOpening] = useState(false);

  const probabilityValid = !minAboveMax(probability.min, probability.max);
  const minProbability = percentBound(probability.min);
  const maxProbability = percentBound(probability.max);
  // A range the rule refuses is not sent: the box shows unfiltered until it is fixed.
  const filter = probabilityValid ? { minProbability, maxProbability } : {};
  const detail = useCall(
    () => api.boxes.detail({ boxId, ...filter }),
    JSON.stringify({ boxId, filter }),
    validBox,
  );
  // The whole box, for the reels' filler tiles, whatever the filters show.
  const whole = useCall(() => api.boxes.detail({ boxId }), String(boxId), validBox);

  const priceValid = !minAboveMax(price.min, price.max);
  const items = useMemo(() => {
    const list = detail.data?.items ?? [];
    if (!priceValid) return list;
    const min = priceBound(price.min);
    const max = priceBound(price.max);
    return list.filter(
      ({ goods }) =>
        (min === undefined || Number(goods.price) >= Number(min)) &&
        (max === undefined || Number(goods.price) <= Number(max)),
    );
  }, [detail.data, price, priceValid]);

  const strips = useMemo(() => {
    if (stage.kind !== 'spinning') return [];
    const pool: GoodsSummary[] = (whole.data?.items ?? []).map((item) => item.goods);
    return stage.results.map((result) => buildStrip(pool, result.goods, result.rollId));
  }, [stage, whole.data]);

  async function open() {
    if (!root.user.isLoggedIn) {
      root.ui.openSignIn();
      return;
    }
    setOpening(true);
    const result = await api.boxes.open({ boxId, count: Number(count) });
    setOpening(false);
    if (!result.ok) return;
    void root.user.loadInfo();
    setStage(
      root.prefs.animationOn
        ? { kind: 'spinning', results: result.data.results }
        : { kind: 'result', results: result.data.results, sold: new Set(), credited: null },
    );
  }

  function showResults() {
    setStage((current) =>
      current.kind === 'spinning'
        ? { kind: 'result', results: current.results, sold: new Set(), credited: null }
        : current,
    );
  }

  async function sell(results: OpenResult[]) {
    if (stage.kind !== 'result') return;
    const ids = results.map((r) => r.bagItemId).filter((id) => !stage.sold.has(id));
    if (ids.length === 0) return;
    const answer = await api.bag.sell({ ids });
    if (!answer.ok) return;
    void root.user.loadInfo();
    setStage({
      ...stage,
      sold: new Set([...stage.sold, ...ids]),
      credited: answer.data.credited,
    });
  }

  const box = detail.data ?? whole.data;
  const total = box ? sumMoney(Array(Number(count)).fill(box.price) as string[]) : null;

  if (!validBox)
    return (
      <Page layout={layout} title={intl.formatMessage(openBoxMessages.missingBox)}>
        <Link to={`/${layout}/home`}>{intl.formatMessage(openBoxMessages.backHome)}</Link>
      </Page>
    );

  return (
    <Page
      layout={layout}
      title={box?.name ?? intl.formatMessage(goodsMessages.loading)}
      actions={
        <Link to={`/${layout}/fairness`} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(openBoxMessages.fairness)}
        </Link>
      }
    >
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        {box && <Price value={box.price} />}
        <Choices
          label={intl.formatMessage(openBoxMessages.count)}
          choices={COUNTS.map((value) => ({
            value,
            label: intl.formatMessage(openBoxMessages.countOption, { count: Number(value) }),
          }))}
          value={count}
          onChange={setCount}
        />
        <Button
          variant="primary"
          loading={opening}
          disabled={!box || stage.kind === 'spinning'}
          onClick={() => void open()}
        >
          {intl.formatMessage(openBoxMessages.open)}{' '}
          {total && <Price value={total} style={{ color: 'inherit', fontSize: 'inherit' }} />}
        </Button>
        <label css={toggle}>
          <Icon name={root.prefs.soundOn ? 'sound-on' : 'sound-off'} />
          {intl.formatMessage(openBoxMessages.sound)}
          <Switch
            size={20}
            checked={root.prefs.soundOn}
            onChange={(on) => root.prefs.setSound(on)}
          />
        </label>
        <label css={toggle}>
          {intl.formatMessage(openBoxMessages.animation)}
          <Switch
            size={20}
            checked={root.prefs.animationOn}
            onChange={(on) => root.prefs.setAnimation(on)}
          />
        </label>
      </div>

      {stage.kind === 'spinning' && (
        <Section title={intl.formatMessage(openBoxMessages.open)}>
          <Reels
            strips={strips}
            tile={layout === 'm' ? 96 : 150}
            sound={root.prefs.soundOn}
            onEnd={showResults}
          />
          <Button onClick={showResults}>{intl.formatMessage(openBoxMessages.skip)}</Button>
        </Section>
      )}

      {stage.kind === 'result' && (
        <Section title={intl.formatMessage(openBoxMessages.results)}>
          <GoodsGrid layout={layout}>
            {stage.results.map((result) => (
              <div
                key={result.bagItemId}
                css={{ display: 'flex', flexDirection: 'column', gap: 4 }}
              >
                <GoodsTile
                  goods={result.goods}
                  note={
                    <Link
                      to={`/${layout}/fairness?rollId=${result.rollId}&boxId=${boxId}`}
                      css={(theme) => ({ color: theme.color.primary })}
                    >
                      {intl.formatMessage(openBoxMessages.verify, { rollId: result.rollId })}
                    </Link>
                  }
                />
                <Button
                  size="small"
                  disabled={stage.sold.has(result.bagItemId)}
                  onClick={() => void sell([result])}
                >
                  {intl.formatMessage(openBoxMessages.sell)}
                </Button>
              </div>
            ))}
          </GoodsGrid>
          <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {stage.results.length > 1 && (
              <Button
                variant="primary"
                disabled={stage.results.every((r) => stage.sold.has(r.bagItemId))}
                onClick={() => void sell(stage.results)}
              >
                {intl.formatMessage(openBoxMessages.sellAll, {
                  total: sumMoney(
                    stage.results
                      .filter((r) => !stage.sold.has(r.bagItemId))
                      .map((r) => r.goods.price),
                  ),
                })}
              </Button>
            )}
            <Button onClick={() => setStage({ kind: 'idle' })}>
              {intl.formatMessage(openBoxMessages.keep)}
            </Button>
          </div>
          {stage.credited && (
            <Notice tone="success">
              {intl.formatMessage(openBoxMessages.sold, { credited: stage.credited })}
            </Notice>
          )}
        </Section>
      )}

      <Section title={intl.formatMessage(openBoxMessages.contents)}>
        <RangeFields
          minLabel={intl.formatMessage(openBoxMessages.minProbability)}
          maxLabel={intl.formatMessage(openBoxMessages.maxProbability)}
          min={probability.min}
          max={probability.max}
          onChange={setProbability}
          rangeError="errors.probabilityRange"
        />
        <RangeFields
          minLabel={intl.formatMessage(goodsMessages.minPrice)}
          maxLabel={intl.formatMessage(goodsMessages.maxPrice)}
          min={price.min}
          max={price.max}
          onChange={setPrice}
          rangeError="errors.priceRange"
        />
        {detail.data && items.length === 0 && <Empty image="search" />}
        <GoodsGrid layout={layout}>
          {items.map((item) => (
            <GoodsTile
              key={item.goods.goodsId}
              goods={item.goods}
              note={intl.formatMessage(openBoxMessages.probability, { value: item.probability })}
            />
          ))}
        </GoodsGrid>
      </Section>
    </Page>
  );
});
