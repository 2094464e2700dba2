// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Snackbar } from '@/components/ui/Snackbar';
import { UiProviders } from '../support/ui-providers';

// Spec §3 "UI widget props" (snackbar) and §9 (3000 ms, 468 px, bottom-right, 150 ms).
describe('Snackbar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the message bottom-right by default, at most 468 px wide, and auto-dismisses after 3000 ms', () => {
    const onClose = vi.fn();
    render(<Snackbar open message="Curso guardado" state="success" onClose={onClose} />, { wrapper: UiProviders });
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Curso guardado');
    const root = status.closest('.MuiSnackbar-root')!;
    expect(root.className).toMatch(/anchorOriginBottomRight/);
    expect(getComputedStyle(root).maxWidth).toBe('468px');
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledWith('timeout');
  });

  it('announces errors and warnings at once (role alert), success and info politely (role status)', () => {
    const { rerender } = render(<Snackbar open message="Error al guardar" state="error" onClose={() => {}} />, { wrapper: UiProviders });
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorError MuiAlert-filled/);
    rerender(<Snackbar open message="Ojo" state="warning" onClose={() => {}} />);
    expect(screen.getByRole('alert').className).toMatch(/MuiAlert-colorWarning/);
    rerender(<Snackbar open message="Dato" state="info" onClose={() => {}} />);
    expect(screen.getByRole('status').className).toMatch(/MuiAlert-colorInfo/);
  });

  it('honours position, a custom delay and dismissOnDelay false', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar open message="Hola" position="top-right" dismissOnDelay={500} onClose={onClose} />, { wrapper: UiProviders });
    expect(screen.getByRole('status').closest('.MuiSnackbar-root')!.className).toMatch(/anchorOriginTopRight/);
    act(() => vi.advanceTimersByTime(500));
    expect(onClose).toHaveBeenCalledWith('timeout');
    onClose.mockClear();
    rerender(<Snackbar open message="Hola" dismissOnDelay={false} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('has a labelled close button only with showCloseBtn', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar open message="Hola" dismissOnDelay={false} onClose={onClose} />, { wrapper: UiProviders });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    rerender(<Snackbar open message="Hola" dismissOnDelay={false} showCloseBtn onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
  });

  it('a click outside dismisses it only with dismissOnClickOutside', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar open message="Hola" dismissOnDelay={false} onClose={onClose} />, { wrapper: UiProviders });
    act(() => vi.advanceTimersByTime(10)); // MUI arms its click-away listener after mount
    fireEvent.click(document.body);
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Snackbar open message="Hola" dismissOnDelay={false} dismissOnClickOutside onClose={onClose} />);
    fireEvent.click(document.body);
    expect(onClose).toHaveBeenCalledWith('clickaway');
  });

  it('Escape dismisses it', () => {
    const onClose = vi.fn();
    render(<Snackbar open message="Hola" dismissOnDelay={false} onClose={onClose} />, { wrapper: UiProviders });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith('escapeKeyDown');
  });

  it('renders nothing while closed', () => {
    render(<Snackbar open={false} message="Hola" onClose={() => {}} />, { wrapper: UiProviders });
    expect(screen.queryByText('Hola')).toBeNull();
  });
});
