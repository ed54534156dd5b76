import type { RollDetail } from '@skinbox/api';
import { Avatar, Button, CountDown, Empty, Field, Icon, Loading, Price, Tag } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Notice } from '../../shared/frame/Notice';
import { Page, Section } from '../../shared/frame/Page';
import { goodsGridCss } from '../../shared/goods/GoodsGrid';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { rollMessages as m } from './messages';
import { RollDrawStage } from './RollDrawStage';
import type { RollDetailScreen } from './useRollDetailScreen';
import { nickNameIn } from '../../shared/nickname/nickName';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' as const };

/** A condition with, for a signed-in viewer, whether they meet it. */
function Condition({ met, children }: { met: boolean | null; children: ReactNode }) {
  return (
    <li css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      {met === null ? (
        <Icon name="info" size={14} />
      ) : (
        <Icon
          name={met ? 'success' : 'fail'}
          size={14}
          color={met ? 'var(--sb-color-success)' : 'var(--sb-color-danger)'}
        />
      )}
      <span>{children}</span>
    </li>
  );
}

function Conditions({ room }: { room: RollDetail }) {
  const intl = useIntl();
  const { conditions, me } = room;
  const lines: ReactNode[] = [];
  if (conditions.hasPassword)
    lines.push(
      <Condition key="password" met={null}>
        {intl.formatMessage(m.password)}
      </Condition>,
    );
  if (conditions.vipLevel !== null)
    lines.push(
      <Condition key="vip" met={me ? me.vipMet : null}>
        {intl.formatMessage(m.vipAtLeast, { level: conditions.vipLevel })}
        {me && ` · ${intl.formatMessage(m.myVip, { level: me.vipLevel })}`}
      </Condition>,
    );
  if (conditions.rechargeMin !== null && conditions.rechargeSince !== null)
    lines.push(
      <Condition key="recharge" met={me ? me.rechargeMet : null}>
        {intl.formatMessage(m.rechargeAtLeast, {
          amount: conditions.rechargeMin,
          since: intl.formatDate(conditions.rechargeSince, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          }),
        })}
        {me?.recharged && ` · ${intl.formatMessage(m.rechargedSoFar, { amount: me.recharged })}`}
      </Condition>,
    );
  return (
    <div>
      <h2 css={(theme) => ({ margin: '0 0 6px', fontSize: theme.fontSize.md })}>
        {intl.formatMessage(m.conditions)}
      </h2>
      {lines.length === 0 ? (
        <span css={(theme) => ({ color: theme.color.textMuted })}>
          {intl.formatMessage(m.noConditions)}
        </span>
      ) : (
        <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 4 }}>{lines}</ul>
      )}
    </div>
  );
}

/** Join, or where the viewer stands: joined and waiting, won, lost, or the room closed. */
function JoinArea(screen: RollDetailScreen & { room: RollDetail }) {
  const intl = useIntl();
  const { room } = screen;
  if (room.status === 'returned')
    return <Notice tone="error">{intl.formatMessage(m.emptyRoom)}</Notice>;
  if (room.status === 'drawn') {
    if (screen.liveDraw) return <span>{intl.formatMessage(m.drawing)}</span>;
    if (!room.joined) return <span>{intl.formatMessage(m.closed)}</span>;
    return screen.won.length > 0 ? (
      <Notice tone="success">{intl.formatMessage(m.youWon)}</Notice>
    ) : (
      <Notice tone="error">{intl.formatMessage(m.youLost)}</Notice>
    );
  }
  if (room.joined) return <Notice tone="success">{intl.formatMessage(m.joinedDone)}</Notice>;
  if (screen.drawing) return <span>{intl.formatMessage(m.closed)}</span>;
  return (
    <form
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 8 }}
      onSubmit={(event) => {
        event.preventDefault();
        void screen.join();
      }}
    >
      {room.conditions.hasPassword && screen.signedIn && (
        <div css={{ flex: '1 1 200px' }}>
          <Field
            label={intl.formatMessage(m.passwordLabel)}
            labelAlign="top"
            type="password"
            autoComplete="off"
            placeholder={intl.formatMessage(m.passwordPlaceholder)}
            value={screen.password}
            maxlength={16}
            onChange={screen.setPassword}
          />
        </div>
      )}
      <Button
        variant="primary"
        type="submit"
        size="large"
        loading={screen.joining}
        block={screen.layout === 'm'}
      >
        {intl.formatMessage(m.join)}
      </Button>
    </form>
  );
}

function Fairness({ screen, room }: { screen: RollDetailScreen; room: RollDetail }) {
  const intl = useIntl();
  const { seeds } = room;
  const nameOf = (userId: number) => {
    const entrant = room.participantList.find((p) => p.userId === userId);
    return entrant ? nickNameIn(intl, entrant.nickName) : String(userId);
  };
  const row = (label: string, value: string | null) => (
    <>
      <dt css={(theme) => ({ color: theme.color.textMuted })}>{label}</dt>
      <dd css={{ margin: 0, ...(value === null ? {} : mono) }}>
        {value ?? intl.formatMessage(m.hiddenUntilDraw)}
      </dd>
    </>
  );
  return (
    <Section title={intl.formatMessage(m.fairness)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.fairnessExplain)}
      </p>
      <FairnessFormulas formulas={['rollRoom']} />
      <dl css={{ margin: 0, display: 'grid', gap: 4 }}>
        {row(intl.formatMessage(m.serverSeedHash), seeds.serverSeedHash)}
        {row(intl.formatMessage(m.serverSeed), seeds.serverSeed)}
        {row(intl.formatMessage(m.publicSeed), seeds.publicSeed)}
        {seeds.participantIds.length > 0 &&
          row(intl.formatMessage(m.participantIds), seeds.participantIds.join(':'))}
      </dl>
      {seeds.draws.length > 0 && (
        <div css={{ overflowX: 'auto' }}>
          <table
            css={(theme) => ({
              borderCollapse: 'collapse',
              width: '100%',
              fontSize: theme.fontSize.sm,
              '& th, & td': {
                textAlign: 'left',
                padding: '4px 8px',
                borderBottom: `1px solid ${theme.color.border}`,
              },
            })}
          >
            <thead>
              <tr>
                <th>{intl.formatMessage(m.prize)}</th>
                <th>{intl.formatMessage(m.ticket)}</th>
                <th>{intl.formatMessage(m.position)}</th>
                <th>{intl.formatMessage(m.winner)}</th>
              </tr>
            </thead>
            <tbody>
              {seeds.draws.map((draw) => (
                <tr key={draw.prize}>
                  <td>#{draw.prize + 1}</td>
                  <td>{draw.ticket}</td>
                  <td>{draw.position + 1}</td>
                  <td>{nameOf(draw.userId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {seeds.serverSeed !== null && (
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
          <Button
            size="small"
            loading={screen.check === 'pending'}
            onClick={() => void screen.verify()}
          >
            {intl.formatMessage(m.verify)}
          </Button>
          {screen.check !== null && screen.check !== 'pending' && (
            <Notice
              tone={
                screen.check.hashMatches &&
                screen.check.publicSeedMatches &&
                screen.check.drawsMatch
                  ? 'success'
                  : 'error'
              }
            >
              {intl.formatMessage(
                screen.check.hashMatches &&
                  screen.check.publicSeedMatches &&
                  screen.check.drawsMatch
                  ? m.verified
                  : m.notVerified,
              )}
            </Notice>
          )}
        </div>
      )}
    </Section>
  );
}

/**
 * A roll room from its state alone (useRollDetailScreen): the room's head with its countdown and
 * conditions, the join, the prizes with their winners, the participants as they join, and the
 * verification of the draw.
 */
export const RollDetailView = observer(function RollDetailView(screen: RollDetailScreen) {
  const intl = useIntl();
  const { layout, room } = screen;
  const back = (
    <Link to={screen.listHref} css={(theme) => ({ color: theme.color.primary })}>
      {intl.formatMessage(m.back)}
    </Link>
  );
  if (screen.missing) {
    return (
      <Page layout={layout} title={intl.formatMessage(m.heading)} actions={back}>
        <Empty description={intl.formatMessage(m.notFound)} />
      </Page>
    );
  }
  if (!room) return <Loading />;
  const at = (iso: string) =>
    intl.formatDate(iso, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  const head = (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${room.kind === 'anchor' ? theme.color.primary : theme.color.border}`,
      })}
    >
      <div css={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <Tag type={room.kind === 'anchor' ? 'warning' : 'primary'} round>
          {intl.formatMessage(room.kind === 'anchor' ? m.anchor : m.official)}
        </Tag>
        {room.anchor && (
          <span css={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <Avatar
              avater={room.anchor.avater}
              avaterFrame={room.anchor.avaterFrame}
              isAnchor
              mobile={layout === 'm'}
              size="five"
            />
            {intl.formatMessage(m.hostedBy, { name: nickNameIn(intl, room.anchor.nickName) })}
          </span>
        )}
      </div>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 12,
        }}
      >
        <span css={(theme) => ({ fontSize: theme.fontSize.lg })}>
          {intl.formatMessage(m.prizePool)} <Price value={room.prizeValue} />
        </span>
        <span>{intl.formatMessage(m.count, { count: room.participants, cap: room.cap })}</span>
      </div>
      <div
        role="timer"
        css={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          fontSize: theme.fontSize.lg,
        })}
      >
        {room.status !== 'open' ? (
          intl.formatMessage(m.drawnAt, { at: at(room.drawnAt ?? room.drawAt) })
        ) : screen.drawing ? (
          intl.formatMessage(m.drawing)
        ) : (
          <>
            {intl.formatMessage(m.drawIn)}
            <CountDown
              time={screen.remainingMs}
              onFinish={screen.countdownEnded}
              css={(theme) => ({
                color: theme.color.primary,
                fontSize: 24,
                fontWeight: 700,
                lineHeight: '28px',
              })}
            />
            <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(m.drawsAt, { at: at(room.drawAt) })}
            </span>
          </>
        )}
      </div>
      <Conditions room={room} />
      <JoinArea {...screen} room={room} />
      {screen.notice && <Notice tone={screen.notice.tone}>{screen.notice.text}</Notice>}
    </div>
  );
  return (
    <Page layout={layout} title={room.name} actions={back}>
      {head}
      {screen.liveDraw && <RollDrawStage room={room} layout={layout} onDone={screen.drawShown} />}
      <Section title={`${intl.formatMessage(m.prizes)} · ${room.prizeCount}`}>
        <div css={goodsGridCss(layout)}>
          {room.prizes.map((prize) => (
            <GoodsTile
              key={prize.position}
              goods={prize.goods}
              note={
                prize.winner && !screen.liveDraw ? (
                  <span css={{ display: 'inline-flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
                    <Avatar avater={prize.winner.avater} size="item_pic" hideFrame />
                    <span
                      css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {nickNameIn(intl, prize.winner.nickName)}
                    </span>
                  </span>
                ) : (
                  intl.formatMessage(prize.returned ? m.returned : m.notDrawn)
                )
              }
              selected={!screen.liveDraw && prize.winner?.userId === screen.myUserId}
            />
          ))}
        </div>
      </Section>
      <Section title={`${intl.formatMessage(m.participants)} · ${room.participants}`}>
        {room.participantList.length === 0 ? (
          <span css={(theme) => ({ color: theme.color.textMuted })}>
            {intl.formatMessage(m.noParticipants)}
          </span>
        ) : (
          <ul
            aria-live="polite"
            css={{
              margin: 0,
              padding: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 8,
              gridTemplateColumns:
                layout === 'm'
                  ? 'repeat(4, minmax(0, 1fr))'
                  : 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {room.participantList.map((p) => (
              <li
                key={p.userId}
                css={(theme) => ({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: 4,
                  minWidth: 0,
                  fontSize: theme.fontSize.xs,
                  color: p.userId === screen.myUserId ? theme.color.primary : theme.color.text,
                })}
              >
                <Avatar
                  avater={p.avater}
                  avaterFrame={p.avaterFrame}
                  isAnchor={p.isAnchor}
                  mobile={layout === 'm'}
                  size="four"
                />
                <span
                  css={{
                    maxWidth: '100%',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {nickNameIn(intl, p.nickName)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Fairness screen={screen} room={room} />
    </Page>
  );
});
