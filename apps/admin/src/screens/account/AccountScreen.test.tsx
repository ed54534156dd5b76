import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../testing/answering';
import { signedInConsole } from '../../testing/signedInConsole';

const LOADED = { timeout: 5_000 };

async function fill(repeat = 'a new long password') {
  await userEvent.type(
    await screen.findByLabelText('Current password', {}, LOADED),
    'the old password',
  );
  await userEvent.type(
    screen.getByLabelText('New password (12 characters or more)'),
    'a new long password',
  );
  await userEvent.type(screen.getByLabelText('New password again'), repeat);
  await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('my account', () => {
  it('is open to every role and says who is signed in', async () => {
    signedInConsole('/account', { roles: ['moderator'], answers: {} });
    expect(await screen.findByTestId('account-who', {}, LOADED)).toHaveTextContent(
      'Story (story.operator)',
    );
    expect(screen.getByText('Moderator')).toBeVisible();
  });

  it('changes the password with a code from the authenticator', async () => {
    const { sent } = signedInConsole('/account', {
      roles: ['content'],
      answers: { '/api/admin/session/changePassword': ok(null) },
    });
    await fill();
    expect(
      await screen.findByText('Your password is changed; sign in with the new one next time'),
    ).toBeVisible();
    expect(sent('/api/admin/session/changePassword')).toEqual([
      { password: 'the old password', newPassword: 'a new long password', code: '123456' },
    ]);
  });

  it('sends nothing when the new password is typed differently twice', async () => {
    const { sent } = signedInConsole('/account', { roles: ['content'], answers: {} });
    await fill('a new long passwort');
    expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords differ');
    expect(sent('/api/admin/session/changePassword')).toEqual([]);
  });

  it('shows the server’s refusal', async () => {
    signedInConsole('/account', {
      roles: ['content'],
      answers: {
        '/api/admin/session/changePassword': refused(400, 'The password or code is wrong'),
      },
    });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('The password or code is wrong');
  });
});
