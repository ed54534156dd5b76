import type { Api } from '@skinbox/api';
import type { RootStore } from '@skinbox/stores';

/**
 * The stores type their api without `uploadFile`, though createRootStore passes the whole
 * createApi(http) (asked of the stores' owner in coord NOTES, as SITE-GAME did for the game
 * calls). This narrows it with a check, so a store built without it fails loudly.
 */
export function uploadFileOf(root: RootStore): Api['uploadFile'] {
  const api = root.api as RootStore['api'] & Partial<Pick<Api, 'uploadFile'>>;
  if (!api.uploadFile) throw new Error('the root store was built without uploadFile');
  return api.uploadFile;
}
