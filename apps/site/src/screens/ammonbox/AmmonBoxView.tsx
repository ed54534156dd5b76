import { Button } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Page, Section } from '../../shared/frame/Page';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsOddsGrid } from '../../shared/goods/GoodsOddsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { ammonBoxMessages } from './messages';
import { OPEN_COUNTS, type AmmonBoxScreen } from './useAmmonBoxScreen';

/**
 * The ammo boxes as the player sees them (useAmmonBoxScreen): the ammo balance with the way to
 * refine more, the boxes as a row of cards priced in ammo, the chosen box's contents and odds, the
 * open buttons and what the last opening gave.
 */
export const AmmonBoxView = observer(function AmmonBoxView(screen: AmmonBoxScreen) {
  const intl = useIntl();
  const { layout, boxes, detail } = screen;
  return (
    <Page
      layout={layout}
      title={intl.formatMessage(ammonBoxMessages.heading)}
      actions={
        screen.signedIn && (
          <strong>{intl.formatMessage(ammonBoxMessages.balance, { ammo: screen.ammo })}</strong>
        )
      }
    >
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
        {intl.formatMessage(ammonBoxMessages.rules)}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <Link to={screen.refiningHref} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(ammonBoxMessages.refining)}
        </Link>
        <Link to={screen.fairnessHref} css={(theme) => ({ color: theme.color.primary })}>
          {intl.formatMessage(ammonBoxMessages.fairness)}
        </Link>
      </div>
      <Section title={intl.formatMessage(ammonBoxMessages.chooseBox)}>
        {boxes.data && boxes.data.list.length === 0 && (
          <p>{intl.formatMessage(ammonBoxMessages.noBoxes)}</p>
        )}
        <div
          role="radiogroup"
          aria-label={intl.formatMessage(ammonBoxMessages.chooseBox)}
          css={{
            display: 'grid',
            gridTemplateColumns: `repeat(${layout === 'p' ? 4 : 2}, minmax(0, 1fr))`,
            gap: 8,
          }}
        >
          {(boxes.data?.list ?? []).map((box) => {
            const chosen = box.boxId === screen.chosenId;
            return (
              <button
                key={box.boxId}
                type="button"
                role="radio"
                aria-checked={chosen}
                onClick={() => screen.choose(box.boxId)}
                css={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: theme.space.xs,
                  padding: theme.space.sm,
                  borderRadius: theme.radius.md,
                  border: `2px solid ${chosen ? theme.color.primary : theme.color.border}`,
                  background: theme.color.surface,
                  color: theme.color.text,
                  fontFamily: theme.fontFamily,
                  fontSize: theme.fontSize.sm,
                  cursor: 'pointer',
                })}
              >
                <img
                  src={box.image}
                  alt=""
                  css={{ width: '80%', aspectRatio: '4 / 3', objectFit: 'contain' }}
                />
                <span>{box.name}</span>
                <strong>{intl.formatMessage(ammonBoxMessages.price, { ammo: box.price })}</strong>
              </button>
            );
          })}
        </div>
      </Section>
      {detail.data && (
        <>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {screen.signedIn ? (
              OPEN_COUNTS.map((count) => (
                <Button
                  key={count}
                  variant={count === 1 ? 'primary' : 'default'}
                  loading={screen.busy}
                  onClick={() => void screen.openBoxes(count)}
                >
                  {intl.formatMessage(ammonBoxMessages.open, { count, ammo: screen.costOf(count) })}
                </Button>
              ))
            ) : (
              <Button variant="primary" onClick={screen.signIn}>
                {intl.formatMessage(ammonBoxMessages.signIn)}
              </Button>
            )}
          </div>
          {screen.results.length > 0 && (
            <Section title={intl.formatMessage(ammonBoxMessages.results)}>
              <div role="list" css={goodsGridCss(layout)}>
                {screen.results.map((drop) => (
                  <div role="listitem" key={drop.bagItemId} css={{ minWidth: 0 }}>
                    <GoodsTile
                      goods={drop.goods}
                      note={intl.formatMessage(ammonBoxMessages.ticket, {
                        ticket: drop.ticket,
                        nonce: drop.nonce,
                      })}
                    />
                  </div>
                ))}
              </div>
            </Section>
          )}
          <Section title={intl.formatMessage(ammonBoxMessages.contents)}>
            <GoodsOddsGrid items={detail.data.items} layout={layout} />
          </Section>
        </>
      )}
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'ranges']} />
    </Page>
  );
});
