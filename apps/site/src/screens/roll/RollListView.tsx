import type { RollTab } from '@skinbox/api';
import { Button, Skeleton, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { useOpenedOnce } from '../../shared/frame/useOpenedOnce';
import { rollMessages as m } from './messages';
import { RoomCard } from './RoomCard';
import type { RollListScreen } from './useRollListScreen';

/**
 * The height of a room card (prize pictures, conditions, countdown), held while the rooms load;
 * the roll list's stories measure the cards against it on both layouts.
 */
export const ROOM_CARD_SKELETON_PX = 250;

/** The streamer's new-room form, with its pickers and fields: loaded when first opened. */
const CreateRoomPopup = lazy(() =>
  import('./CreateRoomPopup').then((module) => ({ default: module.CreateRoomPopup })),
);

const TABS: readonly RollTab[] = ['ongoing', 'ended', 'joined'];

/**
 * The roll page from its state alone (useRollListScreen): the three lists as the kit's Tabs, the
 * rooms as cards (one column on a phone, three on desktop), and a streamer's create button.
 */
export const RollListView = observer(function RollListView(screen: RollListScreen) {
  const intl = useIntl();
  const { layout, tab } = screen;
  return (
    <Page
      layout={layout}
      title={intl.formatMessage(m.heading)}
      actions={
        screen.isAnchor && (
          <Button variant="primary" size="small" onClick={screen.create.show}>
            {intl.formatMessage(m.createRoom)}
          </Button>
        )
      }
    >
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.intro)}
      </p>
      <Tabs
        value={tab}
        onChange={(key) => screen.setTab(key as RollTab)}
        items={TABS.map((key) => ({
          key,
          title: intl.formatMessage(m[key]),
          content: (
            <div css={{ paddingTop: 12 }}>
              {key === 'joined' && !screen.signedIn ? (
                <SignInPrompt />
              ) : (
                screen.rooms.view({
                  rowKey: (room) => `${room.rollId}:${screen.loadedAt}`,
                  rowsCss: (theme) => ({
                    display: 'grid',
                    gap: theme.space.md,
                    gridTemplateColumns:
                      layout === 'm' ? '1fr' : 'repeat(auto-fill, minmax(300px, 1fr))',
                  }),
                  skeleton: <Skeleton height={ROOM_CARD_SKELETON_PX} />,
                  row: (room) => (
                    <RoomCard
                      room={room}
                      href={screen.hrefOf(room.rollId)}
                      layout={layout}
                      remainingMs={Math.max(0, Date.parse(room.drawAt) - screen.loadedAt)}
                      onCountdownEnd={screen.countdownEnded}
                    />
                  ),
                })
              )}
            </div>
          ),
        }))}
      />
      {screen.isAnchor && <CreateRoom screen={screen} />}
    </Page>
  );
});

/** The new-room popup once the streamer has first opened it. */
const CreateRoom = observer(function CreateRoom({ screen }: { screen: RollListScreen }) {
  if (!useOpenedOnce(screen.create.open)) return null;
  return (
    <Suspense fallback={null}>
      <CreateRoomPopup create={screen.create} layout={screen.layout} />
    </Suspense>
  );
});
