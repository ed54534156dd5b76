import { OPERATOR_ROLES, operatorRole, session } from '@skinbox/api/admin';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { OPS_OPERATOR } from '../../platform/operator';
import { createOperator, resetOperatorSetup } from '../../admin/operatorActions';
import { loadConfig } from '../../config';
import { operators } from '../../db/schema';
import { defineVerb } from '../verb';

const roles = z
  .string()
  .transform((list) => list.split(',').map((role) => role.trim()))
  .pipe(z.array(operatorRole).min(1));

/** The setup link on this server's address (behind a proxy, give the public address instead). */
function onThisServer(link: string) {
  const { HOST, PORT } = loadConfig();
  const host = HOST === '0.0.0.0' || HOST === '127.0.0.1' ? 'localhost' : HOST;
  return `http://${host}:${PORT}${link}`;
}

export const operatorCreateVerb = defineVerb({
  name: 'operator-create',
  summary: `create a back-office operator (the first owner too) and print a one-time setup link (${session.SETUP_LINK_HOURS} h) to set the password and enrol TOTP`,
  usage: `--account <name> [--name <shown name>] [--roles <${OPERATOR_ROLES.join('|')},…>] (default owner)`,
  flags: z
    .object({
      account: session.operatorAccount,
      name: z.string().trim().min(1).max(40).optional(),
      roles: roles.default(['owner']),
    })
    .strict(),
  async run({ db }, flags) {
    const created = await db
      .transaction((tx) =>
        createOperator(
          tx,
          { account: flags.account, name: flags.name ?? flags.account, roles: flags.roles },
          OPS_OPERATOR,
          new Date(),
        ),
      )
      .catch((error: unknown) => {
        if ((error as { key?: string }).key === 'errors.operatorExists') {
          throw new Error(`an operator ${flags.account} exists; use operator-reset for a new link`);
        }
        throw error;
      });
    return [
      `operator ${created.operatorId} (${flags.account}): ${flags.roles.join(', ')}`,
      `setup link, valid until ${created.setup.expiresAt} and usable once:`,
      onThisServer(created.setup.link),
    ];
  },
});

export const operatorResetVerb = defineVerb({
  name: 'operator-reset',
  summary: 'print a new one-time setup link for an operator (a lost password or authenticator)',
  usage: '--account <name>',
  flags: z.object({ account: session.operatorAccount }).strict(),
  async run({ db }, flags) {
    const [row] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.account, flags.account));
    if (!row) throw new Error(`there is no operator ${flags.account}`);
    const reset = await db.transaction((tx) =>
      resetOperatorSetup(tx, { operatorId: row.id }, OPS_OPERATOR, new Date()),
    );
    return [
      `setup link for ${flags.account}, valid until ${reset.setup.expiresAt} and usable once:`,
      onThisServer(reset.setup.link),
    ];
  },
});
