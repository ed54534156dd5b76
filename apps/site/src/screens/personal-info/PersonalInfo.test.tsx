import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import type { MockRoutes } from '../../testing/mockTransport';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes, userInfo } from '../../testing/accountFixtures';
import { PersonalInfo } from './PersonalInfo';

const LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCd_12x';
const realName = (retryAfter = 0) => ({
  isVerified: false,
  realName: '',
  idNumber: '',
  retryAfter,
  rewardAmount: '1.00',
});

async function renderInfo(routes: MockRoutes, info = userInfo()) {
  const store = mockStore({
    token: 'tok',
    routes: { ...playerRoutes(info), '/api/user/queryRealName': () => realName(), ...routes },
  });
  await store.user.loadInfo();
  return { store, ...renderScreen(<PersonalInfo />, { store, path: '/m/personalInfo' }) };
}

describe('PersonalInfo', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a trade link that is not a Steam trade offer link', async () => {
    let bound = false;
    await renderInfo({ '/api/user/bindSteam': () => (bound = true) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Steam交易链接' }), 'https://x.com');
    await userEvent.click(screen.getAllByRole('button', { name: '绑定' })[0] as HTMLElement);
    expect(await screen.findByText('交易链接格式错误')).toBeInTheDocument();
    expect(bound).toBe(false);
  });

  it('shows a bound trade link read-only: it cannot be changed', async () => {
    await renderInfo({}, userInfo({ ext: { ...userInfo().ext, steamUrl: LINK } }));
    expect(screen.getByTestId('trade-link')).toHaveTextContent(LINK);
    expect(screen.getByText('已绑定，不可修改')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Steam交易链接' })).toBeNull();
  });

  it('offers the invite code change only until it was used once', async () => {
    await renderInfo(
      {},
      userInfo({
        ext: { ...userInfo().ext, invitationCode: 'FRIEND88', isChangeInvitationCode: true },
      }),
    );
    expect(screen.getByTestId('invite-code')).toHaveTextContent('FRIEND88');
    expect(screen.getByText('已修改过，不可再次修改')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '邀请人邀请码' })).toBeNull();
  });

  it('asks to confirm the one-time invite code change before saving it', async () => {
    let saved: unknown = null;
    await renderInfo({
      '/api/user/changeInvitationCode': (body) => {
        saved = body;
        return null;
      },
    });
    await userEvent.type(screen.getByRole('textbox', { name: '邀请人邀请码' }), 'FRIEND88');
    const bind = screen.getAllByRole('button', { name: '绑定' })[1] as HTMLElement;
    await userEvent.click(bind);
    const dialog = await screen.findByRole('alertdialog', { name: '确认修改邀请码' });
    expect(dialog).toHaveTextContent('邀请码只能修改一次，确认改为 FRIEND88 吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(saved).toBeNull();

    await userEvent.click(bind);
    const again = await screen.findByRole('alertdialog', { name: '确认修改邀请码' });
    await userEvent.click(within(again).getByRole('button', { name: '确认' }));
    await expect.poll(() => saved).toEqual({ invitationCode: 'FRIEND88' });
  });

  it('allows the real-name retry again when the wait is over', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderInfo({ '/api/user/queryRealName': () => realName(2) });
    expect(await screen.findByText('请2秒后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交认证' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(screen.getByRole('button', { name: '提交认证' })).toBeEnabled();
    expect(screen.queryByText(/秒后再试/)).toBeNull();
  });

  it('counts down the one-minute wait after a refused real-name check', async () => {
    let attempts = 0;
    await renderInfo({
      '/api/user/queryRealName': () => realName(attempts > 0 ? 60 : 0),
      '/api/user/realName': () => {
        attempts += 1;
        return { status: 400, body: { code: 400, msg: '实名认证失败' }, refused: true };
      },
    });
    await userEvent.type(await screen.findByLabelText('真实姓名'), '张三');
    await userEvent.type(screen.getByLabelText('身份证号'), '110101199003074514');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('请60秒后再试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交认证' })).toBeDisabled();
  });

  it('refuses a malformed ID number before calling the server', async () => {
    await renderInfo({});
    await userEvent.type(await screen.findByLabelText('真实姓名'), '张三');
    await userEvent.type(screen.getByLabelText('身份证号'), '1234');
    await userEvent.click(screen.getByRole('button', { name: '提交认证' }));
    expect(await screen.findByText('身份证号格式错误')).toBeInTheDocument();
  });

  it('says when the new passwords differ', async () => {
    await renderInfo({});
    await userEvent.type(screen.getByLabelText('原密码'), 'oldpass1');
    await userEvent.type(screen.getByLabelText('新密码'), 'newpass1');
    await userEvent.type(screen.getByLabelText('确认密码'), 'newpass2');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = await renderInfo({});
    await screen.findByLabelText('真实姓名');
    await expectNoAxeViolations(container);
  });
});
