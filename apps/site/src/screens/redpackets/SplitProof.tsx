import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { redPacketMessages as m } from './messages';
import { checkSplit, type SplitCheck, type SplitRecord } from './splitProof';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' as const };

/**
 * A password packet's split for one of its claimants (redPackets.proof): every share taken so
 * far, the seed's hash fixed when the packet was made, and once the seed is shown the split
 * recomputed in the browser.
 */
export function SplitProof({ packetId }: { packetId: number }) {
  const intl = useIntl();
  const { api } = useStores();
  const [record, setRecord] = useState<SplitRecord | null>(null);
  const [check, setCheck] = useState<SplitCheck | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify() {
    setBusy(true);
    const answer = await api.redPackets.proof({ packetId });
    if (answer.ok) {
      setRecord(answer.data);
      setCheck(await checkSplit(answer.data));
    }
    setBusy(false);
  }

  const good = check?.kind === 'checked' && check.hashMatches && check.sharesMatch;
  return (
    <div css={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
      <Button size="small" loading={busy} onClick={() => void verify()}>
        {intl.formatMessage(m.checkSplit)}
      </Button>
      {record && (
        <>
          <span css={(theme) => ({ fontSize: theme.fontSize.sm })}>
            {intl.formatMessage(m.splitTerms, {
              password: record.clientSeed,
              total: record.total,
              count: record.count,
            })}
          </span>
          <ol css={(theme) => ({ margin: 0, paddingLeft: 20, fontSize: theme.fontSize.sm })}>
            {record.shares.map((share) => (
              <li key={share.seq}>
                {intl.formatMessage(m.share, { seq: share.seq, amount: share.amount })}
                {share.mine && ` · ${intl.formatMessage(m.mine)}`}
              </li>
            ))}
          </ol>
          <span css={(theme) => ({ fontSize: theme.fontSize.xs, ...mono })}>
            {intl.formatMessage(m.serverSeedHash)}: {record.serverSeedHash}
          </span>
          {record.serverSeed && (
            <span css={(theme) => ({ fontSize: theme.fontSize.xs, ...mono })}>
              {intl.formatMessage(m.serverSeed)}: {record.serverSeed}
            </span>
          )}
        </>
      )}
      {check?.kind === 'sealed' && (
        <p role="status" css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          {intl.formatMessage(m.splitSealed)}
        </p>
      )}
      {check?.kind === 'checked' && (
        <p
          role="status"
          css={(theme) => ({ margin: 0, color: good ? theme.color.success : theme.color.danger })}
        >
          {intl.formatMessage(good ? m.splitMatches : m.splitDiffers)}
        </p>
      )}
    </div>
  );
}
