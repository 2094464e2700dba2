import type { ComponentType, ReactNode } from 'react';

/**
 * `Component` rendered inside `Wrapper` (a provider its lazy chunk brings: WithMui, WithApollo,
 * WithIntl), named `<name>(<Component>)` in React's dev tools. The one shape of the withMui /
 * withApollo / withIntl wrappers the lazy-chunk loaders apply to an island's default export.
 */
export function wrappedIsland<P extends object>(Wrapper: ComponentType<{ children: ReactNode }>, name: string, Component: ComponentType<P>): ComponentType<P> {
  function Wrapped(props: P) {
    return (
      <Wrapper>
        <Component {...props} />
      </Wrapper>
    );
  }
  Wrapped.displayName = `${name}(${Component.displayName ?? Component.name ?? 'Island'})`;
  return Wrapped;
}
