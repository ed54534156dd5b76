import { defineMessage, defineMessages } from 'react-intl';

/**
 * The button and sheet a listing's filters sit behind (FilterSheet.tsx), apart from the frame's
 * texts the first screen carries (messages.ts): only the listings that load later show them.
 */
export const filterSheetMessages = {
  open: defineMessage<{ count: number }>({
    id: 'filterSheet.open',
    defaultMessage: '{count, plural, =0 {筛选} other {筛选 ({count})}}',
  }),
  ...defineMessages({
    done: { id: 'filterSheet.done', defaultMessage: '完成' },
  }),
};
