import { useStores } from '@skinbox/stores';
import { Price } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Layout } from '../../layout/device';
import { Choices } from '../game/frame/Choices';
import { Page } from '../game/frame/Page';
import { Pager } from '../game/frame/Pager';
import { SignInPrompt } from '../game/frame/SignInPrompt';
import { useCall } from '../game/frame/useCall';
import { useGameApi } from '../game/gameApi';
import { goodsMessages } from '../game/goods/messages';
import { kindMessage, recordMessages } from './messages';

type Ledger = 'bill' | 'ammo' | 'goods';

const cell = { padding: '6px 8px', textAlign: 'left' as const };

/** The personal ledgers (SPEC: myRecord): coins, ammo and item moves, 10 a page. */
export const Record = observer(function Record({ layout }: { layout: Layout }) {
  const intl = useIntl();
  const root = useStores();
  const api = useGameApi();
  const signedIn = root.user.isLoggedIn;
  const [ledger, setLedger] = useState<Ledger>('bill');
  const [page, setPage] = useState(1);

  const money = useCall(
    () =>
      ledger === 'ammo' ? api.records.ammoDetails({ page }) : api.records.billDetails({ page }),
    `${ledger}:${page}`,
    signedIn && ledger !== 'goods',
  );
  const goods = useCall(
    () => api.records.goodsRecords({ page }),
    `goods:${page}`,
    signedIn && ledger === 'goods',
  );
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  const current = ledger === 'goods' ? goods.data : money.data;

  return (
    <Page layout={layout} title={intl.formatMessage(recordMessages.heading)}>
      {!signedIn ? (
        <SignInPrompt />
      ) : (
        <>
          <Choices
            label={intl.formatMessage(recordMessages.ledgers)}
            choices={(['bill', 'ammo', 'goods'] as const).map((value) => ({
              value,
              label: intl.formatMessage(recordMessages[value]),
            }))}
            value={ledger}
            onChange={(value) => {
              setLedger(value);
              setPage(1);
            }}
          />
          {current && current.list.length === 0 && <p>{intl.formatMessage(goodsMessages.empty)}</p>}
          {ledger !== 'goods' && money.data && money.data.list.length > 0 && (
            <table css={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th css={cell}>{intl.formatMessage(recordMessages.time)}</th>
                  <th css={cell}>{intl.formatMessage(recordMessages.kind)}</th>
                  <th css={cell}>{intl.formatMessage(recordMessages.amount)}</th>
                </tr>
              </thead>
              <tbody>
                {money.data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td css={cell}>{when(entry.createdAt)}</td>
                    <td css={cell}>{intl.formatMessage(kindMessage(entry.kind))}</td>
                    <td css={cell}>
                      <Price value={entry.amount} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {ledger === 'goods' && goods.data && goods.data.list.length > 0 && (
            <table css={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <th css={cell}>{intl.formatMessage(recordMessages.time)}</th>
                  <th css={cell}>{intl.formatMessage(recordMessages.item)}</th>
                  <th css={cell}>{intl.formatMessage(recordMessages.kind)}</th>
                  <th css={cell}>{intl.formatMessage(recordMessages.price)}</th>
                </tr>
              </thead>
              <tbody>
                {goods.data.list.map((entry) => (
                  <tr key={entry.id}>
                    <td css={cell}>{when(entry.createdAt)}</td>
                    <td css={cell}>{entry.goods.name}</td>
                    <td css={cell}>{intl.formatMessage(kindMessage(entry.kind))}</td>
                    <td css={cell}>
                      <Price value={entry.price} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={page} total={current?.total ?? 0} onPage={setPage} />
        </>
      )}
    </Page>
  );
});
