import { operators, session, type OperatorRole } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { FormActions, FormLayout, FormSection } from '@skinbox/ui/console';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { TextRow } from '../../shared/editor/TextRow';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { inputError } from '../../shared/inputError';
import { useConsole } from '../../stores/storeContext';
import { RoleChecks } from './RoleChecks';
import type { IssuedSetup } from './SetupLinkNotice';

/** A new operator account: it signs in only after its setup link was used. */
export function CreateOperator({ onCreated }: { onCreated(setup: IssuedSetup): void }) {
  const { api, locale } = useConsole();
  const t = useText();
  const [account, setAccount] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<OperatorRole[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const request = { account, name, roles };
    const problem = inputError(operators.create.request, request, locale.locale);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    const answer = await api.operators.create(request);
    setBusy(false);
    setError(answer.ok ? null : answer.msg);
    if (!answer.ok) return;
    // The account as the contract stored it (trimmed, lower case), for the link's caption.
    onCreated({ account: session.operatorAccount.parse(account), ...answer.data.setup });
    setAccount('');
    setName('');
    setRoles([]);
  };
  return (
    <FormLayout labelWidth={160}>
      <FormSection title={t('operators.create')} level={2}>
        <TextRow
          label={t('operators.account')}
          help={t('operators.accountHelp')}
          autoComplete="off"
          value={account}
          onChange={setAccount}
        />
        <TextRow label={t('operators.name')} value={name} onChange={setName} />
        <RoleChecks legend={t('operators.roles')} roles={roles} onChange={setRoles} />
        <ErrorLine error={error} />
        <FormActions>
          <Button variant="primary" loading={busy} onClick={() => void create()}>
            {t('operators.createSubmit')}
          </Button>
        </FormActions>
      </FormSection>
    </FormLayout>
  );
}
