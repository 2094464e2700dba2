'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The agenda card's notify button, hydrated from its own chunk (issue 14): its subscription
 * reads, the login hand-off and the optimistic '¡Agendado!' are not needed to show the page.
 * The server renders it in full (the chunk is on the server too), so the button is in the HTML
 * at once; React hydrates it when the chunk arrives and replays a tap made before then.
 */
const AgendaCardButton = lazy(() => import('./AgendaCardActions').then((m) => ({ default: m.AgendaCardButton })));

export function AgendaCardButtonLazy(props: ComponentProps<typeof AgendaCardButton>) {
  return (
    <Suspense fallback={null}>
      <AgendaCardButton {...props} />
    </Suspense>
  );
}
