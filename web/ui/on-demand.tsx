/**
 * @file Components whose code loads only when a page shows them (sections that settings switch on).
 * The page's loader calls `preload()` when the section has something to show, so the server renders it at once.
 */

import { type ComponentType, Suspense, use } from "react";

export type OnDemand<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => (loading ??= load().then((component) => (loaded = component)));
  function Loaded(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  // once loaded (the page's loader preloads what it shows) no Suspense boundary: React would stream a boundary's content
  // after the rest of the page, with inline scripts to move it into place that the page's CSP does not allow
  const Section = (props: P) => {
    const Component = loaded;
    if (Component) return <Component {...props} />;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  return Object.assign(Section, { preload });
}
