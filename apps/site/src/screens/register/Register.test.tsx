import { userEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { Register } from './Register';

const challenge = {
  captchaId: 'c1',
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  width: 300,
  height: 150,
  pieceSize: 44,
  pieceY: 20,
};

describe('Register', () => {
  it('says the two passwords differ alongside the other refusals', async () => {
    const store = mockStore({ routes: { '/api/auth/getGraphicCode': () => challenge } });
    renderScreen(<Register layout="m" />, { store, path: '/m/register' });
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.type(screen.getByLabelText('确认密码'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });
});
