import { useStores } from '@skinbox/stores';
import { Button } from '@skinbox/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useHref } from '../../routing/layoutContext';
import { rollProofMessages as m } from './rollProofMessages';
import { checkRoll, type Proof, type RollRecord } from './rollProof';

const mono = { fontFamily: 'monospace', wordBreak: 'break-all' as const };

/**
 * A reward roll's proof: the ticket and the seeds the server stored (fairness.verify), and, once
 * the server seed is revealed, the ticket recomputed in the browser next to the stored one.
 * `landedOn` names what the ticket won, e.g. the item or prize whose range holds it.
 */
export function RollProof({ rollId, landedOn }: { rollId: number; landedOn?: string }) {
  const intl = useIntl();
  const { api } = useStores();
  const fairnessHref = useHref('fairness');
  const [record, setRecord] = useState<RollRecord | null>(null);
  const [proof, setProof] = useState<Proof | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify() {
    setBusy(true);
    const answer = await api.fairness.verify({ rollId });
    if (answer.ok) {
      setRecord(answer.data);
      setProof(await checkRoll(answer.data));
    }
    setBusy(false);
  }

  return (
    <div css={{ display: 'grid', gap: 6, justifyItems: 'start' }}>
      <Button size="small" loading={busy} onClick={() => void verify()}>
        {intl.formatMessage(m.verify, { rollId })}
      </Button>
      {record && (
        <dl
          css={(theme) => ({
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: '4px 12px',
            fontSize: theme.fontSize.sm,
          })}
        >
          <dt>{intl.formatMessage(m.game)}</dt>
          <dd css={{ margin: 0, ...mono }}>{record.game}</dd>
          <dt>{intl.formatMessage(m.ticket)}</dt>
          <dd css={{ margin: 0 }}>
            {record.ticket}
            {landedOn ? ` · ${landedOn}` : ''}
          </dd>
          <dt>{intl.formatMessage(m.serverSeedHash)}</dt>
          <dd css={{ margin: 0, ...mono }}>{record.serverSeedHash}</dd>
          <dt>{intl.formatMessage(m.clientSeed)}</dt>
          <dd css={{ margin: 0, ...mono }}>{record.clientSeed}</dd>
          <dt>{intl.formatMessage(m.nonce)}</dt>
          <dd css={{ margin: 0 }}>{record.nonce}</dd>
        </dl>
      )}
      {proof?.kind === 'sealed' && (
        <p role="status" css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          {intl.formatMessage(m.sealed)}{' '}
          <Link to={fairnessHref}>{intl.formatMessage(m.fairness)}</Link>
        </p>
      )}
      {proof?.kind === 'checked' && (
        <p
          role="status"
          css={(theme) => ({
            margin: 0,
            color:
              proof.hashMatches && proof.ticketMatches ? theme.color.success : theme.color.danger,
          })}
        >
          {intl.formatMessage(proof.hashMatches && proof.ticketMatches ? m.matches : m.differs, {
            ticket: proof.ticket,
          })}
        </p>
      )}
    </div>
  );
}
