// @vitest-environment happy-dom
/**
 * The menu's notifications bell and drawer (spec §2 "A notifications drawer", §4
 * "Notifications", §6 notifications rule, §7 MainMenuNotifications on v5 with
 * cache-and-network, §9 'Notification Page' / 9), on the app's Apollo client (its real link
 * chain and cache policies) over a fake v5 API.
 */
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsBellButton } from '@/components/notifications/NotificationsBellButton';
import { NotificationsDrawer } from '@/components/notifications/NotificationsDrawer';
import { clientNotificationsMessages } from '@/components/notifications/messages';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { notificationsAccessQuery } from '@/lib/client/notifications/access-query';
import { resetCurrentUserStore, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { theme } from '@/lib/domain/theme/theme';
import esCommon from '@/messages/es/common.json';
import esNotifications from '@/messages/es/notifications.json';
import { PAYG_USER as USER } from '../support/current-user-fixtures';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity }));

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

const messages = clientNotificationsMessages(esNotifications);

const SIGNED_IN: CurrentUserState = { status: 'authenticated', user: USER };
const HIGH_ED: CurrentUserState = {
  status: 'authenticated',
  user: { ...USER, segmentation: 'B2B', organization: { slug: 'universidad-del-sol', name: 'Universidad del Sol', myRole: 'high-education-member', assignedType: 'all-catalog' } },
};
const MENTOR: CurrentUserState = { status: 'authenticated', user: { ...USER, isMentor: true } };

const NOW = Date.now();

type Item = { id: number; title: string; redirect: string | null; read: boolean; channel: 'INBOX' | 'LIVE'; ts: number };

/** 13 notifications, newest (id 13) first; 13, 12 and 11 unread. */
function fixture(count = 13): Item[] {
  return Array.from({ length: count }, (_, k) => {
    const id = count - k;
    const redirect = id === 12 ? 'https://ayuda.example.com/articulo' : id === 11 ? null : `/cursos-online/curso-${id}/`;
    return { id, title: `Aviso ${id}`, redirect, read: id < 11, channel: id === 12 ? 'LIVE' : 'INBOX', ts: NOW - (count - id + 1) * 3_600_000 };
  });
}

type Body = { operationName: string; variables: Record<string, unknown> };

/** A v5 API over `items`: keyset pages, mark read, access; every request is recorded. */
function fakeApi(options: { items?: Item[]; flagActive?: boolean; orgHigherEducationHome?: boolean; failFirstPage?: boolean; repeatBoundary?: boolean } = {}) {
  const items = options.items ?? fixture();
  const calls: (Body & { url: string })[] = [];
  let failures = options.failFirstPage ? 2 : 0;
  const node = (i: Item) => ({
    __typename: 'Notification',
    id: `N${i.id}`,
    notification_id: i.id,
    user_id: 7,
    title: i.title,
    message: `Mensaje ${i.id}`,
    redirect_url: i.redirect,
    redirect_url_name: i.redirect ? 'Ver' : null,
    is_readed: i.read,
    in_app_event: 'NEW_COURSE',
    icon_image: null,
    channel: i.channel,
    created_at: new Date(i.ts).toISOString(),
    created_timestamp: i.ts,
  });
  const counts = () => ({ total_count: items.length, total_unread: items.filter((i) => !i.read).length });
  const pageOf = (v: Record<string, unknown>) => {
    const first = Number(v.first ?? 10);
    let start = 0;
    if (typeof v.after === 'string') {
      start = items.findIndex((i) => `c${i.id}` === v.after) + 1;
      if (options.repeatBoundary) start -= 1; // the boundary item again: the client must drop it
    }
    const slice = items.slice(start, start + first);
    return {
      __typename: 'NotificationPage',
      errors: [],
      ...counts(),
      edges: slice.map((i) => ({ __typename: 'NotificationEdge', cursor: `c${i.id}`, node: node(i) })),
      page_info: {
        __typename: 'NotificationPageInfo',
        start_cursor: slice[0] ? `c${slice[0].id}` : null,
        end_cursor: slice.at(-1) ? `c${slice.at(-1)!.id}` : null,
        has_next_page: start + first < items.length,
        has_previous_page: start > 0,
      },
    };
  };
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push({ ...body, url: String(url) });
    const json = (payload: unknown) => new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    await new Promise((r) => setTimeout(r, 5));
    switch (body.operationName) {
      case 'NotificationsAccess': {
        const flagActive = options.flagActive ?? true;
        const he = options.orgHigherEducationHome ?? false;
        return json({ data: { notificationsAccess: { __typename: 'NotificationsAccess', visible: flagActive && !he, flagActive, organizationHigherEducationHome: he } } });
      }
      case 'MainMenuNotifications':
        if (failures > 0) {
          failures -= 1;
          return json({ data: null, errors: [{ message: 'Ocurrió un error inesperado.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
        }
        return json({ data: { notifications: pageOf(body.variables) } });
      case 'MarkNotificationAsRead': {
        const item = items.find((i) => `N${i.id}` === body.variables.id)!;
        item.read = true;
        return json({ data: { markNotificationAsRead: { __typename: 'NotificationReadPayload', success: true, ...counts(), notification: { __typename: 'Notification', id: `N${item.id}`, is_readed: true } } } });
      }
      case 'MarkAllNotificationsAsRead': {
        const updated = items.filter((i) => !i.read).length;
        for (const i of items) i.read = true;
        return json({ data: { markAllNotificationsAsRead: { __typename: 'NotificationsReadPayload', success: true, updated_count: updated, ...counts() } } });
      }
      default:
        return json({ errors: [{ message: `unexpected ${body.operationName}` }] });
    }
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} }, apiBase: null });
  // NotificationsAccess is a plain request of the menu (lib/client/notifications/access-query), not Apollo's.
  vi.stubGlobal('fetch', fetchMock);
  const named = (name: string) => calls.filter((c) => c.operationName === name);
  return { client, calls, named, items };
}

function Providers({ api, children }: { api: ReturnType<typeof fakeApi>; children: ReactNode }) {
  return (
    <IntlTestProvider locale="es" messages={{ common: esCommon }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <ApolloProvider client={api.client}>{children}</ApolloProvider>
      </ThemeProvider>
    </IntlTestProvider>
  );
}

function renderBell(api: ReturnType<typeof fakeApi>) {
  return render(
    <Providers api={api}>
      <NotificationsBellButton messages={messages} />
    </Providers>,
  );
}

async function openDrawer() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notificaciones/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
  await within(dialog).findByRole('list', { name: 'Tus notificaciones' });
  return dialog;
}

const itemsIn = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Tus notificaciones' })).getAllByRole('listitem');

/** The bell and its drawer load lazily, with Apollo (issue 14): their chunk is warmed once, so a cold import does not eat a test's wait. */
beforeAll(async () => {
  await Promise.all([import('@/components/notifications/NotificationsBell'), import('@/components/providers/WithApollo')]);
});

describe('NotificationsBellButton', () => {
  beforeEach(() => {
    trackActivity.mockClear();
    notificationsAccessQuery.reset();
    resetCurrentUserStore({ state: SIGNED_IN });
  });
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
    vi.unstubAllGlobals();
  });

  it('shows the unread count as a badge and in its accessible name, from MainMenuNotifications on v5', async () => {
    const api = fakeApi();
    renderBell(api);
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' }, { timeout: 10_000 }); // the first render loads MUI and the client: slow on a busy machine
    expect(bell.getAttribute('aria-haspopup')).toBe('dialog');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.textContent).toContain('3');
    const [page] = api.named('MainMenuNotifications');
    expect(page.url).toBe('/api/v5/graph/');
    expect(page.variables).toEqual({ first: 10 });
    expect(api.named('NotificationsAccess')[0].url).toBe('/api/v5/graph/');
  });

  it('renders nothing for anonymous visitors, and asks nothing', async () => {
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
    const api = fakeApi();
    const { container } = renderBell(api);
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(container.textContent).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('renders nothing when user_notification_web is off (spec §6)', async () => {
    const api = fakeApi({ flagActive: false });
    const { container } = renderBell(api);
    await waitFor(() => expect(api.named('NotificationsAccess')).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(container.querySelector('button')).toBeNull();
    expect(api.named('MainMenuNotifications')).toEqual([]);
  });

  it('renders nothing for a high-education member when their organisation has the higher-education home (spec §6)', async () => {
    resetCurrentUserStore({ state: HIGH_ED });
    const api = fakeApi({ orgHigherEducationHome: true });
    const { container } = renderBell(api);
    await waitFor(() => expect(api.named('NotificationsAccess')).toHaveLength(1));
    await act(async () => new Promise((r) => setTimeout(r, 30)));
    expect(container.querySelector('button')).toBeNull();
  });

  it('opens a labelled right drawer named "Notification Page" for analytics; Escape closes it and the focus returns to the bell', async () => {
    const api = fakeApi();
    renderBell(api);
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 3 sin leer' }, { timeout: 10_000 }); // the first render loads MUI and the client: slow on a busy machine
    bell.focus();
    const dialog = await openDrawer();
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.closest('.MuiDrawer-root')!.className).toMatch(/MuiDrawer-anchorRight/);
    expect(dialog.querySelector('[data-page-name="Notification Page"][data-drawer-key="9"]')).not.toBeNull();
    expect(trackActivity).toHaveBeenCalledWith(expect.objectContaining({ eventType: 'page_view', pageIdentifier: 'Notification Page', data: { page_name: 'Notification Page', drawer_key: 9 } }));
    expect(within(dialog).getByRole('status').textContent).toBe('Tienes 3 notificaciones sin leer.');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('NotificationsDrawer', () => {
  beforeEach(() => {
    trackActivity.mockClear();
    notificationsAccessQuery.reset();
    resetCurrentUserStore({ state: SIGNED_IN });
  });
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
    vi.unstubAllGlobals();
  });

  it('lists notifications newest first with unread styling and their times', async () => {
    const api = fakeApi();
    renderBell(api);
    const dialog = await openDrawer();
    const items = itemsIn(dialog);
    expect(items).toHaveLength(10);
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'No leída: Aviso 13',
      'No leída: Aviso 12',
      'No leída: Aviso 11',
      'Aviso 10',
      'Aviso 9',
      'Aviso 8',
      'Aviso 7',
      'Aviso 6',
      'Aviso 5',
      'Aviso 4',
    ]);
    expect(items.slice(0, 3).every((li) => li.getAttribute('data-unread') === 'true')).toBe(true);
    expect(items[3].getAttribute('data-unread')).toBeNull();
    expect(within(items[0]).getByText('hace 1 hora')).toBeTruthy();
    expect(within(items[1]).getByText('En vivo')).toBeTruthy();
    // The message describes the item's control.
    const link = within(items[0]).getByRole('link', { name: 'Aviso 13' });
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe('Mensaje 13');
  });

  it('loads more with the last end cursor and created_timestamp, dropping duplicates, until the end', async () => {
    const api = fakeApi({ repeatBoundary: true });
    renderBell(api);
    const dialog = await openDrawer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(itemsIn(dialog)).toHaveLength(13));
    const more = api.named('MainMenuNotifications').find((c) => c.variables.after);
    expect(more?.variables).toEqual({ first: 10, after: 'c4', created_timestamp: api.items.find((i) => i.id === 4)!.ts });
    expect(itemsIn(dialog).map((li) => within(li).getByRole('heading').textContent?.replace('No leída: ', ''))).toEqual(
      Array.from({ length: 13 }, (_, k) => `Aviso ${13 - k}`),
    );
    expect(within(dialog).queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(within(dialog).getByText('No hay más notificaciones.')).toBeTruthy();
    // The keyboard lands on the first item of the new page.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Aviso 3'));
  });

  it('clicking a notification marks it read and follows its redirect_url (the drawer closes for an app path)', async () => {
    const api = fakeApi();
    renderBell(api);
    const dialog = await openDrawer();
    const link = within(itemsIn(dialog)[0]).getByRole('link', { name: 'Aviso 13' });
    expect(link.getAttribute('href')).toBe('/cursos-online/curso-13/');
    fireEvent.click(link);
    await waitFor(() => expect(api.named('MarkNotificationAsRead')).toHaveLength(1));
    expect(api.named('MarkNotificationAsRead')[0]).toMatchObject({ url: '/api/v5/graph/', variables: { id: 'N13' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Notificaciones: 2 sin leer' })).toBeTruthy();
  });

  it('opens a web address in a new tab and a notification without one marks it read in place', async () => {
    const api = fakeApi();
    renderBell(api);
    const dialog = await openDrawer();
    const external = within(itemsIn(dialog)[1]).getByRole('link', { name: 'Aviso 12' });
    // Keep happy-dom from opening the address for real (React's handler still runs first).
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(external);
    await waitFor(() => expect(itemsIn(dialog)[1].getAttribute('data-unread')).toBeNull());
    expect(screen.getByRole('dialog')).toBeTruthy();
    document.removeEventListener('click', stay);

    const plain = within(itemsIn(dialog)[2]).getByRole('button', { name: 'Aviso 11' });
    fireEvent.click(plain);
    await waitFor(() => expect(itemsIn(dialog)[2].getAttribute('data-unread')).toBeNull());
    expect(within(dialog).getByRole('status').textContent).toBe('Tienes 1 notificación sin leer.');
    // Read and without a destination: nothing to activate.
    expect(within(itemsIn(dialog)[2]).queryByRole('button')).toBeNull();
    expect(api.named('MarkNotificationAsRead').map((c) => c.variables.id)).toEqual(['N12', 'N11']);
  });

  it('marks all as read: the items, the summary and the badge follow', async () => {
    const api = fakeApi();
    renderBell(api);
    const dialog = await openDrawer();
    const button = within(dialog).getByRole('button', { name: 'Marcar todas como leídas' });
    fireEvent.click(button);
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Estás al día: no tienes notificaciones sin leer.'));
    expect(itemsIn(dialog).some((li) => li.getAttribute('data-unread'))).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Marcar todas como leídas' }).hasAttribute('disabled')).toBe(true);
    expect(api.named('MarkAllNotificationsAsRead')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Notificaciones', hidden: true })).toBeTruthy();
  });

  it('shows an empty state when there are no notifications', async () => {
    const api = fakeApi({ items: [] });
    render(
      <Providers api={api}>
        <NotificationsDrawer open onClose={() => {}} messages={messages} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(await within(dialog).findByRole('heading', { name: 'No tienes notificaciones' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
  });

  it('says when the list could not load, and retries', async () => {
    const api = fakeApi({ failFirstPage: true });
    render(
      <Providers api={api}>
        <NotificationsDrawer open onClose={() => {}} messages={messages} />
      </Providers>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(await within(dialog).findByText('No pudimos cargar tus notificaciones.')).toBeTruthy();
    // The first retry fails too; the second one loads.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(api.named('MainMenuNotifications')).toHaveLength(2));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Reintentar' }));
    await within(dialog).findByRole('list', { name: 'Tus notificaciones' });
    expect(itemsIn(dialog)).toHaveLength(10);
  });

  it('links to the inbox for users with inbox access only', async () => {
    const api = fakeApi();
    const { unmount } = render(
      <Providers api={api}>
        <NotificationsDrawer open onClose={() => {}} messages={messages} />
      </Providers>,
    );
    await screen.findByRole('list', { name: 'Tus notificaciones' });
    expect(screen.queryByRole('link', { name: 'Ir a la bandeja de entrada' })).toBeNull();
    unmount();
    resetCurrentUserStore({ state: MENTOR });
    render(
      <Providers api={fakeApi()}>
        <NotificationsDrawer open onClose={() => {}} messages={messages} />
      </Providers>,
    );
    expect((await screen.findByRole('link', { name: 'Ir a la bandeja de entrada' })).getAttribute('href')).toBe('/inbox/');
  });
});
