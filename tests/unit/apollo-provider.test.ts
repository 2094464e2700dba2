// @vitest-environment happy-dom
import { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ApolloProvider } from '@/components/providers/ApolloProvider';

describe('ApolloProvider', () => {
  it('provides one client per browser, kept across remounts', () => {
    const seen: ApolloClient[] = [];
    function Probe() {
      seen.push(useApolloClient());
      return null;
    }
    const first = render(createElement(ApolloProvider, null, createElement(Probe)));
    first.rerender(createElement(ApolloProvider, null, createElement(Probe)));
    first.unmount();
    render(createElement(ApolloProvider, null, createElement(Probe))).unmount();

    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen[0]).toBeInstanceOf(ApolloClient);
    expect(new Set(seen).size).toBe(1);
  });
});
