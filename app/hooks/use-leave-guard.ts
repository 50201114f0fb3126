import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * Unsaved changes: a route change is held until the person confirms (the caller shows the question while
 * `blocked`), and closing or reloading the tab asks the browser's own question.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // Changes saved while the question is open: let the navigation go on.
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return {
    blocked: blocker.state === "blocked",
    proceed: () => blocker.proceed?.(),
    stay: () => blocker.reset?.(),
  };
}
