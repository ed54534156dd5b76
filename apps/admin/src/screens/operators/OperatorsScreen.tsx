import { operators, type OperatorRole, type OperatorRow } from '@skinbox/api/admin';
import { Button } from '@skinbox/ui';
import { DataTable, type DataTableColumn } from '@skinbox/ui/console';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useText } from '../../i18n/useText';
import { ErrorLine } from '../../shared/feedback/ErrorLine';
import { NoticeLine } from '../../shared/feedback/NoticeLine';
import { pageStyle } from '../../shared/formStyles';
import { inputError } from '../../shared/inputError';
import { ReasonDialog } from '../../shared/reasonDialog/ReasonDialog';
import { dateTimeColumn } from '../../shared/tableColumns/dateTimeColumn';
import { useLoad } from '../../shared/useLoad';
import { useConsole } from '../../stores/storeContext';
import { CreateOperator } from './CreateOperator';
import { RoleChecks } from './RoleChecks';
import { SetupLinkNotice, type IssuedSetup } from './SetupLinkNotice';

type Pending = { action: 'roles' | 'disable' | 'enable' | 'reset'; row: OperatorRow };

/**
 * The owner's page for the operator accounts: who exists with which roles, a new account (its
 * setup link shown once), roles changed, an account disabled or enabled, its setup started anew.
 * Every change goes through a confirmation with a reason, written to the audit log.
 */
const OperatorsScreen = observer(function OperatorsScreen() {
  const { api, locale } = useConsole();
  const t = useText();
  const [round, setRound] = useState(0);
  const [pending, setPending] = useState<Pending | null>(null);
  const [draftRoles, setDraftRoles] = useState<OperatorRole[]>([]);
  const [setup, setSetup] = useState<IssuedSetup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = useLoad(() => api.operators.list(), String(round));
  const reload = () => setRound((value) => value + 1);

  const ask = (action: Pending['action'], row: OperatorRow) => {
    setDraftRoles(row.roles);
    setPending({ action, row });
  };
  /** Runs the confirmed change; a refusal rejects, so the dialog stays open and shows it. */
  const confirm = async (reason: string) => {
    if (!pending) return;
    const operatorId = pending.row.id;
    setSetup(null);
    setNotice(null);
    if (pending.action === 'roles') {
      const request = { operatorId, roles: draftRoles, reason };
      const problem = inputError(operators.setRoles.request, request, locale.locale);
      if (problem !== null) throw new Error(problem);
      const answer = await api.operators.setRoles(request);
      if (!answer.ok) throw new Error(answer.msg);
    } else if (pending.action === 'reset') {
      const answer = await api.operators.resetSetup({ operatorId, reason });
      if (!answer.ok) throw new Error(answer.msg);
      setSetup({ account: pending.row.account, ...answer.data.setup });
    } else {
      const disabled = pending.action === 'disable';
      const answer = await api.operators.setDisabled({ operatorId, disabled, reason });
      if (!answer.ok) throw new Error(answer.msg);
    }
    if (pending.action !== 'reset') setNotice(t('common.done'));
    reload();
  };

  const columns: DataTableColumn<OperatorRow>[] = [
    { id: 'id', header: t('operators.col.id'), value: (row) => row.id },
    { id: 'account', header: t('operators.col.account'), value: (row) => row.account },
    { id: 'name', header: t('operators.col.name'), value: (row) => row.name },
    {
      id: 'roles',
      header: t('operators.col.roles'),
      value: (row) => row.roles.map((role) => t(`role.${role}`)).join('、'),
    },
    {
      id: 'state',
      header: t('operators.col.state'),
      value: (row) =>
        row.disabledAt
          ? t('operators.disabled')
          : row.enrolled
            ? t('operators.active')
            : t('operators.notEnrolled'),
    },
    dateTimeColumn('seen', t('operators.col.seen'), (row) => row.lastSeenAt, locale.locale),
    {
      id: 'actions',
      header: t('operators.col.actions'),
      hideable: false,
      cell: (row) => (
        <span css={{ display: 'inline-flex', gap: 6 }}>
          <Button size="small" onClick={() => ask('roles', row)}>
            {t('operators.setRoles')}
          </Button>
          <Button size="small" onClick={() => ask('reset', row)}>
            {t('operators.resetSetup')}
          </Button>
          {row.disabledAt ? (
            <Button size="small" onClick={() => ask('enable', row)}>
              {t('operators.enable')}
            </Button>
          ) : (
            <Button size="small" variant="danger" onClick={() => ask('disable', row)}>
              {t('operators.disable')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  const who = { account: pending?.row.account ?? '' };
  const message = !pending ? undefined : pending.action === 'roles' ? (
    <RoleChecks legend={t('operators.roles')} roles={draftRoles} onChange={setDraftRoles} />
  ) : (
    t(`operators.message.${pending.action}`)
  );
  return (
    <div css={pageStyle}>
      <h1>{t('nav.operators')}</h1>
      <ErrorLine error={rows.error} />
      {setup && <SetupLinkNotice setup={setup} />}
      <NoticeLine notice={notice} />
      <DataTable
        label={t('nav.operators')}
        columns={columns}
        rows={rows.data ?? []}
        rowKey={(row) => String(row.id)}
        loading={rows.loading && !rows.data}
      />
      <CreateOperator
        onCreated={(issued) => {
          setNotice(null);
          setSetup(issued);
          reload();
        }}
      />
      <ReasonDialog
        show={pending !== null}
        title={pending ? t(`operators.confirm.${pending.action}`, who) : ''}
        message={message}
        danger={pending?.action === 'disable'}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </div>
  );
});

export default OperatorsScreen;
