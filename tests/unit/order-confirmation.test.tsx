// @vitest-environment happy-dom
/**
 * The order confirmation (issue 15 item 2: "a learner who just paid lands on the sales page"):
 * each course bought offers "Ir al curso" to its classroom (MyOrder's classroomUrl, already under
 * /org/{slug} when it applies), a certification lists its courses with one each, and a course
 * the buyer cannot open yet falls back to its page. The API's locale prefix is replaced by the
 * page's (the locale-aware Link puts it back; mocked here as a plain link).
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmationView } from '@/components/cart/ConfirmationView';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { resetCurrentUserStore } from '@/lib/client/stores/current-user-store';
import { theme } from '@/lib/domain/theme/theme';
import esCart from '@/messages/es/cart.json';
import { PAYG_USER } from '../support/current-user-fixtures';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

function course(originalId: number, title: string, slug: string, classroomUrl: string | null) {
  return { __typename: 'OrderLineCourse', originalId, title, url: `/cursos-online/diseno/${slug}/`, classroomUrl };
}

const ORDER = {
  __typename: 'Order',
  id: 'T3JkZXI6MQ==',
  number: 'CU-000001',
  status: 'PAID',
  currency: 'USD',
  currencySymbol: 'US$',
  total: 79.98,
  totalCents: 7998,
  discountCents: 0,
  creditCents: 0,
  chargeCents: 7998,
  createdAt: '2026-11-02T10:00:00.000Z',
  paidAt: '2026-11-02T10:00:01.000Z',
  lines: [
    {
      __typename: 'OrderLine',
      kind: 'COURSE',
      originalId: 11,
      title: 'Logotipos',
      url: '/pt/cursos-online/diseno/logotipos/',
      paidCents: 2999,
      listCents: 2999,
      classroomUrl: '/pt/cursos-online/diseno/logotipos/clase/1/',
      courses: [],
    },
    {
      __typename: 'OrderLine',
      kind: 'COURSE',
      originalId: 12,
      title: 'Tipografía',
      url: '/cursos-online/diseno/tipografia/',
      paidCents: 1999,
      listCents: 1999,
      classroomUrl: null,
      courses: [],
    },
    {
      __typename: 'OrderLine',
      kind: 'BUNDLE',
      originalId: 3,
      title: 'Diseño de marca',
      url: '/certificaciones/diseno-de-marca/',
      paidCents: 3000,
      listCents: 4000,
      classroomUrl: null,
      courses: [course(21, 'Color', 'color', '/org/acme-learning/cursos-online/diseno/color/clase/1/'), course(22, 'Retícula', 'reticula', '/cursos-online/diseno/reticula/clase/1/')],
    },
  ],
};

function renderView() {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string };
    const json = (payload: unknown) => new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    if (body.operationName === 'MyOrder') return json({ data: { myOrder: ORDER } });
    return json({ data: null });
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} } });
  render(
    <ThemeProvider theme={theme}>
      <IntlTestProvider locale="es" messages={{ cart: esCart }}>
        <ApolloProvider client={client}>
          <ConfirmationView orderNumber="CU-000001" />
        </ApolloProvider>
      </IntlTestProvider>
    </ThemeProvider>,
  );
}

describe('order confirmation: from the purchase to the classroom', () => {
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
  });

  it("each course bought has 'Ir al curso' to its classroom, in the page's language", async () => {
    resetCurrentUserStore({ state: { status: 'authenticated', user: PAYG_USER } });
    renderView();
    const link = await screen.findByRole('link', { name: 'Ir al curso: Logotipos' });
    // The API answered in Portuguese: the page's Link puts its own prefix back.
    expect(link.getAttribute('href')).toBe('/cursos-online/diseno/logotipos/clase/1/');
  });

  it('a course the buyer cannot open yet links to its page', async () => {
    resetCurrentUserStore({ state: { status: 'authenticated', user: PAYG_USER } });
    renderView();
    expect((await screen.findByRole('link', { name: 'Ir al curso: Tipografía' })).getAttribute('href')).toBe('/cursos-online/diseno/tipografia/');
  });

  it("a certification keeps 'Ver certificación' and lists its courses, each with 'Ir al curso' to its classroom", async () => {
    resetCurrentUserStore({ state: { status: 'authenticated', user: PAYG_USER } });
    renderView();
    expect((await screen.findByRole('link', { name: 'Ver certificación: Diseño de marca' })).getAttribute('href')).toBe('/certificaciones/diseno-de-marca/');
    const list = screen.getByRole('list', { name: 'Cursos de Diseño de marca' });
    expect(within(list).getByRole('link', { name: 'Ir al curso: Color' }).getAttribute('href')).toBe('/org/acme-learning/cursos-online/diseno/color/clase/1/');
    expect(within(list).getByRole('link', { name: 'Ir al curso: Retícula' }).getAttribute('href')).toBe('/cursos-online/diseno/reticula/clase/1/');
  });
});
