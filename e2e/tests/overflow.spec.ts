import { expect, test, type Page } from '@playwright/test';
import { fixtureUser } from '../support/fixtures';
import { bindTradeLink, projectCards } from '../support/game-player';
import { claimRegisterPacket, layoutOf, signInWithToken } from '../support/session';

/** The five languages of the site (SPEC section 1), as the prefs store keeps them. */
const LANGUAGES = ['zh', 'en', 'vi', 'ko', 'tw'] as const;

/** The screens a player sees most, each with a sign that it has loaded. */
const SCREENS = (layout: 'm' | 'p') => [
  { path: `/${layout}/home`, ready: '[data-quality], a[href*="openbox"]' },
  { path: `/${layout}/openbox?boxId=1`, ready: '[data-quality]' },
  { path: layout === 'm' ? '/m/bag' : '/p/me/bag', ready: '[data-quality]' },
  { path: `/${layout}/mall`, ready: '[role="tab"]' },
  { path: `/${layout}/recharge`, ready: '[aria-pressed]' },
];

/**
 * What overflows on the page, as lines a person can read: text that leaves its button, tab or
 * label, a control's words wrapped onto a second line, a one-line name broken over two, and any
 * box of the header, the tiles or the page wider than itself (scrolling strips excepted).
 */
function findOverflow(): string[] {
  const found: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
  };
  const textNodes = (element: Element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if ((node.textContent ?? '').trim()) nodes.push(node as Text);
    return nodes;
  };
  const linesOf = (node: Text) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0);
    return { rects, lines: new Set(rects.map((r) => Math.round(r.top / 4))).size };
  };
  // Text clipped on purpose (an ellipsis) is the design, not an overflow.
  const clippedOnPurpose = (node: Text) => {
    for (let at = node.parentElement; at; at = at.parentElement) {
      if (getComputedStyle(at).textOverflow === 'ellipsis') return true;
      if (at.matches('button, a, [role="tab"], label, [data-quality]')) return false;
    }
    return false;
  };

  const controls = 'header a, header button, button, [role="tab"], label, nav a';
  for (const control of document.querySelectorAll(controls)) {
    if (!visible(control)) continue;
    const box = control.getBoundingClientRect();
    for (const node of textNodes(control)) {
      if (clippedOnPurpose(node)) continue;
      const { rects, lines } = linesOf(node);
      const outside = rects.some(
        (r) =>
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          r.top < box.top - 1 ||
          r.bottom > box.bottom + 1,
      );
      if (outside) found.push(`text leaves ${describe(control)}`);
      else if (lines > 1) found.push(`words wrap in ${describe(control)}`);
    }
  }
  for (const name of document.querySelectorAll('[data-quality] [title]')) {
    if (!visible(name)) continue;
    for (const node of textNodes(name))
      if (linesOf(node).lines > 1) found.push(`name broken over lines in ${describe(name)}`);
  }
  const boxes = 'header, header *, [data-quality], main';
  for (const element of document.querySelectorAll(boxes)) {
    if (!visible(element)) continue;
    const { overflowX } = getComputedStyle(element);
    if (overflowX === 'auto' || overflowX === 'scroll') continue;
    if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
      found.push(`wider than itself: ${describe(element)}`);
  }
  if (document.documentElement.scrollWidth > window.innerWidth + 1)
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
  return [...new Set(found)];
}

async function overflowOf(page: Page, path: string, ready: string): Promise<string[]> {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(findOverflow);
}

test('no text overflows at 375 px (mobile) or 1440 px (desktop) in any of the five languages', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const layout = layoutOf(testInfo);
  const player = fixtureUser(`overflow-${layout === 'm' ? 'mobile' : 'desktop'}`);
  const auth = { Authorization: `Bearer ${player.token}` };
  // A player with coins and a few items, and no sign-up packet over the pages.
  await claimRegisterPacket(request, player.token);
  await bindTradeLink(request, player);
  const [card] = projectCards(testInfo, 'overflow');
  await request.post('/api/recharge/card', {
    headers: auth,
    data: { cardNo: card?.cardNumber, cardPassword: card?.password },
  });
  await request.post('/api/box/open', { headers: auth, data: { boxId: 1, count: 3 } });
  await signInWithToken(context, player.token);

  const report: string[] = [];
  // A visitor's header holds sign-in and sign-up instead of the balance.
  const visitor = await browser.newContext(testInfo.project.use);
  const visitorPage = await visitor.newPage();
  for (const language of LANGUAGES) {
    await visitor.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    const found = await overflowOf(visitorPage, `/${layout}/home`, 'a[href*="openbox"]');
    report.push(...found.map((line) => `${language} visitor /${layout}/home: ${line}`));
  }
  await visitor.close();

  for (const language of LANGUAGES) {
    await context.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
    for (const screen of SCREENS(layout)) {
      const found = await overflowOf(page, screen.path, screen.ready);
      report.push(...found.map((line) => `${language} ${screen.path}: ${line}`));
    }
  }
  expect(report).toEqual([]);
});
