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
 * A site without any drop yet says so in one line instead of an empty band (issue 30); the first
 * drop ever opens the strip, a shift a site sees once.
 */
const NO_DROPS_HEIGHT = 36;

/**
 * The live-drop strip across the top of every page (both layouts): the kit's DropTicker fed by
 * useLiveDrops, each drop in its rarity colour, a click opening its box in this layout. A site
 * without drops yet says so in a slim line.
 */
export const LiveDrops = observer(function LiveDrops() {
  const intl = useIntl();
  const drops = useLiveDrops();
  const links = useInternalLinks();
  const none = drops?.length === 0;
  return (
    <div
      ref={links}
      css={(theme) => ({
        position: 'relative',
        height: none ? NO_DROPS_HEIGHT : LIVE_DROPS_HEIGHT,
        borderBottom: `1px solid ${theme.color.border}`,
        background: theme.color.surface,
      })}
    >
      <DropTicker drops={drops ?? []} css={{ height: '100%', background: 'none' }} />
      {none && (
        <p
          css={(theme) => ({
            position: 'absolute',
            inset: 0,
            margin: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: `0 ${theme.space.md}`,
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
