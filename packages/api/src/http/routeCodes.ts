import type { EndpointAuth, EndpointRoute } from '../contract/endpoint';

/**
 * An endpoint's route in a few letters, as endpointTable.ts holds it: its auth ('r'equired,
 * 'o'ptional, 'n'one), then 'c' when it sends the channel code and 'g' when it is a GET; then,
 * after a space, its path when that is not `/api/<group>/<call>`. The table ships in the site's
 * first screen, where the routes written out in full were 1.6 KB gzip, these 1.0 KB.
 */
export type RouteCode = string;

const AUTH_LETTER = { required: 'r', optional: 'o', none: 'n' } as const satisfies Record<
  EndpointAuth,
  string
>;

const defaultPath = (group: string, call: string) => `/api/${group}/${call}`;

/** The code of the `call` of `group` (the endpoint-table script writes these). */
export function routeCode(group: string, call: string, route: EndpointRoute): RouteCode {
  const letters =
    AUTH_LETTER[route.auth] + (route.channel ? 'c' : '') + (route.method === 'GET' ? 'g' : '');
  return route.path === defaultPath(group, call) ? letters : `${letters} ${route.path}`;
}

/** The route that `code` stands for, of the `call` of `group`. */
export function routeOfCode(group: string, call: string, code: RouteCode): EndpointRoute {
  const [letters = '', path = defaultPath(group, call)] = code.split(' ');
  const auth = (Object.keys(AUTH_LETTER) as EndpointAuth[]).find(
    (name) => AUTH_LETTER[name] === letters[0],
  );
  if (!auth) throw new Error(`${group}.${call}: no auth in the route code '${code}'`);
  return {
    path,
    method: letters.includes('g') ? 'GET' : 'POST',
    channel: letters.includes('c'),
    auth,
  };
}
