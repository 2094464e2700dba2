// @vitest-environment happy-dom
/** The bar's dropdowns (components/menu/MenuDropdown.tsx): one open at a time, keyboard, focus return. */
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MenuDropdown, MENU_ITEM_ATTRIBUTE } from '@/components/menu/MenuDropdown';
import { closeAllSubmenus, menuStore } from '@/lib/client/menu/menu-store';

const item = (label: string) => (
  <a href={`/${label}/`} {...{ [MENU_ITEM_ATTRIBUTE]: '' }}>
    {label}
  </a>
);

function renderMenus() {
  return render(
    <div>
      <MenuDropdown submenu="catalogue" menuKey="catalogueDropdown" label="Cursos">
        {item('uno')}
        {item('dos')}
        {item('tres')}
      </MenuDropdown>
      <MenuDropdown submenu="resources" menuKey="resources" label="Recursos">
        {item('blog')}
      </MenuDropdown>
      <button type="button">fuera</button>
    </div>,
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });
const panelOf = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls')!)!;

describe('MenuDropdown', () => {
  beforeEach(() => act(() => closeAllSubmenus()));
  afterEach(cleanup);

  it('is a disclosure: aria-expanded and aria-controls, hidden panel while closed', () => {
    renderMenus();
    expect(trigger('Cursos').getAttribute('aria-expanded')).toBe('false');
    expect(panelOf('Cursos').hidden).toBe(true);
    expect(trigger('Cursos').getAttribute('data-menu-key')).toBe('catalogueDropdown');
    fireEvent.click(trigger('Cursos'));
    expect(trigger('Cursos').getAttribute('aria-expanded')).toBe('true');
    expect(panelOf('Cursos').hidden).toBe(false);
    expect(panelOf('Cursos').getAttribute('aria-labelledby')).toBe(trigger('Cursos').id);
  });

  it('opening one closes the other; clicking the open one closes it', () => {
    renderMenus();
    fireEvent.click(trigger('Cursos'));
    fireEvent.click(trigger('Recursos'));
    expect(trigger('Cursos').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Recursos').getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger('Recursos'));
    expect(menuStore.getState().open).toBeNull();
  });

  it('ArrowDown opens on the first item, arrows move and wrap, Escape closes and returns focus', () => {
    renderMenus();
    trigger('Cursos').focus();
    fireEvent.keyDown(trigger('Cursos'), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('uno');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('dos');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('tres');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('uno');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('tres');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(menuStore.getState().open).toBeNull();
    expect(document.activeElement).toBe(trigger('Cursos'));
  });

  it('a click outside closes it; a click on a link inside closes it', () => {
    renderMenus();
    fireEvent.click(trigger('Cursos'));
    fireEvent.pointerDown(screen.getByRole('button', { name: 'fuera' }));
    expect(menuStore.getState().open).toBeNull();
    fireEvent.click(trigger('Cursos'));
    fireEvent.click(screen.getByText('dos'));
    expect(menuStore.getState().open).toBeNull();
  });

  it('with lazily loaded content (beforeOpen): preloads on focus, opens only once loaded, ArrowDown lands on the first link', async () => {
    let loads = 0;
    let resolveLoad: () => void = () => undefined;
    // A stand-in for bar-panels.ts: the content appears when the load resolves.
    function LazyMenu() {
      const [loaded, setLoaded] = useState(false);
      const ensure = () => {
        loads += 1;
        return new Promise<void>((resolve) => {
          resolveLoad = () => {
            setLoaded(true);
            resolve();
          };
        });
      };
      return (
        <MenuDropdown submenu="catalogue" menuKey="catalogueDropdown" label="Cursos" beforeOpen={ensure}>
          {loaded ? (
            <>
              {item('uno')}
              {item('dos')}
            </>
          ) : null}
        </MenuDropdown>
      );
    }
    render(<LazyMenu />);
    act(() => trigger('Cursos').focus());
    expect(loads).toBe(1);
    fireEvent.keyDown(trigger('Cursos'), { key: 'ArrowDown' });
    // Not open while its content is loading: an empty panel would take the arrow keys nowhere.
    expect(trigger('Cursos').getAttribute('aria-expanded')).toBe('false');
    await act(async () => resolveLoad());
    expect(trigger('Cursos').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('uno');
  });
});
