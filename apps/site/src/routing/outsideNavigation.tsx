import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export interface OutsideNavigation {
  /** Goes to `path` through the router; before it is mounted, as soon as it is. */
  navigate(path: string): void;
  /** Mounted inside the router: hands its navigate to `navigate`. */
  Bridge(): null;
}

/**
 * Navigation for code outside React: the stores and the HTTP client (a 401 goes to /) navigate
 * through the router mounted later, without a page load.
 */
export function outsideNavigation(): OutsideNavigation {
  let routerNavigate: ((path: string) => void) | null = null;
  let pending: string | null = null;
  return {
    navigate(path) {
      if (routerNavigate) routerNavigate(path);
      else pending = path;
    },
    Bridge: function NavigationBridge() {
      const navigate = useNavigate();
      // A passive effect: the router starts listening to the history in its own layout effect,
      // which runs after this child's layout effects; a navigation made before would be lost.
      useEffect(() => {
        routerNavigate = (path) => void navigate(path);
        if (pending !== null) {
          void navigate(pending);
          pending = null;
        }
        return () => {
          routerNavigate = null;
        };
      }, [navigate]);
      return null;
    },
  };
}
