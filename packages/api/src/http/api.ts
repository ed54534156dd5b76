import * as auth from '../contract/auth';
import * as content from '../contract/content';
import * as extend from '../contract/extend';
import { siteLookup } from '../contract/site';
import { uploadFile, type UploadType } from '../contract/upload';
import * as user from '../contract/user';
import { bindEndpoints } from './bind';
import type { HttpClient } from './client';

/**
 * A typed function for every call this package's contract defines, grouped as in SPEC section 7:
 * `api.auth.login(...)`, `api.user.getInfo()`, `api.index.getModuleList(...)`. Other contract
 * modules get theirs with `bindEndpoints(http, module)`.
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
    uploadFile: (type: UploadType, file: Blob, fileName: string) =>
      http.upload(uploadFile, { type }, file, fileName),
  };
}
export type Api = ReturnType<typeof createApi>;
