import type { RollRoom } from '@skinbox/api';
import { Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { rollMessages as m } from './messages';

/** A room's join conditions as tags: password, VIP level, recharge since a date. */
export function ConditionTags({ conditions }: { conditions: RollRoom['conditions'] }) {
  const intl = useIntl();
  const tags = [
    conditions.hasPassword && intl.formatMessage(m.password),
    conditions.vipLevel !== null &&
      intl.formatMessage(m.vipAtLeast, { level: conditions.vipLevel }),
    conditions.rechargeMin !== null &&
      conditions.rechargeSince !== null &&
      intl.formatMessage(m.rechargeAtLeast, {
        amount: conditions.rechargeMin,
        since: intl.formatDate(conditions.rechargeSince, { month: '2-digit', day: '2-digit' }),
      }),
  ].filter((tag): tag is string => typeof tag === 'string');
  if (tags.length === 0) return null;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {tags.map((tag) => (
        <Tag key={tag} plain>
          {tag}
        </Tag>
      ))}
    </div>
  );
}
