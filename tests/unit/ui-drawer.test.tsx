// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from '@/components/ui/Drawer';
import { UiProviders } from '../support/ui-providers';

// Spec §3 "UI widget props" (drawer position, width), §4 "Other" (close rules), §9 (default widths, right side).
describe('Drawer', () => {
  afterEach(cleanup);

  it('opens on the right by default as a labelled modal dialog with a close button', () => {
    const onClose = vi.fn();
    render(
      <Drawer open title="Notificaciones" onClose={onClose}>
        <p>Contenido</p>
      </Drawer>,
      { wrapper: UiProviders },
    );
    const panel = screen.getByRole('dialog', { name: 'Notificaciones' });
    expect(panel.closest('.MuiDrawer-root')!.className).toMatch(/MuiDrawer-anchorRight/);
    expect(panel.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledWith('closeButton');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('takes the position and width it is given; top and bottom span the viewport', () => {
    const { rerender } = render(<Drawer open position="left" width={375} title="Menú" closeLabel="Cerrar menú" onClose={() => {}} />, {
      wrapper: UiProviders,
    });
    const panel = screen.getByRole('dialog', { name: 'Menú' });
    expect(panel.closest('.MuiDrawer-root')!.className).toMatch(/MuiDrawer-anchorLeft/);
    expect(getComputedStyle(panel).width).toBe('375px');
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeTruthy();
    rerender(<Drawer open position="bottom" width={375} title="Menú" onClose={() => {}} />);
    expect(getComputedStyle(screen.getByRole('dialog')).width).toBe(`${window.innerWidth}px`); // 100vw
  });

  it('closes on Escape and backdrop click unless ignored', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Drawer open title="Menú" onClose={onClose} />, { wrapper: UiProviders });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenLastCalledWith('escapeKeyDown');
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).toHaveBeenLastCalledWith('backdropClick');
    onClose.mockClear();
    rerender(<Drawer open title="Menú" onClose={onClose} ignoreEscape ignoreBackdropClick hideCloseBtn />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });
});
