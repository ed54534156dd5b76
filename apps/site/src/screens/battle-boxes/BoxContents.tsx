import type { BattleBox } from '@skinbox/api';
import { useIntl } from 'react-intl';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { battleBoxMessages } from './messages';
import { formatOdds } from '../../shared/goods/formatOdds';

/** A battle box's items, dearest first as the box lists them, each with its odds and tickets. */
export function BoxContents({ box, layout }: { box: BattleBox; layout: 'm' | 'p' }) {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage(battleBoxMessages.contents)}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 8,
        gridTemplateColumns:
          layout === 'm' ? 'repeat(2, minmax(0, 1fr))' : 'repeat(auto-fill, minmax(170px, 1fr))',
      }}
    >
      {box.items.map((item) => (
        <li key={item.goods.goodsId} css={{ minWidth: 0 }}>
          <GoodsTile
            goods={item.goods}
            note={
              <span css={{ display: 'flex', flexDirection: 'column' }}>
                <span>
                  {intl.formatMessage(battleBoxMessages.probability, {
                    percent: formatOdds(item.probability, intl.locale),
                  })}
                </span>
                <span>
                  {intl.formatMessage(battleBoxMessages.tickets, {
                    from: item.ticketFrom,
                    to: item.ticketTo,
                  })}
                </span>
              </span>
            }
          />
        </li>
      ))}
    </ul>
  );
}
