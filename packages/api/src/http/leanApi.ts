import type { Endpoint, EndpointRoute } from '../contract/endpoint';
import type { UploadType } from '../contract/upload';
import type { createApi as createContractApi } from './api';
import type { HttpClient } from './client';
import { endpointTable, uploadFileRoute } from './endpointTable';
import { routeOfCode } from './routeCodes';

/**
 * `createApi` of the site's production build (the `skinbox-lean` export condition of
 * `#create-api`): the same functions as `api.ts`, sent from the generated route table, so the
 * browser downloads no zod schema for them. The client then checks each answer's envelope but not
 * its `data`: the server has already parsed every answer through the same contract on its way out
 * (apps/server/src/http/route.ts). Tests, the server's tests and the dev server use `api.ts`, which
 * checks both.
 */
export const createApi: typeof createContractApi = (http: HttpClient) => {
  const call = (route: EndpointRoute) => (payload?: unknown) =>
    http.call(route as Endpoint, payload ?? {});
  const groups = Object.fromEntries(
    Object.entries(endpointTable).map(([name, routes]) => [
      name,
      Object.fromEntries(
        Object.entries(routes).map(([key, code]) => [key, call(routeOfCode(name, key, code))]),
      ),
    ]),
  );
  return {
    ...groups,
    uploadFile: (type: UploadType, file: Blob, fileName: string) =>
      http.upload(uploadFileRoute as Endpoint, { type }, file, fileName),
  } as ReturnType<typeof createContractApi>;
};
