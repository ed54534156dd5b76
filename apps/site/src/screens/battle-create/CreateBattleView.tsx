import { battle, moneyToCents } from '@skinbox/api';
import { Button, Field, LazyImage, NavBar, Price, Stepper, SubmitBar } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { Loading } from '@skinbox/ui';
import { Choices } from '../../shared/frame/Choices';
import { Notice } from '../../shared/frame/Notice';
import { Section } from '../../shared/frame/Page';
import { MODE_HINT, MODE_LABEL } from '../battle-common/labels';
import { battleMessages } from '../battle-common/messages';
import { createBattleMessages } from './messages';
import type { CreateBattleScreen } from './useCreateBattleScreen';
import { SCREENS } from '../../routing/manifest';

const SEAT_CHOICES = Array.from(
  { length: battle.BATTLE_MAX_SEATS - battle.BATTLE_MIN_SEATS + 1 },
  (_, i) => String(battle.BATTLE_MIN_SEATS + i),
);

/**
 * The create form as the player sees it (useCreateBattleScreen): the battle boxes with a kit
 * Stepper each, the rounds in order, seats, mode and password, and the cost of a seat with the
 * button that pays it. On a phone the page has no header or footer (SPEC section 2): its own bar
 * leads back, and the cost stays in a bar at the bottom.
 */
export function CreateBattleView(screen: CreateBattleScreen) {
  const intl = useIntl();
  const { layout } = screen;
  const title = intl.formatMessage(SCREENS.createbattle.title);
  const byId = new Map((screen.boxes ?? []).map((box) => [box.boxId, box]));
  const submitText = intl.formatMessage(createBattleMessages.submit, { cost: screen.cost });
  return (
    <div
      css={(theme) => ({
        color: theme.color.text,
        fontFamily: theme.fontFamily,
        fontSize: theme.fontSize.md,
        paddingBottom: layout === 'm' ? 72 : 0,
      })}
    >
      {layout === 'm' && (
        <NavBar title={title} leftArrow onClickLeft={screen.back} css={{ position: 'sticky' }} />
      )}
      <main
        css={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          gap: theme.space.lg,
          padding: layout === 'm' ? theme.space.md : theme.space.xl,
          maxWidth: 1200,
          margin: '0 auto',
        })}
      >
        {layout === 'p' && (
          <h1 css={(theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>{title}</h1>
        )}
        <p
          css={(theme) => ({
            margin: 0,
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
          })}
        >
          {intl.formatMessage(createBattleMessages.rules)}
        </p>

        <Section title={intl.formatMessage(createBattleMessages.boxes)}>
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
            })}
          >
            {intl.formatMessage(createBattleMessages.boxesHint)}
          </p>
          {screen.boxes === null ? (
            <Loading />
          ) : (
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 8,
                gridTemplateColumns:
                  layout === 'm'
                    ? 'repeat(2, minmax(0, 1fr))'
                    : 'repeat(auto-fill, minmax(180px, 1fr))',
              }}
            >
              {screen.boxes.map((box) => {
                const count = screen.countOf(box.boxId);
                return (
                  <li
                    key={box.boxId}
                    css={(theme) => ({
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 6,
                      padding: theme.space.sm,
                      borderRadius: theme.radius.lg,
                      background: theme.color.surface,
                      border: `1px solid ${count > 0 ? theme.color.primary : theme.color.border}`,
                    })}
                  >
                    <LazyImage
                      src={box.image}
                      alt={box.name}
                      width="100%"
                      height={84}
                      fit="contain"
                    />
                    <span
                      css={{
                        maxWidth: '100%',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {box.name}
                    </span>
                    <Price value={box.price} />
                    {count === 0 ? (
                      <Button
                        size="small"
                        onClick={() =>
                          screen.left > 0 ? screen.setCount(box.boxId, 1) : screen.overLimit()
                        }
                        aria-label={`${intl.formatMessage(createBattleMessages.add)} ${box.name}`}
                      >
                        {intl.formatMessage(createBattleMessages.add)}
                      </Button>
                    ) : (
                      <Stepper
                        value={count}
                        min={0}
                        max={count + screen.left}
                        integer
                        theme="round"
                        onChange={(value) => screen.setCount(box.boxId, Number(value ?? 0))}
                        onOverlimit={(action) => {
                          if (action === 'plus') screen.overLimit();
                        }}
                        aria-label={intl.formatMessage(createBattleMessages.countOf, {
                          name: box.name,
                        })}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </Section>

        <Section title={intl.formatMessage(createBattleMessages.rounds)}>
          <span aria-live="polite">
            {intl.formatMessage(createBattleMessages.chosen, {
              count: screen.rounds,
              max: battle.BATTLE_MAX_BOXES,
            })}
          </span>
          {screen.picks.length === 0 ? (
            <span css={(theme) => ({ color: theme.color.textMuted })}>
              {intl.formatMessage(createBattleMessages.noRounds)}
            </span>
          ) : (
            <ol
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'flex',
                gap: 6,
                flexWrap: 'wrap',
              }}
            >
              {screen.picks.flatMap((pick) =>
                Array.from({ length: pick.count }, (_, i) => {
                  const box = byId.get(pick.boxId);
                  return (
                    <li
                      key={`${pick.boxId}:${i}`}
                      title={box?.name}
                      css={(theme) => ({
                        width: 56,
                        height: 48,
                        borderRadius: theme.radius.md,
                        background: theme.color.surface,
                      })}
                    >
                      {box && (
                        <LazyImage
                          src={box.image}
                          alt={box.name}
                          width={56}
                          height={48}
                          fit="contain"
                        />
                      )}
                    </li>
                  );
                }),
              )}
            </ol>
          )}
        </Section>

        <div
          css={{
            display: 'grid',
            gap: 16,
            gridTemplateColumns: layout === 'm' ? 'minmax(0, 1fr)' : 'repeat(3, minmax(0, 1fr))',
          }}
        >
          <Section title={intl.formatMessage(createBattleMessages.seats)}>
            <Choices
              label={intl.formatMessage(createBattleMessages.seats)}
              choices={SEAT_CHOICES.map((value) => ({
                value,
                label: intl.formatMessage(battleMessages.seatCount, { count: Number(value) }),
              }))}
              value={String(screen.seats)}
              onChange={(value) => screen.setSeats(Number(value))}
            />
          </Section>
          <Section title={intl.formatMessage(createBattleMessages.mode)}>
            <Choices
              label={intl.formatMessage(createBattleMessages.mode)}
              choices={(['classic', 'clown'] as const).map((value) => ({
                value,
                label: intl.formatMessage(MODE_LABEL[value]),
              }))}
              value={screen.mode}
              onChange={screen.setMode}
            />
            <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
              {intl.formatMessage(MODE_HINT[screen.mode])}
            </span>
          </Section>
          <Section title={intl.formatMessage(createBattleMessages.password)}>
            <Field
              type="password"
              value={screen.password}
              onChange={screen.setPassword}
              maxlength={16}
              border={false}
              aria-label={intl.formatMessage(createBattleMessages.password)}
              aria-describedby="battle-password-hint"
              css={(theme) => ({ borderRadius: theme.radius.md })}
            />
            <span
              id="battle-password-hint"
              css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
            >
              {intl.formatMessage(createBattleMessages.passwordHint)}
            </span>
          </Section>
        </div>

        {screen.error && <Notice tone="error">{screen.error}</Notice>}

        {layout === 'p' && (
          <div
            css={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              gap: theme.space.lg,
              padding: theme.space.lg,
              borderRadius: theme.radius.lg,
              background: theme.color.surface,
            })}
          >
            {screen.signedIn && (
              <span css={(theme) => ({ color: theme.color.textMuted })}>
                {intl.formatMessage(createBattleMessages.balance)} <Price value={screen.balance} />
              </span>
            )}
            <span>
              {intl.formatMessage(createBattleMessages.perSeat)} <Price value={screen.cost} />
            </span>
            <Button variant="primary" size="large" loading={screen.busy} onClick={screen.submit}>
              {submitText}
            </Button>
          </div>
        )}
      </main>
      {layout === 'm' && (
        <SubmitBar
          price={Number(moneyToCents(screen.cost))}
          currency="coin"
          label={intl.formatMessage(createBattleMessages.perSeat)}
          buttonText={intl.formatMessage(battleMessages.create)}
          buttonType="primary"
          loading={screen.busy}
          onSubmit={screen.submit}
          aria-label={submitText}
        />
      )}
    </div>
  );
}
