/**
 * The fake provider's pages, in the site's five languages (chosen from the browser's
 * Accept-Language, as a real provider's would be). Plain HTML with one inline style block: the
 * page is the provider's, not the site's, and loads nothing else.
 */

export type CheckoutLanguage = 'zh' | 'en' | 'vi' | 'ko' | 'tw';

const TEXTS = {
  zh: {
    title: 'FakePay 收银台',
    notice: '本地测试支付渠道：不收取真实款项',
    merchant: '商户',
    order: '订单号',
    amount: '应付金额',
    expires: '请在此时间前完成支付',
    pay: '支付',
    cancel: '取消支付',
    paid: '支付成功，商户已收到通知。',
    cancelled: '支付已取消，未收取任何款项。',
    expired: '订单已过期，未收取任何款项。',
    refused: '商户拒绝了这笔支付，款项已原路退回。',
    unreachable: '无法通知商户，款项已原路退回。',
    unknown: '订单不存在。',
    back: '返回商户',
  },
  en: {
    title: 'FakePay checkout',
    notice: 'Local test provider: no real money is charged',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount due',
    expires: 'Pay before',
    pay: 'Pay',
    cancel: 'Cancel payment',
    paid: 'Paid. The merchant has been notified.',
    cancelled: 'Payment cancelled. Nothing was charged.',
    expired: 'This order has expired. Nothing was charged.',
    refused: 'The merchant refused this payment; it has been refunded.',
    unreachable: 'The merchant could not be notified; the payment has been refunded.',
    unknown: 'No such order.',
    back: 'Back to the merchant',
  },
  vi: {
    title: 'Trang thanh toán FakePay',
    notice: 'Cổng thanh toán thử nghiệm cục bộ: không trừ tiền thật',
    merchant: 'Người bán',
    order: 'Mã đơn',
    amount: 'Số tiền cần trả',
    expires: 'Thanh toán trước',
    pay: 'Thanh toán',
    cancel: 'Hủy thanh toán',
    paid: 'Đã thanh toán. Người bán đã được thông báo.',
    cancelled: 'Đã hủy thanh toán. Không có khoản nào bị trừ.',
    expired: 'Đơn đã hết hạn. Không có khoản nào bị trừ.',
    refused: 'Người bán đã từ chối khoản thanh toán này; tiền đã được hoàn lại.',
    unreachable: 'Không thể thông báo cho người bán; tiền đã được hoàn lại.',
    unknown: 'Không tìm thấy đơn.',
    back: 'Quay lại người bán',
  },
  ko: {
    title: 'FakePay 결제',
    notice: '로컬 테스트 결제 수단: 실제 돈이 청구되지 않습니다',
    merchant: '가맹점',
    order: '주문 번호',
    amount: '결제 금액',
    expires: '결제 기한',
    pay: '결제',
    cancel: '결제 취소',
    paid: '결제되었습니다. 가맹점에 알렸습니다.',
    cancelled: '결제가 취소되었습니다. 청구된 금액이 없습니다.',
    expired: '주문이 만료되었습니다. 청구된 금액이 없습니다.',
    refused: '가맹점이 이 결제를 거절하여 환불되었습니다.',
    unreachable: '가맹점에 알리지 못해 결제가 환불되었습니다.',
    unknown: '주문을 찾을 수 없습니다.',
    back: '가맹점으로 돌아가기',
  },
  tw: {
    title: 'FakePay 收銀台',
    notice: '本地測試支付管道：不收取真實款項',
    merchant: '商戶',
    order: '訂單號',
    amount: '應付金額',
    expires: '請在此時間前完成支付',
    pay: '支付',
    cancel: '取消支付',
    paid: '支付成功，商戶已收到通知。',
    cancelled: '支付已取消，未收取任何款項。',
    expired: '訂單已過期，未收取任何款項。',
    refused: '商戶拒絕了這筆支付，款項已原路退回。',
    unreachable: '無法通知商戶，款項已原路退回。',
    unknown: '訂單不存在。',
    back: '返回商戶',
  },
} satisfies Record<CheckoutLanguage, Record<string, string>>;

export type OutcomeText = 'paid' | 'cancelled' | 'expired' | 'refused' | 'unreachable' | 'unknown';

/** The first of the browser's languages the pages speak; zh (the site's default) otherwise. */
export function checkoutLanguage(acceptLanguage: string | undefined): CheckoutLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'tw';
    const base = tag.split('-')[0];
    if (base === 'zh' || base === 'en' || base === 'vi' || base === 'ko') return base;
  }
  return 'zh';
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5;
    font: 16px/1.5 system-ui, "Noto Sans CJK SC", sans-serif; color: #1d2330; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px;
    box-shadow: 0 8px 32px rgb(0 0 0 / 0.12); padding: 28px 24px; display: grid; gap: 16px; }
  h1 { margin: 0; font-size: 20px; }
  .notice { margin: 0; padding: 8px 12px; border-radius: 8px; background: #fff4d6; color: #7a5600;
    font-size: 14px; }
  dl { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; }
  dt { color: #5d6678; } dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
  .amount { font-size: 32px; font-weight: 700; text-align: center; margin: 4px 0; }
  form { margin: 0; } .actions { display: grid; gap: 10px; }
  button { width: 100%; min-height: 48px; border-radius: 10px; font: inherit; font-weight: 600;
    cursor: pointer; border: 1px solid #c8cfdb; background: #fff; color: #1d2330; }
  button.pay { background: #1677ff; border-color: #1677ff; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d2330; outline-offset: 2px; }
  .outcome { margin: 0; font-size: 18px; }
  a { color: #1677ff; }
`;

function page(language: CheckoutLanguage, body: string) {
  const t = TEXTS[language];
  const lang = { zh: 'zh-CN', en: 'en', vi: 'vi', ko: 'ko', tw: 'zh-TW' }[language];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface CheckoutView {
  providerOrderId: string;
  merchantId: string;
  merchantOrderId: string;
  amount: string;
  currency: string;
  description: string;
  expiresAt: string;
}

/** The page the player pays on: what is bought, for how much, Pay and Cancel. */
export function checkoutPage(language: CheckoutLanguage, order: CheckoutView) {
  const t = TEXTS[language];
  const id = encodeURIComponent(order.providerOrderId);
  return page(
    language,
    `<h1>${escape(t.title)}</h1>
<p class="notice">${escape(t.notice)}</p>
<p class="amount" aria-label="${escape(t.amount)}">${escape(order.currency)} ${escape(order.amount)}</p>
<dl>
  <dt>${escape(t.merchant)}</dt><dd>${escape(order.merchantId)}</dd>
  <dt>${escape(t.order)}</dt><dd>${escape(order.description)}</dd>
  <dt>${escape(t.expires)}</dt><dd><time datetime="${escape(order.expiresAt)}">${escape(
    order.expiresAt.replace('T', ' ').slice(0, 16),
  )} UTC</time></dd>
</dl>
<div class="actions">
  <form method="post" action="/checkout/${id}/pay"><button class="pay" type="submit">${escape(
    t.pay,
  )}</button></form>
  <form method="post" action="/checkout/${id}/cancel"><button type="submit">${escape(
    t.cancel,
  )}</button></form>
</div>`,
  );
}

/**
 * What became of the order, with the way back to the merchant (the page the player paid from;
 * when the site opened this page in a tab of its own, its first tab has seen the result already).
 */
export function outcomePage(
  language: CheckoutLanguage,
  outcome: OutcomeText,
  returnUrl: string | null,
) {
  const t = TEXTS[language];
  return page(
    language,
    `<h1>${escape(t.title)}</h1>
<p class="outcome" role="status">${escape(t[outcome])}</p>
${returnUrl ? `<a href="${escape(returnUrl)}">${escape(t.back)}</a>` : ''}`,
  );
}
