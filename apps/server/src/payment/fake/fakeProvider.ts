import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentNotification, placeOrder, type PlaceOrder } from '../link/protocol';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  signedHeaders,
  verifySignature,
} from '../link/signature';
import { checkoutLanguage, checkoutPage, outcomePage, type OutcomeText } from './checkoutPage';

/**
 * A payment-link provider that runs on this machine (issue 26), so the whole flow runs here:
 * `pnpm dev`, the e2e run and the server tests start it. It speaks the protocol of
 * payment/link/protocol.ts as a real provider would: it takes signed orders at POST /v1/orders
 * and answers, signed, with a checkout page at /checkout/<id> where a person presses Pay or
 * Cancel; either sends the merchant a signed notification, and the page says what the merchant
 * answered. No money exists here.
 */

type FakeOrderStatus = 'open' | OutcomeText;

interface FakeOrder extends PlaceOrder {
  providerOrderId: string;
  status: FakeOrderStatus;
}

export interface FakePaymentProvider {
  /** e.g. http://127.0.0.1:8091: PAYMENT_LINK_ENDPOINT for the site. */
  url: string;
  /** The orders placed so far, by the provider's order id (tests read them). */
  orders: ReadonlyMap<string, Readonly<FakeOrder>>;
  close(): Promise<void>;
}

/** A notification that the merchant does not answer is sent again, this many times at most. */
const NOTIFY_ATTEMPTS = 3;
const NOTIFY_RETRY_MS = 500;
const NOTIFY_TIMEOUT_MS = 10_000;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 65_536) request.destroy(new Error('body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export async function startFakePaymentProvider({
  merchantId,
  secret,
  host = '127.0.0.1',
  port = 0,
}: {
  merchantId: string;
  secret: string;
  host?: string;
  port?: number;
}): Promise<FakePaymentProvider> {
  const orders = new Map<string, FakeOrder>();
  const byMerchantOrder = new Map<string, FakeOrder>();
  let base = '';

  function sendJson(response: ServerResponse, status: number, value: unknown, signed = false) {
    const body = JSON.stringify(value);
    response.writeHead(status, {
      'content-type': 'application/json',
      ...(signed ? signedHeaders(secret, body) : {}),
    });
    response.end(body);
  }

  function sendHtml(response: ServerResponse, status: number, html: string) {
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(html);
  }

  async function placeOrderFrom(request: IncomingMessage, response: ServerResponse) {
    const raw = await readBody(request);
    const verdict = verifySignature({
      secret,
      timestamp: request.headers[TIMESTAMP_HEADER] as string | undefined,
      signature: request.headers[SIGNATURE_HEADER] as string | undefined,
      body: raw,
    });
    if (verdict !== 'valid') return sendJson(response, 401, { error: verdict });
    let parsed;
    try {
      parsed = placeOrder.safeParse(JSON.parse(raw.toString('utf8')));
    } catch {
      parsed = null;
    }
    if (!parsed?.success) return sendJson(response, 400, { error: 'malformed' });
    const order = parsed.data;
    if (order.merchantId !== merchantId) return sendJson(response, 403, { error: 'merchant' });
    // The same merchant order placed again (a retry after a lost answer) is the same order.
    const placed = byMerchantOrder.get(order.merchantOrderId) ?? {
      ...order,
      providerOrderId: randomId('fp'),
      status: 'open' as const,
    };
    orders.set(placed.providerOrderId, placed);
    byMerchantOrder.set(placed.merchantOrderId, placed);
    const checkoutUrl = `${base}/checkout/${placed.providerOrderId}`;
    return sendJson(response, 200, { providerOrderId: placed.providerOrderId, checkoutUrl }, true);
  }

  /** Tells the merchant; the answer decides the order's fate (a refusal refunds it). */
  async function notify(order: FakeOrder, status: 'paid' | 'cancelled'): Promise<OutcomeText> {
    const body = JSON.stringify(
      paymentNotification.parse({
        notifyId: randomId('nt'),
        merchantId: order.merchantId,
        merchantOrderId: order.merchantOrderId,
        providerOrderId: order.providerOrderId,
        status,
        amount: order.amount,
        currency: order.currency,
        occurredAt: new Date().toISOString(),
      }),
    );
    for (let attempt = 1; attempt <= NOTIFY_ATTEMPTS; attempt += 1) {
      try {
        const answer = await fetch(order.notifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signedHeaders(secret, body) },
          body,
          signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
        });
        if (answer.ok) return status;
        if (answer.status < 500) return 'refused';
      } catch {
        // Not reached: tried again below.
      }
      await new Promise((resolve) => setTimeout(resolve, NOTIFY_RETRY_MS));
    }
    return 'unreachable';
  }

  async function settle(
    request: IncomingMessage,
    response: ServerResponse,
    order: FakeOrder | undefined,
    wanted: 'paid' | 'cancelled',
  ) {
    const language = checkoutLanguage(request.headers['accept-language']);
    if (!order) return sendHtml(response, 404, outcomePage(language, 'unknown', null));
    if (order.status !== 'open') {
      return sendHtml(response, 200, outcomePage(language, order.status, order.returnUrl));
    }
    if (Date.parse(order.expiresAt) <= Date.now()) order.status = 'expired';
    else {
      // Taken before the merchant answers, so a second press while it is told does nothing.
      order.status = wanted;
      order.status = await notify(order, wanted);
    }
    return sendHtml(response, 200, outcomePage(language, order.status, order.returnUrl));
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', base);
    const checkout = /^\/checkout\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    const handled = (async () => {
      if (request.method === 'POST' && url.pathname === '/v1/orders') {
        return placeOrderFrom(request, response);
      }
      if (request.method === 'GET' && url.pathname === '/health') {
        return sendJson(response, 200, { ok: true });
      }
      if (!checkout?.[1]) return sendJson(response, 404, { error: 'not found' });
      const order = orders.get(checkout[1]);
      const action = checkout[2];
      if (request.method === 'GET' && !action) {
        const language = checkoutLanguage(request.headers['accept-language']);
        if (!order) return sendHtml(response, 404, outcomePage(language, 'unknown', null));
        if (order.status !== 'open') {
          return sendHtml(response, 200, outcomePage(language, order.status, order.returnUrl));
        }
        return sendHtml(response, 200, checkoutPage(language, order));
      }
      if (request.method === 'POST' && action) {
        await readBody(request);
        return settle(request, response, order, action === 'pay' ? 'paid' : 'cancelled');
      }
      return sendJson(response, 405, { error: 'method not allowed' });
    })();
    handled.catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  base = `http://${host}:${address.port}`;
  return {
    url: base,
    orders,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
