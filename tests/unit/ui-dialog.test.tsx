// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/Dialog';
import { UiProviders } from '../support/ui-providers';

// Spec §3 "UI widget props" (dialog), §4 "Other" (close rules, body scroll lock), §9 (grid widths, 90vh, blur 4 px).
describe('Dialog', () => {
  afterEach(cleanup);

  it('is a modal dialog named by its title, with a labelled close button', () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Confirmar compra" onClose={onClose}>
        Texto
      </Dialog>,
      { wrapper: UiProviders },
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirmar compra' });
    expect(screen.getByRole('heading', { level: 2, name: 'Confirmar compra' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
    expect(dialog.textContent).toContain('Texto');
  });

  it('closes on Escape and backdrop click unless ignored', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open title="Hola" onClose={onClose} />, { wrapper: UiProviders });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith('escapeKeyDown');
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).toHaveBeenLastCalledWith('backdropClick');

    onClose.mockClear();
    rerender(<Dialog open title="Hola" onClose={onClose} ignoreEscape ignoreBackdropClick />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a full-size dialog covers the screen and ignores an outside click', () => {
    const onClose = vi.fn();
    render(<Dialog open size="full" title="Hola" onClose={onClose} />, { wrapper: UiProviders });
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    fireEvent.click(document.querySelector('.MuiDialog-container')!);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('hideCloseBtn removes the close button', () => {
    render(<Dialog open title="Hola" hideCloseBtn onClose={() => {}} />, { wrapper: UiProviders });
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('a small dialog is 4 of 12 columns wide and at most 90vh high', () => {
    render(<Dialog open size="s" title="Hola" onClose={() => {}} />, { wrapper: UiProviders });
    const paper = document.querySelector('.MuiDialog-paper')!;
    expect(getComputedStyle(paper).maxWidth).toBe('455px');
    expect(parseFloat(getComputedStyle(paper).maxHeight)).toBeCloseTo(window.innerHeight * 0.9, 0);
  });

  it('locks the page body from scrolling while open (MUI modal)', () => {
    render(<Dialog open title="Hola" onClose={() => {}} />, { wrapper: UiProviders });
    expect(document.body.style.overflow).toBe('hidden');
  });
});
