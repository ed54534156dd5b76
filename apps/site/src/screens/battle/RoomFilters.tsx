import { useIntl } from 'react-intl';
import { Choices } from '../../shared/frame/Choices';
import { battleMessages } from '../battle-common/messages';
import { battleGroupMessages } from './messages';
import type { LobbyFilter } from './useBattleLobbyScreen';

/** SPEC section 3 "Battle filter": the room's maker (type), its mode (subType) and the order. */
export function RoomFilters({
  filter,
  onChange,
}: {
  filter: LobbyFilter;
  onChange(filter: LobbyFilter): void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const row = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' as const };
  const label = (text: string) => (
    <span css={(theme) => ({ color: theme.color.textMuted, minWidth: 40 })}>{text}</span>
  );
  return (
    <div
      role="search"
      aria-label={t(battleGroupMessages.filters)}
      css={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}
    >
      <div css={row}>
        {label(t(battleMessages.filterType))}
        <Choices
          label={t(battleMessages.filterType)}
          choices={[
            { value: '0', label: t(battleMessages.all) },
            { value: '1', label: t(battleMessages.kindOfficial) },
            { value: '2', label: t(battleMessages.kindAnchor) },
            { value: '3', label: t(battleMessages.kindPlayer) },
          ]}
          value={String(filter.type)}
          onChange={(value) => onChange({ ...filter, type: Number(value) as LobbyFilter['type'] })}
        />
      </div>
      <div css={row}>
        {label(t(battleMessages.filterMode))}
        <Choices
          label={t(battleMessages.filterMode)}
          choices={[
            { value: '0', label: t(battleMessages.all) },
            { value: '1', label: t(battleMessages.modeClassic) },
            { value: '2', label: t(battleMessages.modeClown) },
          ]}
          value={String(filter.subType)}
          onChange={(value) =>
            onChange({ ...filter, subType: Number(value) as LobbyFilter['subType'] })
          }
        />
      </div>
      <div css={row}>
        {label(t(battleMessages.filterSort))}
        <Choices
          label={t(battleMessages.filterSort)}
          choices={[
            { value: '1', label: t(battleMessages.sortNewest) },
            { value: '2', label: t(battleMessages.sortDearest) },
            { value: '3', label: t(battleMessages.sortCheapest) },
          ]}
          value={String(filter.roomSort)}
          onChange={(value) =>
            onChange({ ...filter, roomSort: Number(value) as LobbyFilter['roomSort'] })
          }
        />
      </div>
    </div>
  );
}
