// @vitest-environment happy-dom
/** Transitions paused during a colour-scheme switch, under the page's CSP nonce (issue 9 item 4). */
import { afterEach, describe, expect, it } from 'vitest';
import { PAUSE_TRANSITIONS_CSS, pauseTransitions } from '@/lib/client/theme/pause-transitions';

function pauses(): HTMLStyleElement[] {
  return [...document.head.querySelectorAll('style')].filter((s) => s.textContent === PAUSE_TRANSITIONS_CSS);
}

describe('pauseTransitions', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('inserts the pause with the nonce of the server-rendered scripts and lifts it after two frames', async () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', 'abcdefghijklmnopqrstuv==');
    document.head.append(script);
    pauseTransitions();
    expect(pauses()).toHaveLength(1);
    expect(pauses()[0].getAttribute('nonce')).toBe('abcdefghijklmnopqrstuv==');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(pauses()).toHaveLength(0);
  });

  it('works without a nonce on the page (no policy: nothing to satisfy)', () => {
    pauseTransitions();
    expect(pauses()).toHaveLength(1);
    expect(pauses()[0].hasAttribute('nonce')).toBe(false);
  });
});
