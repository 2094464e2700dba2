// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import esCommon from '@/messages/es/common.json';
import { UI_DEBUG_FLAG_KEY } from '@/lib/domain/session/keys';
import { resetCurrentUserStore } from '@/lib/client/stores/current-user-store';
import { UiDebugger, isUiDebuggerShortcut } from '@/components/auth/dialog/UiDebugger';
import { breakpointForWidth } from '@/components/auth/dialog/UiDebuggerPanel';

function press(init: KeyboardEventInit): void {
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
}

function mount() {
  return render(
    <IntlTestProvider locale="es" messages={{ common: esCommon }} timeZone="America/Lima">
      <UiDebugger />
    </IntlTestProvider>,
  );
}

describe('UI debugger (spec §2: Ctrl+Shift+4 toggles a UI debugger when a local flag is set)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
  });
  afterEach(cleanup);

  it('knows the shortcut, whatever the layout prints for Shift+4, and nothing else', () => {
    const base = { ctrlKey: true, shiftKey: true, altKey: false, metaKey: false };
    expect(isUiDebuggerShortcut({ ...base, code: 'Digit4', key: '$' })).toBe(true);
    expect(isUiDebuggerShortcut({ ...base, code: 'Unidentified', key: '4' })).toBe(true);
    expect(isUiDebuggerShortcut({ ...base, shiftKey: false, code: 'Digit4', key: '4' })).toBe(false);
    expect(isUiDebuggerShortcut({ ...base, altKey: true, code: 'Digit4', key: '4' })).toBe(false);
    expect(isUiDebuggerShortcut({ ...base, code: 'Digit5', key: '%' })).toBe(false);
  });

  it('names the spec breakpoints of a viewport width (480/768/1024/1366/1920, §9)', () => {
    expect([375, 767, 768, 1023, 1024, 1365, 1366, 1920].map(breakpointForWidth)).toEqual(['xs', 'xs', 'sm', 'sm', 'md', 'md', 'lg', 'xl']);
  });

  it('does nothing without the local flag', async () => {
    mount();
    press({ ctrlKey: true, shiftKey: true, code: 'Digit4', key: '$' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Depurador de interfaz' })).toBeNull();
  });

  it('with the flag, the shortcut shows the overlay (loaded on first use) and hides it again', async () => {
    window.localStorage.setItem(UI_DEBUG_FLAG_KEY, 'true');
    mount();
    expect(screen.queryByRole('region', { name: 'Depurador de interfaz' })).toBeNull();
    press({ ctrlKey: true, shiftKey: true, code: 'Digit4', key: '$' });
    const panel = await screen.findByRole('region', { name: 'Depurador de interfaz' });
    expect(panel.textContent).toContain('Punto de quiebre');
    expect(panel.textContent).toContain(`${window.innerWidth} px`);
    expect(panel.textContent).toContain('anonymous');
    press({ ctrlKey: true, shiftKey: true, code: 'Digit4', key: '$' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Depurador de interfaz' })).toBeNull());
  });
});
