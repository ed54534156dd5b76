import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { sliderChallenge } from '../../testing/accountFixtures';
import { Register } from './Register';

const routes = { '/api/auth/getGraphicCode': () => sliderChallenge };

describe('Register', () => {
  it('says the two passwords differ alongside the other refusals', async () => {
    renderScreen(<Register />, { store: mockStore({ routes }), path: '/m/register' });
    await userEvent.type(screen.getByLabelText('密码'), 'secret123');
    await userEvent.type(screen.getByLabelText('确认密码'), 'secret124');
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByText('请阅读并勾选用户协议和隐私政策')).toBeInTheDocument();
    expect(screen.getByText('请确认您已年满18岁')).toBeInTheDocument();
    // The file's first render also builds the form's contract schemas: beyond 5 s on a busy machine.
  }, 15_000);

  it('ties each refused tick to its message and clears it once ticked and sent again', async () => {
    renderScreen(<Register />, { store: mockStore({ routes }), path: '/m/register' });
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    const adult = screen.getByRole('checkbox', { name: '我已年满18岁' });
    expect(adult).toHaveAttribute('aria-invalid', 'true');
    expect(adult).toHaveAccessibleDescription('请确认您已年满18岁');
    const agreement = screen.getByRole('checkbox', { name: /我已阅读并同意/ });
    expect(agreement).toHaveAccessibleDescription('请阅读并勾选用户协议和隐私政策');
    await userEvent.click(adult);
    expect(adult).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '注册' }));
    expect(adult).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请确认您已年满18岁')).not.toBeInTheDocument();
  });

  it('links the agreement tick to the user agreement and privacy pages without ticking it', async () => {
    renderScreen(<Register />, { store: mockStore({ routes }), path: '/p/register' });
    const terms = screen.getByRole('link', { name: '《用户协议》' });
    expect(terms).toHaveAttribute('href', '/p/me/help/regulations');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      '/p/me/help/privacy',
    );
    terms.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(terms);
    expect(screen.getByRole('checkbox', { name: /我已阅读并同意/ })).not.toBeChecked();
  });

  it('asks for the slider check before it sends a code', async () => {
    let sent = false;
    const store = mockStore({
      routes: { ...routes, '/api/auth/getVerifyCode': () => (sent = true) },
    });
    renderScreen(<Register />, { store, path: '/m/register' });
    await userEvent.type(await screen.findByLabelText('手机号'), '13800001234');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请先通过滑块验证')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it('sends the slider answer with the code request and counts down the resend delay', async () => {
    let payload: Record<string, unknown> = {};
    const store = mockStore({
      routes: {
        ...routes,
        '/api/auth/getVerifyCode': (body) => {
          payload = body;
          return { expiresIn: 300, resendIn: 60 };
        },
      },
    });
    renderScreen(<Register />, { store, path: '/m/register' });
    await userEvent.type(await screen.findByLabelText('手机号'), '13800001234');
    // The kit's slider moves by SLIDER_KEY_STEP (2 px) per arrow; Enter releases it.
    (await screen.findByRole('slider')).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    expect(payload).toMatchObject({
      captchaId: sliderChallenge.captchaId,
      sliderX: 4,
      mobile: '13800001234',
      purpose: 'register',
    });
  });

  it('prefills the invite code from the referral link', async () => {
    const store = mockStore({ routes });
    store.storage.setItem('luck_fcode', 'FRIEND88');
    renderScreen(<Register />, { store, path: '/m/register' });
    expect(screen.getByLabelText('邀请码（选填）')).toHaveValue('FRIEND88');
  });

  it('has no axe violations', async () => {
    const { container } = renderScreen(<Register />, {
      store: mockStore({ routes }),
      path: '/p/register',
    });
    await screen.findByRole('slider');
    await expectNoAxeViolations(container);
  });
});
