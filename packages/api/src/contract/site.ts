import { z } from 'zod';
import { channelInfo } from './content';
import { defineEndpoint } from './endpoint';

/**
 * The start-up site lookup (SPEC section 7; its path was not given, this is ours): the site sends
 * the address it was opened at and learns which platform and channel that domain belongs to. A
 * domain the server does not know answers the default channel (platform 1, empty keyWord); when
 * the call fails or answers another code, the site uses the defaults itself.
 */
export const siteLookup = defineEndpoint({
  path: '/api/index/siteLookup',
  method: 'POST',
  channel: false,
  auth: 'none',
  request: z.object({ siteUrl: z.string().min(1).max(2048) }),
  response: channelInfo,
});
