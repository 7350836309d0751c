import { useEffect } from 'react';
import { type Location, useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation is held by React Router's blocker
 * (the caller shows a dialog and proceeds or resets it), reloading or closing the tab by the browser's
 * own beforeunload prompt. Paths in `stayWithin` (the other steps of the same form) are not leaving.
 */
export function useLeaveGuard(shouldAsk: () => boolean, stayWithin: readonly string[] = []) {
  const isLeaving = (from: Location, to: Location) =>
    from.pathname !== to.pathname && !stayWithin.includes(to.pathname);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    shouldAsk() ? isLeaving(currentLocation, nextLocation) : false,
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldAsk()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldAsk]);

  return blocker;
}
