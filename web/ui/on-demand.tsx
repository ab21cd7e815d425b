/**
 * @file Components whose code loads only when a page shows them (sections that settings switch on).
 * The route loader calls `preload()` when the section has something to show, so the server renders it at once
 * and client navigations find it ready; while the first page hydrates, React keeps the server's HTML of the
 * section until its code has arrived.
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
  const Section = (props: P) => (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
  return Object.assign(Section, { preload });
}
