import { GOODS_NAME_SEARCH_MAX, type BagSort, type MallSort } from '@skinbox/api';
import { Field } from '@skinbox/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';
import { PickerButton } from '../frame/PickerField';
import { goodsSearchMessages, sortMessages } from './messages';
import type { GoodsSearch } from './useGoodsSearch';

/**
 * A goods listing's name search (a kit Field with a search icon and a clear button, named for
 * screen readers) and its order (PickerButton over `sorts`, the contract's list), side by side at
 * the start of the wrapping row above the listing. On a phone the pair takes the row's whole width
 * (the field gives way to the order's full label), so the filter button and the screen's actions
 * sit together in one row below it in every language instead of breaking off one by one; on
 * desktop all of them share one row.
 */
export function GoodsSearchFields<Sort extends BagSort | MallSort>({
  search,
  sorts,
  layout,
}: {
  search: GoodsSearch<Sort>;
  sorts: readonly Sort[];
  layout: Layout;
}) {
  const intl = useIntl();
  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        flex: layout === 'm' ? '1 1 100%' : '1 1 320px',
        minWidth: 0,
      }}
    >
      <Field
        value={search.name}
        onChange={search.setName}
        leftIcon="search"
        clearable
        clearTrigger="always"
        maxlength={GOODS_NAME_SEARCH_MAX}
        enterKeyHint="search"
        autoComplete="off"
        placeholder={intl.formatMessage(goodsSearchMessages.placeholder)}
        aria-label={intl.formatMessage(goodsSearchMessages.label)}
        border={false}
        css={(theme) => ({
          flex: '1 1 0',
          minWidth: 0,
          padding: `${theme.space.xs} ${theme.space.sm}`,
          borderRadius: theme.radius.md,
        })}
      />
      <PickerButton
        layout={layout}
        label={intl.formatMessage(goodsSearchMessages.sort)}
        choices={sorts.map((sort) => {
          const message: MessageDescriptor = sortMessages[sort];
          return { value: sort, label: intl.formatMessage(message) };
        })}
        value={search.sort}
        onChange={search.setSort}
      />
    </div>
  );
}
