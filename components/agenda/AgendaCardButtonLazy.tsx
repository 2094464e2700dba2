'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, type ComponentProps } from 'react';
import styles from './AgendaCardActions.module.css';

const AgendaCardButton = lazy(() => import('./AgendaCardActions').then((m) => ({ default: m.AgendaCardButton })));

/** Renders nothing; its effect runs when the Suspense boundary it shares with the button hydrates. */
function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * The agenda card's notify button, hydrated from its own chunk (issue 14): its subscription
 * reads, the login hand-off and the optimistic '¡Agendado!' are not needed to show the page.
 * The server renders it in full (the chunk is on the server too), so the button is in the HTML
 * at once. React does not replay a tap on a boundary still waiting for its code (it drops it:
 * an e2e test that delays the chunk saw no login dialog), so until the button has hydrated this
 * wrapper holds a tap on it and clicks the button again once it has (issue 14: no dead taps).
 */
export function AgendaCardButtonLazy(props: ComponentProps<typeof AgendaCardButton>) {
  const slot = useRef<HTMLSpanElement>(null);
  const hydrated = useRef(false);
  const held = useRef(false);

  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    // On window, capturing: React's own listener (on the document) stops a tap it cannot
    // deliver yet, so one on the slot would never see it.
    const hold = (event: MouseEvent) => {
      if (hydrated.current || !(event.target instanceof Element) || !el.contains(event.target) || !event.target.closest('button')) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = true;
    };
    window.addEventListener('click', hold, true);
    return () => window.removeEventListener('click', hold, true);
  }, []);

  const replay = useCallback(() => {
    hydrated.current = true;
    if (!held.current) return;
    held.current = false;
    slot.current?.querySelector('button')?.click();
  }, []);

  return (
    <span ref={slot} className={styles.slot}>
      <Suspense fallback={null}>
        <AgendaCardButton {...props} />
        <OnHydrated run={replay} />
      </Suspense>
    </span>
  );
}
