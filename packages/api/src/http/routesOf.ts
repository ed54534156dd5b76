import type { Endpoint, EndpointRoute } from '../contract/endpoint';
import { uploadFile } from '../contract/upload';
import { isEndpoint } from './bind';
import { endpointGroups } from './groups';

function routeOf({ path, method, channel, auth }: Endpoint): EndpointRoute {
  return { path, method, channel, auth };
}

/** The routes (endpoints without schemas) of every createApi call, as endpointTable.ts holds them. */
export function routesOf() {
  const groups = Object.fromEntries(
    Object.entries(endpointGroups).map(([name, group]) => [
      name,
      Object.fromEntries(
        Object.entries(group)
          .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
          .map(([key, endpoint]) => [key, routeOf(endpoint)]),
      ),
    ]),
  );
  return { groups, uploadFile: routeOf(uploadFile) };
}
