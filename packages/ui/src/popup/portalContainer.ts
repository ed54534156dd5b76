import { createContext, useContext } from 'react';

/**
 * Where popups render when they are not told (`teleport` left out): a KitProvider with
 * `scope="local"` provides an element inside its scope, so a popup opened there inherits that
 * skin's CSS variables; elsewhere it is null and popups render into document.body.
 */
export const PortalContainerContext = /* @__PURE__ */ createContext<Element | null>(null);

/** The element popups teleport into by default: the local scope's container, else document.body. */
export function useDefaultPortalContainer(): Element | null {
  const container = useContext(PortalContainerContext);
  if (container) return container;
  return typeof document === 'undefined' ? null : document.body;
}
