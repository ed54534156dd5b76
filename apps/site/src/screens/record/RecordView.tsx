import type { GoodsRecord, LedgerEntry } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Price, Skeleton, Tabs } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Page } from '../../shared/frame/Page';
import { usePaged } from '../../shared/frame/Paged';
import { SignInPrompt } from '../../shared/frame/SignInPrompt';
import { useGameApi } from '../../shared/gameApi';
import { kindMessage, recordMessages } from './messages';
import { useLayout } from '../../routing/layoutContext';

type Ledger = 'bill' | 'ammo' | 'goods';
type Entry = LedgerEntry | GoodsRecord;

const isGoods = (entry: Entry): entry is GoodsRecord => 'goods' in entry;

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
export const Record = observer(function Record() {
  const layout = useLayout();
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const [ledger, setLedger] = useState<Ledger>('bill');

  const paged = usePaged<{ list: Entry[]; total: number }>(
    layout,
    (page) =>
      ledger === 'goods'
        ? api.records.goodsRecords({ page })
        : ledger === 'ammo'
          ? api.records.ammoDetails({ page })
          : api.records.billDetails({ page }),
    ledger,
    signedIn,
  );
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const listing = paged.view({
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
          items={(['bill', 'ammo', 'goods'] as const).map((key) => ({
            key,
            title: intl.formatMessage(recordMessages[key]),
            content: <div css={{ paddingTop: 12 }}>{listing}</div>,
          }))}
        />
      )}
    </Page>
  );
});
