// Screens the first page does not show (dialogs, menus, toasts) load their code when first wanted: the
// home route's JavaScript stays within its budget (issue 14: 150 KB gzip) and each piece comes on demand.
import { type ComponentType, lazy, Suspense, useState } from "react";
import { loadFullCatalog } from "../i18n";

/**
 * A component whose code is fetched the first time `wanted(props)` holds (a dialog: when it opens) and
 * which stays mounted from then on, so closing runs its exit as before. Until then it renders nothing.
 * It shows once the whole English catalog is there too (the first page bundles only its own texts).
 */
export function lazyWhen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => {
    const [component] = await Promise.all([load(), loadFullCatalog()]);
    return { default: component };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at module level
  function LazyWhen(props: P) {
    const [once, setOnce] = useState(false);
    const now = wanted(props);
    if (now && !once) setOnce(true);
    if (!now && !once) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyWhen;
}

/** lazyWhen for the usual dialog, wanted once `open` is true. */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazyWhen(load, (props) => props.open);
}
