import { useStores } from '@skinbox/stores';
import { Avatar, type AvatarSize } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { Layout } from './device';

/** The signed-in player's picture with their frame, at one of SPEC's avatar sizes. */
export const UserAvatar = observer(function UserAvatar({
  size,
  layout,
}: {
  size: AvatarSize;
  layout: Layout;
}) {
  const { user } = useStores();
  return (
    <Avatar
      avater={user.base.avater}
      avaterFrame={user.base.avaterFrame}
      mobile={layout === 'm'}
      size={size}
    />
  );
});
