import { Price, Skeleton, Tabs } from '@skinbox/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '../../shared/frame/Page';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { kindMessage, recordMessages } from './messages';
import { isGoods, LEDGERS, type Ledger } from './rules';
import type { RecordScreen } from './useRecordScreen';

/** One line of a ledger: what and when on the left, the amount on the right. */
function Row({
  title,
  detail,
  amount,
}: {
  title: ReactNode;
  detail: ReactNode;
  amount: ReactNode;
}) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space.md,
        padding: `${theme.space.sm} ${theme.space.md}`,
        borderRadius: theme.radius.sm,
        background: theme.color.surface,
      })}
    >
      <span css={{ minWidth: 0, flex: 1 }}>
        <span css={{ display: 'block', overflowWrap: 'anywhere' }}>{title}</span>
        <span
          css={(theme) => ({
            display: 'block',
            color: theme.color.textMuted,
            fontSize: theme.fontSize.sm,
          })}
        >
          {detail}
        </span>
      </span>
      {amount}
    </div>
  );
}

/** A row that has not arrived: bars in the row's own fonts, so the row is as tall. */
const ROW_SKELETON = (
  <Row
    title={
      <Skeleton shape="text" width="45%">
        {'\u00a0'}
      </Skeleton>
    }
    detail={
      <Skeleton shape="text" width="30%">
        {'\u00a0'}
      </Skeleton>
    }
    amount={
      <Skeleton shape="text">
        <Price value="0.00" />
      </Skeleton>
    }
  />
);

/**
 * The personal ledgers (SPEC: myRecord): coins, ammo and item moves as the kit's Tabs, each a
 * listing of PAGE_SIZE pages (numbered on /p, endless with pull-to-refresh on /m).
 */
export function RecordView({ layout, signedIn, ledger, setLedger, listing }: RecordScreen) {
  const intl = useIntl();
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const rows = listing.view({
    rowKey: (entry) => entry.id,
    rowsCss: (theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs }),
    skeleton: ROW_SKELETON,
    row: (entry) =>
      isGoods(entry) ? (
        <Row
          title={entry.goods.name}
          detail={`${intl.formatMessage(kindMessage(entry.kind))} · ${when(entry.createdAt)}`}
          amount={<Price value={entry.price} />}
        />
      ) : (
        <Row
          title={intl.formatMessage(kindMessage(entry.kind))}
          detail={when(entry.createdAt)}
          amount={<Price value={entry.amount} />}
        />
      ),
  });

  return (
    <Page layout={layout} title={intl.formatMessage(recordMessages.heading)}>
      {!signedIn ? (
        <SignInPrompt />
      ) : (
        <Tabs
          value={ledger}
          onChange={(key) => setLedger(key as Ledger)}
          items={LEDGERS.map((key) => ({
            key,
            title: intl.formatMessage(recordMessages[key]),
            content: <div css={{ paddingTop: 12 }}>{rows}</div>,
          }))}
        />
      )}
    </Page>
  );
}
