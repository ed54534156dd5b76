import * as auth from '../contract/auth';
import * as bag from '../contract/bag';
import * as boxes from '../contract/boxes';
import * as content from '../contract/content';
import * as extend from '../contract/extend';
import * as fairness from '../contract/fairness';
import * as mall from '../contract/mall';
import * as recharge from '../contract/recharge';
import * as records from '../contract/records';
import { siteLookup } from '../contract/site';
import { uploadFile, type UploadType } from '../contract/upload';
import * as user from '../contract/user';
import { bindEndpoints } from './bind';
import type { HttpClient } from './client';

/**
 * A typed function for every call this package's contract defines, grouped as in SPEC section 7:
 * `api.auth.login(...)`, `api.user.getInfo()`, `api.index.getModuleList(...)`; the bag, box,
 * record, mall, recharge and fairness calls by their contract module (`api.bag.rucksackGoods`).
 */
export function createApi(http: HttpClient) {
  return {
    auth: bindEndpoints(http, auth),
    user: bindEndpoints(http, user),
    index: {
      ...bindEndpoints(http, content),
      siteLookup: bindEndpoints(http, { siteLookup }).siteLookup,
    },
    extend: bindEndpoints(http, extend),
    bag: bindEndpoints(http, bag),
    boxes: bindEndpoints(http, boxes),
    records: bindEndpoints(http, records),
    mall: bindEndpoints(http, mall),
    recharge: bindEndpoints(http, recharge),
    fairness: bindEndpoints(http, fairness),
    uploadFile: (type: UploadType, file: Blob, fileName: string) =>
      http.upload(uploadFile, { type }, file, fileName),
  };
}
export type Api = ReturnType<typeof createApi>;
