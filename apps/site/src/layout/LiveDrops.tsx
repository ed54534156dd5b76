import { DropTicker } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useInternalLinks } from '../shared/frame/useInternalLinks';
import { chromeMessages } from './messages';
import { useLiveDrops } from './useLiveDrops';

/**
 * Height the ticker keeps from the first paint, so nothing below it moves when the drops arrive:
 * the kit's small tile (picture, name, player) and the strip's padding.
 */
export const LIVE_DROPS_HEIGHT = 96;

/**
 * The live-drop strip across the top of every page (both layouts): the kit's DropTicker fed by
 * useLiveDrops, each drop in its rarity colour, a click opening its box in this layout. A site
 * without drops yet says so in the strip.
 */
export const LiveDrops = observer(function LiveDrops() {
  const intl = useIntl();
  const drops = useLiveDrops();
  const links = useInternalLinks();
  return (
    <div
      ref={links}
      css={(theme) => ({
        position: 'relative',
        height: LIVE_DROPS_HEIGHT,
        borderBottom: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
      })}
    >
      <DropTicker
        drops={drops ?? []}

        css={{ height: '100%', background: 'none' }}
      />
      {drops?.length === 0 && (
        <p
          css={(theme) => ({
            position: 'absolute',
            inset: 0,
            margin: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: theme.space.md,
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
            textAlign: 'center',
          })}
        >
          {intl.formatMessage(chromeMessages.noDrops)}
        </p>
      )}
    </div>
  );
});
