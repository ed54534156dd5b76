import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { mockStore } from '../testing/mockStore';
import { renderScreen } from '../testing/renderScreen';
import { ClosedPageNotice } from './ClosedPageNotice';

describe('ClosedPageNotice', () => {
  it('says on the home why the battle page was closed and what opens it, until closed', async () => {
    const store = mockStore({ token: 'tok' });
    store.ui.showClosedPage('/m/battle/list');
    renderScreen(<ClosedPageNotice />, { store, path: '/m/home' });
    const dialog = await screen.findByRole('dialog', {
      name: '对战需要开通对战资格，你的账户还没有开通。',
    });
    expect(dialog).toHaveTextContent('联系在线客服申请开通');
    expect(screen.getByRole('link', { name: /客服/ })).toHaveAttribute('href', '/m/service');
    await expectNoAxeViolations(dialog);
    await userEvent.click(screen.getByRole('button', { name: /关闭|close/i }));
    expect(store.ui.closedPage).toBeNull();
  });
});
