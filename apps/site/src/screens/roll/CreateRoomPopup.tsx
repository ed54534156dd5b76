import { Button, Empty, Field, Loading, Popup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { PickerField } from '../../shared/frame/PickerField';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { rollMessages as m } from './messages';
import {
  DRAW_IN_MINUTES,
  RECHARGE_SINCE_DAYS,
  type CreateRoom,
  type DrawIn,
  type RechargeSince,
} from './useCreateRoom';

const VIP_LEVELS = ['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** A streamer's new room: name, prizes from the bag, cap, draw time and the join conditions. */
export const CreateRoomPopup = observer(function CreateRoomPopup({
  create,
  layout,
}: {
  create: CreateRoom;
  layout: Layout;
}) {
  const intl = useIntl();
  const { form, set } = create;
  const title = intl.formatMessage(m.createTitle);
  const sinceLabel = { '0': m.since0, '7': m.since7, '30': m.since30 } as const;
  return (
    <Popup
      show={create.open}
      position={layout === 'm' ? 'bottom' : 'center'}
      round
      closeable
      onClose={create.close}
      aria-label={title}
      css={(theme) => ({
        width: layout === 'p' ? 720 : undefined,
        maxHeight: layout === 'm' ? '88vh' : '86vh',
        overflowY: 'auto',
        boxSizing: 'border-box',
        padding: theme.space.lg,
      })}
    >
      {create.open && (
        <form
          css={{ display: 'flex', flexDirection: 'column', gap: 12 }}
          onSubmit={(event) => {
            event.preventDefault();
            void create.submit();
          }}
        >
          <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>{title}</h2>
          <div
            css={{
              display: 'grid',
              gap: 8,
              gridTemplateColumns: layout === 'p' ? 'repeat(2, minmax(0, 1fr))' : '1fr',
            }}
          >
            <Field
              border={layout === 'm'}
              label={intl.formatMessage(m.roomName)}
              placeholder={intl.formatMessage(m.roomNamePlaceholder)}
              value={form.name}
              maxlength={30}
              onChange={(value) => set('name', value)}
            />
            <Field
              border={layout === 'm'}
              label={intl.formatMessage(m.cap)}
              type="digit"
              value={form.cap}
              maxlength={4}
              onChange={(value) => set('cap', value)}
            />
            <PickerField<DrawIn>
              layout={layout}
              label={intl.formatMessage(m.drawTime)}
              choices={DRAW_IN_MINUTES.map((minutes) => ({
                value: minutes,
                label: intl.formatMessage(m.drawInChoice, { minutes: Number(minutes) }),
              }))}
              value={form.drawIn}
              onChange={(value) => set('drawIn', value)}
            />
            <Field
              border={layout === 'm'}
              label={intl.formatMessage(m.passwordShort)}
              placeholder={intl.formatMessage(m.optional)}
              type="password"
              autoComplete="new-password"
              value={form.password}
              maxlength={16}
              onChange={(value) => set('password', value)}
            />
            <PickerField<string>
              layout={layout}
              label={intl.formatMessage(m.vipCondition)}
              choices={VIP_LEVELS.map((level) => ({
                value: level,
                label: level
                  ? intl.formatMessage(m.vipAtLeast, { level: Number(level) })
                  : intl.formatMessage(m.noVip),
              }))}
              value={form.vipLevel}
              onChange={(value) => set('vipLevel', value)}
            />
            <Field
              border={layout === 'm'}
              label={intl.formatMessage(m.rechargeCondition)}
              type="number"
              placeholder={intl.formatMessage(m.noVip)}
              value={form.rechargeMin}
              maxlength={9}
              onChange={(value) => set('rechargeMin', value)}
            />
            {form.rechargeMin.trim() !== '' && (
              <PickerField<RechargeSince>
                layout={layout}
                label={intl.formatMessage(m.rechargeSince)}
                choices={RECHARGE_SINCE_DAYS.map((days) => ({
                  value: days,
                  label: intl.formatMessage(sinceLabel[days]),
                }))}
                value={form.rechargeSince}
                onChange={(value) => set('rechargeSince', value)}
              />
            )}
          </div>
          <strong>{intl.formatMessage(m.choosePrizes)}</strong>
          {create.bag.loading && !create.bag.data ? (
            <Loading />
          ) : (create.bag.data?.list.length ?? 0) === 0 ? (
            <Empty description={intl.formatMessage(m.noBagItems)} />
          ) : (
            <div css={goodsGridCss(layout)}>
              {create.bag.data?.list.map((item) => (
                <GoodsTile
                  key={item.id}
                  goods={item.goods}
                  selected={create.chosen.has(item.id)}
                  onToggle={() => create.toggle(item.id)}
                />
              ))}
            </div>
          )}
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
            {intl.formatMessage(m.createNote)}
          </p>
          <div css={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button onClick={create.close}>{intl.formatMessage(m.cancel)}</Button>
            <Button variant="primary" type="submit" loading={create.busy}>
              {intl.formatMessage(m.submitCreate)}
            </Button>
          </div>
        </form>
      )}
    </Popup>
  );
});
