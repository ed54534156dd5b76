import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockStore } from '../../testing/mockStore';
import { renderScreen } from '../../testing/renderScreen';
import { expectNoAxeViolations } from '../../testing/axe';
import { playerRoutes, userInfo } from '../../testing/accountFixtures';
import { PersonalEdit } from './PersonalEdit';

async function renderEdit(update: (body: Record<string, unknown>) => unknown = () => null) {
  const store = mockStore({
    token: 'tok',
    routes: { ...playerRoutes(), '/api/user/update': update },
  });
  await store.user.loadInfo();
  return renderScreen(<PersonalEdit />, { store, path: '/m/personalEdit' });
}

describe('PersonalEdit', () => {
  it('refuses a nickname under 3 or over 10 characters', async () => {
    let saved = false;
    await renderEdit(() => (saved = true));
    const field = await screen.findByLabelText('昵称');
    await userEvent.clear(field);
    await userEvent.type(field, 'ab');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称长度需为3到10个字符')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'a'.repeat(11));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('昵称长度需为3到10个字符')).toBeInTheDocument();
    expect(saved).toBe(false);
  });

  it('saves nickname and sex', async () => {
    let body: Record<string, unknown> = {};
    await renderEdit((payload) => {
      body = payload;
      return null;
    });
    const field = await screen.findByLabelText('昵称');
    await userEvent.clear(field);
    await userEvent.type(field, '新的昵称');
    const sex = screen.getByRole('radiogroup', { name: '性别' });
    expect(within(sex).getByRole('radio', { name: '保密' })).toBeChecked();
    await userEvent.click(within(sex).getByRole('radio', { name: '女' }));
    expect(within(sex).getByRole('radio', { name: '女' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('资料已保存')).toBeInTheDocument();
    expect(body).toEqual({ nickName: '新的昵称', sex: 2 });
  });

  it("starts a default name in the player's language and keeps it the neutral default", async () => {
    let body: Record<string, unknown> = {};
    const store = mockStore({
      token: 'tok',
      routes: {
        ...playerRoutes({ ...userInfo(), base: { ...userInfo().base, nickName: 'Player0001' } }),
        '/api/user/update': (payload: Record<string, unknown>) => {
          body = payload;
          return null;
        },
      },
    });
    await store.user.loadInfo();
    renderScreen(<PersonalEdit />, { store, path: '/m/personalEdit' });
    expect(await screen.findByLabelText('昵称')).toHaveValue('玩家0001');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('资料已保存')).toBeInTheDocument();
    expect(body).toEqual({ nickName: 'Player0001', sex: 0 });
  });

  it('has no axe violations', async () => {
    const { container } = await renderEdit();
    await screen.findByLabelText('昵称');
    await expectNoAxeViolations(container);
  });
});
