import type { FastifyInstance } from 'fastify';
import type { NotificationVerdict } from '../../recharge/notifications';
import type { LinkSettings } from '../paymentConfig';
import { paymentNotification, type PaymentNotification } from './protocol';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from './signature';

/** Where the provider posts its notifications, unless PAYMENT_LINK_NOTIFY_URL says otherwise. */
export const NOTIFY_PATH = '/api/payment/notify';

/** A notification is a few hundred bytes; anything far larger is not one. */
const NOTIFY_BODY_LIMIT = 16_384;

const REFUSAL_STATUS = { unknownOrder: 404, mismatch: 409, orderClosed: 409, orderPaid: 409 };

/**
 * The provider's side door (not a call of the site's contract): the body is read as raw bytes so
 * the signature is checked over exactly what was sent (signature.ts), before any of it is parsed;
 * a forged or stale notification is answered 401 and never reaches the database. The verdict of
 * `apply` (recharge/notifications.ts) becomes the answer: 200 stops the provider's retries.
 */
export async function registerNotifyRoute(
  app: FastifyInstance,
  settings: LinkSettings,
  apply: (notification: PaymentNotification) => Promise<NotificationVerdict>,
) {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(NOTIFY_PATH, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const verdict = verifySignature({
        secret: settings.secret,
        timestamp: header(TIMESTAMP_HEADER),
        signature: header(SIGNATURE_HEADER),
        body,
      });
      if (verdict !== 'valid') {
        request.log.warn({ verdict }, 'payment notification refused: signature');
        return reply.status(401).send({ error: verdict });
      }
      let parsed;
      try {
        parsed = paymentNotification.safeParse(JSON.parse(body.toString('utf8')));
      } catch {
        parsed = null;
      }
      if (!parsed?.success) return reply.status(400).send({ error: 'malformed' });
      const applied = await apply(parsed.data);
      if ('refused' in applied) {
        // A signed notification the order contradicts: money may have moved at the provider.
        request.log.error(
          { refused: applied.refused, detail: applied.detail, notifyId: parsed.data.notifyId },
          'payment notification refused',
        );
        return reply.status(REFUSAL_STATUS[applied.refused]).send({ error: applied.refused });
      }
      return { result: applied.outcome };
    });
  });
}
