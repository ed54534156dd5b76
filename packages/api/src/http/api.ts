import { uploadFile, type UploadType } from '../contract/upload';
import { bindEndpoints, type BoundEndpoints } from './bind';
import type { HttpClient } from './client';
import { endpointGroups, type EndpointGroups } from './groups';

/**
 * A typed function for every call this package's contract defines, grouped as in SPEC section 7:
 * `api.auth.login(...)`, `api.user.getInfo()`, `api.index.getModuleList(...)`; the bag, box,
 * record, mall, recharge and fairness calls by their contract module (`api.bag.rucksackGoods`).
 *
 * This one hands the full endpoints (with their zod schemas) to the client, which then checks
 * every answer against the contract: tests, the server's tests and the dev server use it. The
 * site's production build takes `leanApi.ts` instead (the `skinbox-lean` condition, see README).
 */
export function createApi(http: HttpClient) {
  const groups = Object.fromEntries(
    Object.entries(endpointGroups).map(([name, group]) => [name, bindEndpoints(http, group)]),
  ) as { [G in keyof EndpointGroups]: BoundEndpoints<EndpointGroups[G]> };
  return {
    ...groups,
    uploadFile: (type: UploadType, file: Blob, fileName: string) =>
      http.upload(uploadFile, { type }, file, fileName),
  };
}
export type Api = ReturnType<typeof createApi>;
