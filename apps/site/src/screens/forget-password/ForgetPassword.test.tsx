import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { sliderChallenge } from '../../testing/accountFixtures';
import { ForgetPassword } from './ForgetPassword';

describe('ForgetPassword', () => {
  it('refuses a new password over 16 characters and a wrong phone format', async () => {
    const store = mockStore({ routes: { '/api/auth/getGraphicCode': () => sliderChallenge } });
    renderScreen(<ForgetPassword />, { store, path: '/m/forgetPW' });
    await userEvent.type(screen.getByLabelText('手机号'), '12345');
    await userEvent.type(screen.getByLabelText('新密码'), 'a'.repeat(17));
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码不能超过16位')).toBeInTheDocument();
    expect(screen.getByText('手机号格式错误')).toBeInTheDocument();
  });

  it('resets the password and says so', async () => {
    let reset: Record<string, unknown> = {};
    const store = mockStore({
      routes: {
        '/api/auth/getGraphicCode': () => sliderChallenge,
        '/api/auth/forgotPassword': (body) => {
          reset = body;
          return null;
        },
      },
    });
    renderScreen(<ForgetPassword />, { store, path: '/m/forgetPW' });
    await userEvent.type(screen.getByLabelText('手机号'), '13800001234');
    await userEvent.type(screen.getByLabelText('验证码'), '123456');
    await userEvent.type(screen.getByLabelText('新密码'), 'secret123');
    await userEvent.type(screen.getByLabelText('确认密码'), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请用新密码登录')).toBeInTheDocument();
    expect(reset).toMatchObject({ mobile: '13800001234', code: '123456', password: 'secret123' });
  });

  it('has no axe violations', async () => {
    const store = mockStore({ routes: { '/api/auth/getGraphicCode': () => sliderChallenge } });
    const { container } = renderScreen(<ForgetPassword />, {
      store,
      path: '/m/forgetPW',
    });
    await screen.findByRole('slider');
    await expectNoAxeViolations(container);
  });
});
