import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refused } from '../../testing/answering';
import { operatorAnswers } from '../../testing/operationsFixtures';
import { rowOf, signedInConsole } from '../../testing/signedInConsole';

const LOADED = { timeout: 5_000 };

describe('the operators screen', () => {
  it('creates an operator and shows the one-time setup link once', async () => {
    const { sent } = signedInConsole('/operators', { roles: ['owner'], answers: operatorAnswers });
    expect(await screen.findByText('cash.lin', {}, LOADED)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Account'), 'new.ops');
    await userEvent.type(screen.getByLabelText('Name'), 'New');
    const roles = screen.getByRole('group', { name: 'Roles' });
    await userEvent.click(within(roles).getByLabelText('Support'));
    await userEvent.click(screen.getByRole('button', { name: 'Create and make a setup link' }));
    expect(await screen.findByTestId('setup-link')).toHaveTextContent(
      `${window.location.origin}/admin/setup?token=Zq8vK2mN4pR6tY1wX3cB`,
    );
    expect(sent('/api/admin/operators/create')).toEqual([
      { account: 'new.ops', name: 'New', roles: ['support'] },
    ]);
  });

  it('refuses a new operator without a role by the contract, before asking the server', async () => {
    const { sent } = signedInConsole('/operators', { roles: ['owner'], answers: operatorAnswers });
    await userEvent.type(await screen.findByLabelText('Account', {}, LOADED), 'new.ops');
    await userEvent.type(screen.getByLabelText('Name'), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Create and make a setup link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/role/i);
    expect(sent('/api/admin/operators/create')).toEqual([]);
  });

  it('disables an operator behind a confirmation with a reason', async () => {
    const { sent } = signedInConsole('/operators', { roles: ['owner'], answers: operatorAnswers });
    const row = await rowOf('mod.wu');
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable operator mod.wu' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'left the team');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Done')).toBeVisible();
    expect(sent('/api/admin/operators/setDisabled')).toEqual([
      { operatorId: 3, disabled: true, reason: 'left the team' },
    ]);
  });

  it('keeps the roles dialog open with the server’s refusal', async () => {
    signedInConsole('/operators', {
      roles: ['owner'],
      answers: {
        ...operatorAnswers,
        '/api/admin/operators/setRoles': refused(409, 'The last owner keeps the owner role'),
      },
    });
    const row = await rowOf('boss');
    await userEvent.click(within(row).getByRole('button', { name: 'Change roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the roles of boss' });
    await userEvent.click(within(dialog).getByLabelText('Finance'));
    await userEvent.click(within(dialog).getByLabelText('Owner'));
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'handover');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The last owner keeps the owner role')).toBeVisible();
  });
});
