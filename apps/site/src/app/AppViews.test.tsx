import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { playerRoutes, sliderChallenge, userInfo } from '../testing/accountFixtures';
import { expectNoAxeViolations } from '../testing/axe';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { BindPhoneView } from './BindPhoneView';
import { RegisterPacketView } from './RegisterPacketView';

describe('RegisterPacketView', () => {
  async function renderPacket() {
    let info = userInfo({ hasRegisterPacket: true });
    const store = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes(),
        '/api/user/getInfo': () => info,
        '/api/user/registerReward': () => {
          info = userInfo({ hasRegisterPacket: false });
          return { money: '8.88', skinsUrl: '', name: '', grade: '' };
        },
      },
    });
    await store.user.loadInfo();
    renderScreen(<RegisterPacketView />, { store, path: '/m/home' });
    return store;
  }

  it('shows a new packet closed and credits it when opened', async () => {
    const store = await renderPacket();
    const dialog = await screen.findByRole('dialog', { name: '新人红包' });
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole('button', { name: '拆红包' }));
    expect(await screen.findByText('恭喜获得 8.88 金币')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '收下' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.user.hasRegisterPacket).toBe(false);
  });
});

describe('BindPhoneView', () => {
  it('binds a phone with the SMS code and closes', async () => {
    let bound: Record<string, unknown> = {};
    const store = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes(userInfo({ base: { ...userInfo().base, mobile: '' } })),
        '/api/auth/getGraphicCode': () => sliderChallenge,
        '/api/auth/bindMobile': (body) => {
          bound = body;
          return null;
        },
      },
    });
    store.ui.openBindPhone();
    renderScreen(<BindPhoneView />, { store, path: '/m/home' });
    const dialog = await screen.findByRole('dialog', { name: '绑定手机号' });
    await userEvent.type(screen.getByLabelText('手机号'), '13800001234');
    await userEvent.type(screen.getByLabelText('验证码'), '654321');
    await userEvent.click(screen.getByRole('button', { name: '绑定' }));
    await expect.poll(() => bound).toEqual({ mobile: '13800001234', code: '654321' });
    expect(dialog).not.toBeInTheDocument();
    expect(store.ui.bindPhoneOpen).toBe(false);
  });

  it('refuses a malformed phone number', async () => {
    const store = mockStore({
      token: 'tok',
      routes: { '/api/auth/getGraphicCode': () => sliderChallenge },
    });
    store.ui.openBindPhone();
    renderScreen(<BindPhoneView />, { store, path: '/m/home' });
    await userEvent.type(await screen.findByLabelText('手机号'), '123');
    await userEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText('手机号格式错误')).toBeInTheDocument();
  });
});
