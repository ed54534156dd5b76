import type { Endpoint } from '@skinbox/api';
import { localeFromHeader, type Locale } from '@skinbox/api';
import {
  adminGroups,
  adminRoles,
  mayCall,
  type AdminCallKey,
  type AdminGroups,
} from '@skinbox/api/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { bearerToken } from '../auth/bearer';
import { AppError } from '../http/errors';
import { readPayload } from '../http/route';
import type { ModuleDeps } from '../platform/deps';
import type { Operator } from '../platform/operator';
import { operatorOfToken, type SignedInOperator } from './operatorSessions';

type EndpointOf<K extends AdminCallKey> = K extends `${infer G}.${infer C}`
  ? G extends keyof AdminGroups
    ? C extends keyof AdminGroups[G]
      ? AdminGroups[G][C] extends Endpoint
        ? AdminGroups[G][C]
        : never
      : never
    : never
  : never;

/** A signed-in operator as an action sees them (operator.ts), with their session. */
export type AdminOperator = Operator & { id: number; session: SignedInOperator };

export interface AdminContext<SignedIn extends boolean> {
  request: FastifyRequest;
  reply: FastifyReply;
  locale: Locale;
  /** The site clock's time, read once for the call (runtime/siteClock.ts). */
  now: Date;
  operator: SignedIn extends true ? AdminOperator : null;
}

type Handler<K extends AdminCallKey> = (
  input: z.output<EndpointOf<K>['request']>,
  context: AdminContext<EndpointOf<K>['auth'] extends 'required' ? true : false>,
) => Promise<z.input<EndpointOf<K>['response']>> | z.input<EndpointOf<K>['response']>;

export function endpointOf<K extends AdminCallKey>(key: K): EndpointOf<K> {
  const [group, call] = key.split('.') as [keyof AdminGroups, string];
  return (adminGroups[group] as Record<string, unknown>)[call] as EndpointOf<K>;
}

/**
 * Registers a back-office call. Before the handler runs: the operator's session (401 without
 * one, a player's token included), then the role table (403 for a role its line does not name),
 * then the payload against the contract (400/415). The handler's answer is checked against the
 * contract's response as the player routes' are.
 */
export function adminRoute<K extends AdminCallKey>(
  { app, db, clock }: Pick<ModuleDeps, 'app' | 'db' | 'clock'>,
  key: K,
  handler: Handler<K>,
) {
  const endpoint = endpointOf(key);
  const access = adminRoles[key];
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const now = clock.now();
      let operator: AdminOperator | null = null;
      if (access !== 'signedOut') {
        const token = bearerToken(request.headers.authorization);
        const session = token ? await operatorOfToken(db, token, now) : null;
        if (!session) throw new AppError(401, 'errors.unauthorized');
        if (!mayCall(session.roles, key)) throw new AppError(403, 'errors.operatorForbidden');
        operator = {
          id: session.id,
          account: session.account,
          roles: session.roles,
          address: request.ip,
          session,
        };
      }
      const input = readPayload(endpoint, request);
      const locale = localeFromHeader(request.headers['accept-language']);
      const data = await handler(input, { request, reply, locale, now, operator } as never);
      return { code: 0, msg: 'ok', data: (endpoint.response as z.ZodType).parse(data) };
    },
  });
}
