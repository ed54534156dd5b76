import type { RootStore } from '@skinbox/stores';

/** A link of the OtherConfig article (serviceUrl, groupChatUrl, appDownloadUrl), if set. */
export function otherConfigLink(store: RootStore, key: string): string | undefined {
  for (const entry of store.app.otherConfig) {
    if (typeof entry === 'object' && entry !== null && key in entry) {
      const value = (entry as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return undefined;
}
