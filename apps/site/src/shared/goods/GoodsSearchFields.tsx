import { GOODS_NAME_SEARCH_MAX, type BagSort, type MallSort } from '@skinbox/api';
import { Field } from '@skinbox/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Layout } from '../../layout/device';
import { PickerButton } from '../frame/PickerField';
import { goodsSearchMessages, sortMessages } from './messages';
import type { GoodsSearch } from './useGoodsSearch';

/**
 * A goods listing's name search (a kit Field with a search icon and a clear button, named for
 * screen readers) and its order (PickerButton over `sorts`, the contract's list), for the one row
 * above the listing, beside its filter button.
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
    <>
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
          flex: '1 1 112px',
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
    </>
  );
}
