// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '@/components/ui/Toast';
import { CART_TOAST_MS } from '@/lib/domain/theme/layout-constants';

describe('cart toast (spec §2 "A short toast at the top centre", §9 2500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('the delay is the spec §9 constant', () => {
    expect(CART_TOAST_MS).toBe(2500);
  });

  it('is a polite status region at the top centre, always present, and shows the message', () => {
    const { rerender } = render(<Toast message={null} onHide={() => {}} />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const style = getComputedStyle(region);
    expect(style.position).toBe('fixed');
    expect(style.left).toBe('50%');
    rerender(<Toast message="Curso eliminado del carrito." toastId={1} onHide={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Curso eliminado del carrito.');
  });

  it('asks to hide after 2500 ms, not before', () => {
    const onHide = vi.fn();
    render(<Toast message="Curso eliminado del carrito." toastId={1} onHide={onHide} />);
    act(() => vi.advanceTimersByTime(CART_TOAST_MS - 1));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('a new toast restarts the delay, even with the same text', () => {
    const onHide = vi.fn();
    const { rerender } = render(<Toast message="Curso eliminado del carrito." toastId={1} onHide={onHide} />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<Toast message="Curso eliminado del carrito." toastId={2} onHide={onHide} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
