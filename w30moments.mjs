// Screenshots of the game moments against a running server: node moments.mjs <base> <outDir> <tag> <fixtures.json>
import { chromium } from 'playwright';
import { readFileSync, mkdirSync } from 'node:fs';
const [base, out, tag, fixturesPath, only] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const fixtures = JSON.parse(readFileSync(fixturesPath, 'utf8'));
const ARGS = ['--headless','--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
const VIEW = { m: { width: 375, height: 812 }, p: { width: 1440, height: 900 } };
async function api(token, path, data = {}) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(data) });
  const body = await r.json();
  if (body.code !== 0) console.log('refused', path, body.msg);
  return body.data;
}
function user(name) { return fixtures.users[name]; }
async function fund(player, card) {
  await api(player.token, '/api/user/bindSteam', { steamUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=abcdEFGH' });
  await api(player.token, '/api/user/registerReward');
  if (card) await api(player.token, '/api/recharge/card', { cardNo: card.cardNumber, cardPassword: card.password });
}
async function page(layout, lang, token, { animation = true } = {}) {
  const context = await browser.newContext({ viewport: VIEW[layout], deviceScaleFactor: 1, ...(layout === 'm' ? { isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript(([t, l, a]) => {
    if (!sessionStorage.getItem('shot')) {
      if (t) localStorage.setItem('skinbox_token', t);
      localStorage.setItem('language', l);
      localStorage.setItem('animationSwitch', a ? 'true' : 'false');
      localStorage.setItem('soundSwitch', 'false');
      sessionStorage.setItem('shot', '1');
    }
  }, [token, lang, animation]);
  const p = await context.newPage();
  return p;
}
const shot = async (p, name) => { await p.screenshot({ path: `${out}/${tag}-${name}.png` }); console.log('shot', name); };
const want = (n) => !only || only.split(',').includes(n);
const boxes = await api(null, '/api/box/list', { pageSize: 50 });
const box = boxes.list.find((b) => b.price === '10.00') ?? boxes.list[0];

if (want('home')) for (const layout of ['m', 'p']) for (const lang of ['zh', 'en']) {
  const p = await page(layout, lang, null);
  await p.goto(`${base}/${layout}/home`); await p.waitForTimeout(3000);
  await p.evaluate(() => document.querySelector('#boxes')?.scrollIntoView());
  await p.waitForTimeout(1500);
  await shot(p, `home-${layout}-${lang}`); await p.context().close();
}

const pm = user('moments-mobile') ?? user('game-player-mobile');
const pd = user('moments-desktop') ?? user('game-player-desktop');
const cardsFile = fixtures.ops && Object.keys(fixtures.ops).find((k) => k.includes('moments-cards') || k.includes('game-cards'));
if (want('open')) {
  const cards = JSON.parse(readFileSync(fixturesPath.replace('e2e-fixtures.json', cardsFile.includes('moments') ? 'moments-cards.json' : 'game-cards.json'), 'utf8'));
  await fund(pm, cards[0]); await fund(pd, cards[1]);
  for (const [layout, lang, who] of [['p', 'zh', pd], ['m', 'en', pm], ['m', 'zh', pm], ['p', 'en', pd]]) {
    const p = await page(layout, lang, who.token);
    await p.goto(`${base}/${layout}/openbox?boxId=${box.boxId}`); await p.waitForTimeout(3000);
    await shot(p, `open-idle-${layout}-${lang}`);
    await p.getByRole('button', { name: /^(开启|Open) (?!the)/ }).click();
    await p.waitForTimeout(2200); await shot(p, `open-spin-${layout}-${lang}`);
    await p.waitForTimeout(3100); await shot(p, `open-hold-${layout}-${lang}`);
    await p.waitForTimeout(1800); await shot(p, `open-reveal-${layout}-${lang}`);
    await p.context().close();
  }
  for (const [layout, lang, who] of [['p', 'zh', pd], ['m', 'en', pm]]) {
    const p = await page(layout, lang, who.token, { animation: false });
    await p.goto(`${base}/${layout}/openbox?boxId=${boxes.list[0].boxId}`); await p.waitForTimeout(3000);
    await p.getByRole('button', { name: /^(5 个|5×)$/ }).click();
    await p.getByRole('button', { name: /^(开启|Open) (?!the)/ }).click();
    await p.waitForTimeout(2500);
    await p.getByTestId('opening-finish').scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => {});
    await shot(p, `open-five-${layout}-${lang}`); await p.context().close();
  }
}
if (want('demo')) for (const [layout, lang] of [['m', 'zh'], ['p', 'en']]) {
  const p = await page(layout, lang, null);
  await p.goto(`${base}/${layout}/openbox?boxId=${box.boxId}`); await p.waitForTimeout(3000);
  await shot(p, `demo-idle-${layout}-${lang}`);
  await p.getByRole('button', { name: /免费试玩|Free demo/ }).click();
  await p.waitForTimeout(2500); await shot(p, `demo-spin-${layout}-${lang}`);
  await p.waitForTimeout(5000); await shot(p, `demo-result-${layout}-${lang}`);
  await p.context().close();
}
if (want('battle')) {
  const battleBoxes = await api(null, '/api/box/list', { type: 2, pageSize: 50 });
  const cheap = [...battleBoxes.list].sort((a, b) => Number(a.price) - Number(b.price))[0];
  for (const [layout, lang, who, seats] of [['m', 'zh', pm, 4], ['m', 'en', pm, 2], ['p', 'zh', pd, 3], ['m', 'zh', pd, 8]]) {
    const room = await api(who.token, '/api/battle/create', { boxes: [{ boxId: cheap.boxId, count: 3 }], seats, mode: 'classic' });
    if (!room) continue;
    const p = await page(layout, lang, who.token);
    await p.goto(`${base}/${layout}/battleDetail?battleId=${room.battleId}`); await p.waitForTimeout(2500);
    await api(who.token, '/api/battle/fillBots', { battleId: room.battleId });
    await p.waitForTimeout(room.countdownMs + 1500);
    await shot(p, `battle-rolling-${seats}-${layout}-${lang}`);
    await p.waitForTimeout(room.roundMs * 3 + 2500);
    await p.getByTestId('battle-settlement').scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => {});
    await shot(p, `battle-result-${seats}-${layout}-${lang}`);
    await p.context().close();
  }
}
if (want('crash')) for (const [layout, lang, who] of [['m', 'zh', pm], ['p', 'en', pd]]) {
  const p = await page(layout, lang, who.token);
  await p.goto(`${base}/${layout}/crash`); await p.waitForTimeout(2000);
  for (let i = 0; i < 160; i++) {
    const bet = p.getByRole('button', { name: /^(下注|Bet)$/ });
    if (await bet.isVisible().catch(() => false)) { await bet.click(); break; }
    await p.waitForTimeout(500);
  }
  await p.waitForTimeout(800);
  await shot(p, `crash-countdown-${layout}-${lang}`);
  await p.context().close();
}
if (want('lucky')) {
  const goods = await api(null, '/api/lucky/goods', { page: 1, pageSize: 10, maxPrice: '50' });
  const target = goods.list[0];
  for (const [layout, lang, who] of [['p', 'zh', pd], ['m', 'en', pm]]) {
    const p = await page(layout, lang, who.token);
    await p.goto(`${base}/${layout}/luckyDetails?goodsId=${target.goodsId}`); await p.waitForTimeout(2500);
    await p.getByRole('button', { name: '80%' }).click();
    await p.getByRole('button', { name: /^(开始冲刺|Go for it|Try)/ }).first().click();
    await p.waitForTimeout(1200); await shot(p, `lucky-dial-${layout}-${lang}`);
    await p.waitForTimeout(3000); await shot(p, `lucky-result-${layout}-${lang}`);
    await p.context().close();
  }
}
await browser.close();
