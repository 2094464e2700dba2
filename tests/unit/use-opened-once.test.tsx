// @vitest-environment happy-dom
/** components/ui/use-opened-once: a lazy panel mounts on its first open and stays mounted to animate closed. */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

describe('useOpenedOnce', () => {
  it('is false until the first open, then true for good', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), { initialProps: { open: false } });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when it starts open', () => {
    expect(renderHook(() => useOpenedOnce(true)).result.current).toBe(true);
  });
});
