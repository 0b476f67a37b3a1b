import React, {type ComponentType} from 'react';

export type Preloadable = {preload: () => unknown};

/**
 * A stand-in for the component `create` returns, which calls `create` the
 * first time the component is preloaded or rendered, and only then.
 */
export function lazyRouteComponent<Component extends Preloadable>(create: () => Component): Component {
  let created: Component | undefined;
  const getComponent = () => (created ??= create());
  function LazyRouteComponent(props: object) {
    const Created = getComponent() as unknown as ComponentType<object>;
    return <Created {...props} />;
  }
  LazyRouteComponent.preload = () => getComponent().preload();
  return LazyRouteComponent as unknown as Component;
}
