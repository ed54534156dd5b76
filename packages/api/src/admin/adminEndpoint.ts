import type { z } from 'zod';
import { defineEndpoint, type Endpoint, type EndpointAuth } from '../contract/endpoint';

/**
 * Declares a console call (README: every one is `POST /api/admin/<group>/<call>`, without the
 * site's channel header), behind a signed-in operator unless it says otherwise (signing in).
 */
export function defineAdminEndpoint<
  Req extends z.ZodType,
  Res extends z.ZodType,
  const Auth extends EndpointAuth = 'required',
>(call: { path: string; auth?: Auth; request: Req; response: Res }): Endpoint<Req, Res, Auth> {
  return defineEndpoint({
    ...call,
    method: 'POST',
    channel: false,
    // Auth is 'required' where `auth` is left out (its default above).
    auth: call.auth ?? ('required' as Auth),
  });
}
