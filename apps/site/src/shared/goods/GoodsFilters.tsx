import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { FilterSheet } from '../frame/FilterSheet';
import { Filters } from '../frame/Filters';
import { PickerField } from '../frame/PickerField';
import { RangeFields } from '../frame/RangeFields';
import { exteriorChoices, qualityChoices } from './choices';
import { goodsMessages } from './messages';
import type { GoodsFilters as Chosen } from './useGoodsFilters';

/**
 * A goods listing's filters behind the filter button (FilterSheet): quality and exterior pickers,
 * a listing's own pickers (`children`, e.g. the mall's category; `ownActive` counts those set)
 * and the price range, one under another.
 */
export function GoodsFilters({
  filters,
  label,
  layout,
  ownActive = 0,
  children,
}: {
  filters: Chosen;
  label: string;
  layout: Layout;
  ownActive?: number;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FilterSheet layout={layout} label={label} active={filters.active + ownActive}>
      <Filters label={label} layout={layout} columns={1}>
        <PickerField
          layout={layout}
          label={intl.formatMessage(goodsMessages.quality)}
          choices={qualityChoices(intl)}
          value={filters.quality}
          onChange={filters.setQuality}
        />
        <PickerField
          layout={layout}
          label={intl.formatMessage(goodsMessages.exterior)}
          choices={exteriorChoices(intl)}
          value={filters.exterior}
          onChange={filters.setExterior}
        />
        {children}
        <div css={{ gridColumn: '1 / -1' }}>
          <RangeFields
            minLabel={intl.formatMessage(goodsMessages.minPrice)}
            maxLabel={intl.formatMessage(goodsMessages.maxPrice)}
            min={filters.price.min}
            max={filters.price.max}
            onChange={filters.setPrice}
            rangeError="errors.priceRange"
          />
        </div>
      </Filters>
    </FilterSheet>
  );
}
