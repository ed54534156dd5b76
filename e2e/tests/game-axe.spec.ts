import { expect, test } from '@playwright/test';
import { closeRegisterPacketWhenShown, gamePlayer } from '../support/game-player';
import { layoutOf, signInWithToken } from '../support/session';
import { expectNoSeriousAxeViolations } from './axe';

/** Every game screen, signed in, with what it shows once loaded. */
const SCREENS = (layout: 'm' | 'p') => [
  { path: `/${layout}/home`, ready: '入门箱' },
  { path: `/${layout}/openbox?boxId=1`, ready: '箱内物品' },
  { path: layout === 'm' ? '/m/bag' : '/p/me/bag', ready: '我的背包' },
  { path: layout === 'm' ? '/m/record' : '/p/me/record', ready: '个人明细' },
  { path: `/${layout}/recharge`, ready: '卡密充值' },
  { path: `/${layout}/mall`, ready: '积分商城' },
  { path: `/${layout}/fairness`, ready: '我的种子' },
  { path: layout === 'm' ? '/m/help/regulations' : '/p/me/help/regulations', ready: '帮助中心' },
];

test('the game screens have no serious or critical axe violations', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const layout = layoutOf(testInfo);
  await signInWithToken(context, gamePlayer(testInfo).token);
  await closeRegisterPacketWhenShown(page);
  for (const screen of SCREENS(layout)) {
    await page.goto(screen.path);
    await expect(page.getByRole('main').getByText(screen.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await test.step(screen.path, () => expectNoSeriousAxeViolations(page));
  }
});
