import type { SiteScripts } from '@skinbox/stores';

/**
 * Third-party scripts named by the site lookup. Their addresses are deployment settings
 * (VITE_ANALYTICS_SCRIPT with a {keyWord} placeholder, VITE_CHAT_SCRIPT); unset, nothing loads,
 * so a default install sends no traffic to third parties.
 */
export const siteScripts: SiteScripts = {
  analytics: (keyWord) =>
    (import.meta.env.VITE_ANALYTICS_SCRIPT ?? '').replace('{keyWord}', encodeURIComponent(keyWord)),
  chatWidget: import.meta.env.VITE_CHAT_SCRIPT ?? '',
};

export function loadScript(src: string) {
  if (!src || document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}
