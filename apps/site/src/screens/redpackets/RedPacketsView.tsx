import { Button, Dialog, Field, Loading, Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { FairnessFormulas } from '../../shared/fairness/FairnessFormulas';
import { Page, Section } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { RollProof } from '../../shared/fairness/RollProof';
import { redPacketMessages as m } from './messages';
import { PacketCard } from './PacketCard';
import { SplitProof } from './SplitProof';
import type { RedPacketsScreen } from './useRedPacketsScreen';

/**
 * The red-packet centre as the player sees it (useRedPacketsScreen): the rules, the password
 * packet's code, a card per listed packet with its state for the period, the packets received
 * with their proofs, and what receiving one gave.
 */
export const RedPacketsView = observer(function RedPacketsView(screen: RedPacketsScreen) {
  const intl = useIntl();
  const { layout, listing, records } = screen;
  const data = listing.data;
  if (!data) return <Loading />;
  const sentAt = Date.parse(data.serverNow);
  return (
    <Page layout={layout} title={intl.formatMessage(m.heading)}>
      <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, lineHeight: 1.6 })}>
        {intl.formatMessage(m.rules)}
      </p>
      {!screen.signedIn && <SignInPrompt />}
      <form
        aria-label={intl.formatMessage(m.passwordTitle)}
        onSubmit={(event) => {
          event.preventDefault();
          void screen.submitPassword();
        }}
        css={(theme) => ({
          display: 'grid',
          gap: theme.space.sm,
          padding: theme.space.md,
          borderRadius: theme.radius.lg,
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
        })}
      >
        <strong>{intl.formatMessage(m.passwordTitle)}</strong>
        <span css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}>
          {intl.formatMessage(m.passwordHint)}
        </span>
        <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <div css={{ flex: 1, minWidth: 0 }}>
            <Field
              label={intl.formatMessage(m.passwordLabel)}
              value={screen.password}
              onChange={screen.setPassword}
              placeholder={intl.formatMessage(m.passwordPlaceholder)}
              maxlength={32}
              autoComplete="off"
              clearable
            />
          </div>
          <Button
            type="submit"
            variant="primary"
            loading={screen.busyWith === 'password'}
            disabled={screen.password.trim() === ''}
          >
            {intl.formatMessage(m.passwordSubmit)}
          </Button>
        </div>
      </form>
      <div
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: `repeat(${layout === 'p' ? 3 : 1}, minmax(0, 1fr))`,
        }}
      >
        {data.packets.map((packet) => (
          <PacketCard
            key={packet.id}
            packet={packet}
            signedIn={screen.signedIn}
            nextInMs={Math.max(0, Date.parse(packet.nextAt) - sentAt)}
            busy={screen.busyWith === packet.id}
            onReceive={() => void screen.receive(packet.id)}
            onNextPeriod={listing.reload}
          />
        ))}
      </div>
      {screen.signedIn && (
        <Section title={intl.formatMessage(m.history)}>
          {records.view({
            rowKey: (record) => record.id,
            rowsCss: (theme) => ({ display: 'grid', gap: theme.space.sm }),
            row: (record) => (
              <div
                css={(theme) => ({
                  display: 'grid',
                  gap: 6,
                  padding: theme.space.sm,
                  borderRadius: theme.radius.md,
                  background: theme.color.surface,
                })}
              >
                <div css={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                  <strong>
                    {intl.formatMessage(m.record, {
                      kind: record.kind,
                      period:
                        record.kind === 'password'
                          ? intl.formatDate(record.createdAt)
                          : record.periodKey,
                    })}
                  </strong>
                  <Price value={record.amount} />
                </div>
                {record.rollId !== null && <RollProof rollId={record.rollId} />}
                {record.kind === 'password' && <SplitProof packetId={record.packetId} />}
              </div>
            ),
          })}
        </Section>
      )}
      <Dialog
        show={screen.won !== null}
        title={intl.formatMessage(m.wonTitle)}
        confirmButtonText={intl.formatMessage(m.close)}
        onConfirm={screen.closeWon}
        onClose={screen.closeWon}
        message={
          screen.won && (
            <span css={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
              <strong
                data-testid="red-packet-won"
                css={{ fontSize: 30, color: '#e0452f', lineHeight: 1.2 }}
              >
                {intl.formatMessage(m.wonAmount, { amount: screen.won.amount })}
              </strong>
              {screen.won.place && <span>{intl.formatMessage(m.wonPlace, screen.won.place)}</span>}
            </span>
          )
        }
      />
      <FairnessFormulas formulas={['seedPair', 'roll', 'games', 'luckyPacket', 'passwordSplit']} />
    </Page>
  );
});
