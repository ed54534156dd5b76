import { useStores } from '@skinbox/stores';
import { Icon } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';

/**
 * The signed-in player's picture (the default icon when empty). Replace with the kit's Avatar
 * (frames, sizes) when UI-B lands it.
 */
export const UserAvatar = observer(function UserAvatar({ size }: { size: number }) {
  const { user } = useStores();
  const box = {
    width: size,
    height: size,
    borderRadius: '50%',
    flex: 'none',
    objectFit: 'cover',
  } as const;
  return user.base.avater ? (
    <img src={user.base.avater} alt="" css={box} />
  ) : (
    <span
      css={(theme) => ({
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: theme.color.surfaceRaised,
        color: theme.color.textMuted,
      })}
    >
      <Icon name="user" size={size * 0.6} />
    </span>
  );
});
