/**
 * Switches CSS transitions off while the colour scheme changes, so every surface flips at once
 * instead of fading at its own pace. MUI's `disableTransitionOnChange` does the same with a
 * <style> tag that carries no CSP nonce (the policy refuses it, issue 9); this one reuses the
 * page's nonce, read from the nonce-bearing scripts the server rendered.
 */
export const PAUSE_TRANSITIONS_CSS = '*,*::before,*::after{-webkit-transition:none!important;transition:none!important}';

function pageNonce(doc: Document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  // Browsers hide the attribute's value once parsed; the property keeps it.
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/** Inserts the pause now and lifts it two frames later (after React has committed and painted). */
export function pauseTransitions(doc: Document = document): void {
  const style = doc.createElement('style');
  const nonce = pageNonce(doc);
  if (nonce) style.setAttribute('nonce', nonce);
  style.appendChild(doc.createTextNode(PAUSE_TRANSITIONS_CSS));
  doc.head.appendChild(style);
  const view = doc.defaultView;
  const lift = () => style.remove();
  if (!view?.requestAnimationFrame) {
    setTimeout(lift, 0);
    return;
  }
  view.requestAnimationFrame(() => view.requestAnimationFrame(lift));
}
