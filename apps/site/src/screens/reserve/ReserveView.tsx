import type { ReserveEvent } from '@skinbox/api';
import { Button, CountDown, Empty, Loading, NavBar, Tag } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Notice } from '../../shared/frame/Notice';
import { reserveMessages as m } from './messages';
import type { ReserveScreen } from './useReserveScreen';
import { SCREENS } from '../../routing/manifest';
import { DAY_MS } from '@skinbox/rules';

function EventCard({ event, screen }: { event: ReserveEvent; screen: ReserveScreen }) {
  const intl = useIntl();
  const remaining = screen.remainingMs[event.id] ?? 0;
  const when = intl.formatDate(event.opensAt, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <li
      data-testid="reserve-event"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.sm,
        padding: theme.space.md,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${event.reserved ? theme.color.primary : theme.color.border}`,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Tag type={event.kind === 'box' ? 'warning' : 'primary'}>
          {intl.formatMessage(event.kind === 'box' ? m.kindBox : m.kindEvent)}
        </Tag>
        <h2 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg, flex: 1, minWidth: 0 })}>
          {event.name}
        </h2>
      </div>
      {event.details && (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, whiteSpace: 'pre-wrap' })}>
          {event.details}
        </p>
      )}
      <div
        css={(theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
          fontSize: theme.fontSize.sm,
          color: theme.color.textMuted,
        })}
      >
        <span>{intl.formatMessage(m.opensAt, { time: when })}</span>
        <span>{intl.formatMessage(m.reservations, { count: event.reservations })}</span>
      </div>
      {event.opened ? (
        <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Tag type="success">{intl.formatMessage(m.opened)}</Tag>
          <Link to={screen.hrefOf(event)} css={(theme) => ({ color: theme.color.primary })}>
            {intl.formatMessage(m.go)}
          </Link>
        </div>
      ) : (
        <div
          css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}
        >
          {remaining > 0 && remaining < DAY_MS ? (
            <span css={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              {intl.formatMessage(m.opensIn)}
              <CountDown
                time={remaining}
                format="HH:mm:ss"
                onFinish={screen.reload}
                css={{ fontSize: 'inherit', fontVariantNumeric: 'tabular-nums' }}
              />
            </span>
          ) : (
            <span />
          )}
          {event.reserved ? (
            <Button size="small" disabled>
              {intl.formatMessage(m.reserved)}
            </Button>
          ) : (
            <Button
              size="small"
              variant="primary"
              loading={screen.busyId === event.id}
              onClick={() => void screen.reserve(event)}
            >
              {intl.formatMessage(screen.signedIn ? m.reserve : m.signIn)}
            </Button>
          )}
        </div>
      )}
      {screen.doneId === event.id && event.reserved && (
        <Notice tone="success">{intl.formatMessage(m.done)}</Notice>
      )}
    </li>
  );
}

/** /m/reserve, without the site's header and footer: its own bar with a way back. */
export function ReserveView(screen: ReserveScreen) {
  const intl = useIntl();
  return (
    <main css={(theme) => ({ minHeight: '100dvh', color: theme.color.text })}>
      <NavBar
        title={
          <h1 css={{ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' }}>
            {intl.formatMessage(SCREENS.reserve.title)}
          </h1>
        }
        leftArrow
        onClickLeft={screen.back}
        css={{ position: 'sticky' }}
      />
      <div css={(theme) => ({ display: 'grid', gap: theme.space.md, padding: theme.space.md })}>
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          {intl.formatMessage(m.intro)}
        </p>
        {screen.events === null ? (
          <Loading />
        ) : screen.events.length === 0 ? (
          <Empty description={intl.formatMessage(m.empty)} />
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {screen.events.map((event) => (
              <EventCard key={event.id} event={event} screen={screen} />
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}
