import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const [base, fixturesPath, lang = 'vi'] = process.argv.slice(2);
const finder = readFileSync('/tmp/w30/findOverflow.js', 'utf8');
const fixtures = JSON.parse(readFileSync(fixturesPath, 'utf8'));
const ARGS = ['--headless','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
const VIEW = { m: { width: 375, height: 812 }, p: { width: 1440, height: 900 } };
async function api(token, path, data = {}) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(data) });
  return (await r.json()).data;
}
async function page(layout, token, animation) {
  const context = await browser.newContext({ viewport: VIEW[layout], ...(layout === 'm' ? { isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript(([t, l, a]) => { if (!sessionStorage.getItem('s')) { if (t) localStorage.setItem('skinbox_token', t); localStorage.setItem('language', l); localStorage.setItem('animationSwitch', a); localStorage.setItem('soundSwitch', 'false'); sessionStorage.setItem('s', '1'); } }, [token, lang, animation ? 'true' : 'false']);
  return context.newPage();
}
const check = async (p, name) => { const found = await p.evaluate(`(${finder})()`); console.log(name, found.length ? found : 'ok'); await p.screenshot({ path: `/tmp/w30/shots/${lang}-${name}.png` }); };
const pm = fixtures.users['moments-mobile'];
const pd = fixtures.users['moments-desktop'];
const boxes = await api(null, '/api/box/list', { pageSize: 50 });
const box = boxes.list[0];
for (const [layout, who] of [['m', pm], ['p', pd]]) {
  let p = await page(layout, who.token, false);
  await p.goto(`${base}/${layout}/openbox?boxId=${box.boxId}`); await p.waitForTimeout(2500);
  await check(p, `open-idle-${layout}`);
  await p.locator('main button').filter({ has: p.locator('[class]') }).filter({ hasText: /\d+\.\d\d$/ }).last().click();
  await p.waitForTimeout(1500); await check(p, `open-reveal-${layout}`);
  await p.locator('[role="group"] button').nth(2).click();
  await p.waitForTimeout(2000); await check(p, `open-five-${layout}`);
  await p.context().close();
  p = await page(layout, null, true);
  await p.goto(`${base}/${layout}/openbox?boxId=${box.boxId}`); await p.waitForTimeout(2500);
  await check(p, `demo-idle-${layout}`);
  await p.locator('main button[aria-describedby]').first().click();
  await p.waitForTimeout(7500); await check(p, `demo-result-${layout}`);
  await p.context().close();
}
const battleBoxes = await api(null, '/api/box/list', { type: 2, pageSize: 50 });
const cheap = [...battleBoxes.list].sort((a, b) => Number(a.price) - Number(b.price))[0];
for (const seats of [2, 8]) {
  const room = await api(pm.token, '/api/battle/create', { boxes: [{ boxId: cheap.boxId, count: 1 }], seats, mode: 'classic' });
  await api(pm.token, '/api/battle/fillBots', { battleId: room.battleId });
  const p = await page('m', pm.token, true);
  await p.goto(`${base}/m/battleDetail?battleId=${room.battleId}`); await p.waitForTimeout(3000 + 1500);
  await check(p, `battle-rolling-${seats}-m`);
  await p.waitForTimeout(room.roundMs + 3000);
  await check(p, `battle-result-${seats}-m`);
  await p.context().close();
}
await browser.close();
