import type { RollDetail } from '@skinbox/api';
import { Avatar } from '@skinbox/ui';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { GoodsTile } from '../../shared/goods/GoodsTile';
import { DRAW_WINNER_HOLD_MS, drawPath } from './drawPath';
import { rollMessages as m } from './messages';
import { nickNameIn } from '../../shared/nickname/nickName';

interface Step {
  /** Which of the room's draws runs (in prize order). */
  draw: number;
  /** The hop of its path the light stands on; the path's length once it holds the winner. */
  hop: number;
}

/** The step the draw stands on `at` ms from its start: the last one begun by then. */
function stepAt(steps: ReadonlyArray<{ at: number; step: Step }>, at: number): Step {
  let current: Step = { draw: 0, hop: 0 };
  for (const timed of steps) if (timed.at <= at) current = timed.step;
  return current;
}

/**
 * A roll room's draw as it happens (issue 30): for each prize in turn, a light runs over the
 * entrants' avatars, slowing, and stops on its winner, who stands lit with the prize before the
 * next draw; then `onDone`. Each winner is said in a live region as the light stops. With
 * `frame` it stands still where the draw is at that share of its time (stories, screenshots).
 */
export function RollDrawStage({
  room,
  layout,
  onDone,
  frame,
}: {
  room: RollDetail;
  layout: Layout;
  onDone(): void;
  /** A still frame at this share of the whole draw (0 to 1) instead of running; 1 is the end. */
  frame?: number;
}) {
  const intl = useIntl();
  const entrants = room.participantList;
  const draws = [...room.seeds.draws].sort((a, b) => a.prize - b.prize);
  // The room arrives again while the draw shows (its channel, a poll): the same draw goes on.
  const drawKey = `${draws.map((draw) => draw.userId).join()}|${entrants.map((e) => e.userId).join()}`;
  const schedule = useMemo(() => {
    const winners = draws.map((draw) =>
      Math.max(
        0,
        entrants.findIndex((entrant) => entrant.userId === draw.userId),
      ),
    );
    // Each draw's light starts where the last one stopped; every step is timed from the start.
    const paths = winners.map((winner, i) =>
      drawPath(entrants.length, i === 0 ? 0 : (winners[i - 1] ?? 0), winner),
    );
    const steps: Array<{ at: number; step: Step }> = [];
    let at = 0;
    paths.forEach((path, draw) => {
      path.forEach((hop, index) => {
        steps.push({ at, step: { draw, hop: index } });
        at += hop.ms;
      });
      steps.push({ at, step: { draw, hop: path.length } });
      at += DRAW_WINNER_HOLD_MS;
    });
    return { paths, steps, end: at };
    // drawKey names the draws and the entrants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drawKey]);
  const [running, setStep] = useState<Step>({ draw: 0, hop: 0 });
  const still = frame !== undefined;
  const step = still ? stepAt(schedule.steps, frame * schedule.end) : running;

  useEffect(() => {
    if (still) return;
    const timers = schedule.steps.map(({ at, step: next }) => setTimeout(() => setStep(next), at));
    timers.push(setTimeout(onDone, schedule.end));
    return () => timers.forEach(clearTimeout);
    // onDone is the screen's; the schedule is the draw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schedule, still]);

  const path = schedule.paths[step.draw] ?? [];
  const holding = step.hop >= path.length;
  const lit = holding ? path.at(-1)?.index : path[step.hop]?.index;
  const draw = draws[step.draw];
  const prize = room.prizes.find((p) => p.position === draw?.prize);
  const winner = entrants.find((entrant) => entrant.userId === draw?.userId);
  return (
    <section
      aria-labelledby="roll-draw-title"
      data-testid="roll-draw"
      css={(theme) => ({
        display: 'grid',
        gap: theme.space.md,
        padding: theme.space.lg,
        borderRadius: theme.radius.lg,
        background: theme.color.surface,
        border: `1px solid ${theme.color.primary}`,
      })}
    >
      <h2 id="roll-draw-title" css={(theme) => ({ margin: 0, fontSize: theme.fontSize.lg })}>
        {intl.formatMessage(m.drawLive, { prize: step.draw + 1, prizes: draws.length })}
      </h2>
      <div
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: layout === 'm' ? '96px minmax(0, 1fr)' : '160px minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        {prize && <GoodsTile goods={prize.goods} />}
        <ul
          css={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'grid',
            gap: 6,
            gridTemplateColumns: `repeat(auto-fill, minmax(${layout === 'm' ? 44 : 56}px, 1fr))`,
          }}
        >
          {entrants.map((entrant, index) => {
            const on = index === lit;
            return (
              <li
                key={entrant.userId}
                data-lit={on || undefined}
                data-winner={(on && holding) || undefined}
                title={nickNameIn(intl, entrant.nickName)}
                css={(theme) => ({
                  display: 'flex',
                  justifyContent: 'center',
                  padding: 2,
                  borderRadius: '50%',
                  boxShadow: on
                    ? `0 0 0 3px ${theme.color.primary}, 0 0 ${holding ? 18 : 8}px ${theme.color.primary}`
                    : 'none',
                  transform: on ? 'scale(1.12)' : 'none',
                  opacity: holding && !on ? 0.4 : 1,
                })}
              >
                <Avatar
                  avater={entrant.avater}
                  size="four"
                  hideFrame
                  alt={nickNameIn(intl, entrant.nickName)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <p aria-live="polite" css={{ margin: 0, minHeight: '1.5em', fontWeight: 700 }}>
        {holding && winner && prize
          ? intl.formatMessage(m.drawWinner, {
              name: nickNameIn(intl, winner.nickName),
              prize: prize.goods.name,
            })
          : ''}
      </p>
    </section>
  );
}
