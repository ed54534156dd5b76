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

/**
 * The app download address: the OtherConfig article's appDownloadUrl, else the config item of the
 * same key. Without one the download is offered nowhere (menus, footer).
 */
export function downloadLink(store: RootStore): string | undefined {
  return (
    otherConfigLink(store, 'appDownloadUrl') ?? (store.app.config('appDownloadUrl') || undefined)
  );
}

/** Menu entries without the app download while no download address is configured. */
export function withoutUnsetDownload<E extends { screen: string }>(
  entries: readonly E[],
  store: RootStore,
): E[] {
  const configured = downloadLink(store) !== undefined;
  return entries.filter((e) => e.screen !== 'download' || configured);
}
