// @vitest-environment happy-dom
/**
 * Issue 14: the Premium, plans, business and company landings render no MUI. Their components
 * keep what MUI's gave them: roles, names, heading levels, ids and link targets.
 */
import type { ReactNode } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoMui } from '../support/no-mui';
import type { MembershipPlan } from '@/lib/server/services/memberships';
import { PlanCard, PlanGrid } from '@/components/commerce/PlanCard';
import { RewardTable } from '@/components/commerce/RewardTable';
import { AnchorButton } from '@/components/business/AnchorButton';
import { BusinessHero } from '@/components/business/BusinessHero';
import { OrgAvatar } from '@/components/business/OrgAvatar';
import { ProgressBar } from '@/components/business/ProgressBar';
import { StepList } from '@/components/business/StepList';
import { ValueProps } from '@/components/business/ValueProps';
import esPremium from '@/messages/es/premium.json';
import esReferrals from '@/messages/es/referrals.json';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));

afterEach(cleanup);

function withMessages(children: ReactNode) {
  return (
    <IntlTestProvider locale="es" messages={{ premium: esPremium, referrals: esReferrals }} timeZone="America/Lima">
      {children}
    </IntlTestProvider>
  );
}

const ANNUAL: MembershipPlan = {
  id: 3,
  tag: 'PREMIUM',
  months: 12,
  method: 'A_2',
  groupKey: null,
  name: { es: 'Premium anual', pt: 'Premium anual', en: 'Annual Premium' },
  position: 1,
  prices: [{ currency: 'USD', amountCents: 12000 }],
};

describe('PlanCard (plain markup)', () => {
  it('is an article with its heading, badges, prices, features and a named call to action', () => {
    const { container } = render(
      withMessages(
        <PlanGrid>
          <li>
            <PlanCard plan={ANNUAL} highlighted highlightLabel="Recomendado" features={['Todo el catálogo', 'Certificados']} cta={{ href: '/registro/', label: 'Suscribirme' }} />
          </li>
        </PlanGrid>,
      ),
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Premium anual' })).toBeTruthy();
    expect(within(card).getByText('Recomendado')).toBeTruthy();
    expect(within(card).getByText('Prueba')).toBeTruthy();
    expect(within(card).getByText('Facturación anual').tagName).toBe('P');
    expect(within(card).getByText(/^Equivale a .*10.* al mes$/).tagName).toBe('P');
    expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Todo el catálogo', 'Certificados']);
    expect(within(card).getByRole('link', { name: 'Suscribirme: Premium anual' }).getAttribute('href')).toBe('/registro/');
    expectNoMui(container);
  });

  it('takes the heading level it is given', () => {
    render(withMessages(<PlanCard plan={{ ...ANNUAL, method: 'A_1' }} headingLevel="h2" features={[]} cta={{ href: '/x/', label: 'Ir' }} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Premium anual' })).toBeTruthy();
    expect(screen.queryByText('Prueba')).toBeNull();
  });
});

describe('RewardTable (plain markup)', () => {
  it('is a captioned table with column and row headers and a link per product', () => {
    const { container } = render(
      withMessages(<RewardTable caption="Lo que ganas" rows={[{ key: 'c1', title: 'Curso de logos', href: '/cursos-online/diseno/logos/', kind: 'course', priceCents: 10000, currency: 'USD' }]} />),
    );
    const table = screen.getByRole('table', { name: 'Lo que ganas' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Curso o certificación', 'Precio', expect.stringContaining('Tu recompensa')]);
    const rowHeader = within(table).getByRole('rowheader');
    expect(within(rowHeader).getByRole('link', { name: 'Curso de logos' }).getAttribute('href')).toBe('/cursos-online/diseno/logos/');
    expect(rowHeader.textContent).toContain('Curso');
    expectNoMui(container);
  });
});

describe('business landing pieces (plain markup)', () => {
  it('BusinessHero holds the only h1, the lead and the actions in a header', () => {
    const { container } = render(<BusinessHero eyebrow="Para empresas" title="Forma a tu equipo" lead="Cursos para todos" actions={<button type="button">Planes</button>} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Forma a tu equipo' })).toBeTruthy();
    expect(within(header).getByText('Cursos para todos').tagName).toBe('P');
    expect(within(header).getByRole('button', { name: 'Planes' })).toBeTruthy();
    expectNoMui(container);
  });

  it('ValueProps and StepList are lists of cards with h3 headings; icons and numbers are hidden', () => {
    const { container } = render(
      <>
        <ValueProps items={[{ key: 'a', icon: 'schoolOutlined', title: 'Aprende', body: 'Siempre' }]} />
        <StepList steps={[{ key: 'one', title: 'Postula', body: 'Escríbenos' }, { key: 'two', title: 'Conversa', body: 'Te llamamos' }]} />
      </>,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Aprende', 'Postula', 'Conversa']);
    const steps = container.querySelector('ol')!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(2);
    expect(steps.querySelector('[aria-hidden="true"]')?.textContent).toBe('1');
    expect(container.querySelector('ul svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expectNoMui(container);
  });

  it('ProgressBar is a progressbar named by its label, with its value', () => {
    render(
      <>
        <p id="label">Avance promedio: 42 %</p>
        <ProgressBar value={42} labelledBy="label" color="#123456" />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Avance promedio: 42 %' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuemax')]).toEqual(['42', '0', '100']);
  });

  it('OrgAvatar shows the logo (decorative) or the initial', () => {
    const { container } = render(
      <>
        <OrgAvatar name="Acme" logo="/logo.png" size={56} />
        <OrgAvatar name="Beta" logo={null} size={56} />
      </>,
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.getByText('B')).toBeTruthy();
  });

  it('AnchorButton keeps in-page and mailto: hrefs as they are', () => {
    render(
      <>
        <AnchorButton href="#hiring-roles">Ver puestos</AnchorButton>
        <AnchorButton href="mailto:a@b.c?subject=x" icon="mailOutlineRounded" aria-label="Postular a Frontend">
          Postular
        </AnchorButton>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Ver puestos' }).getAttribute('href')).toBe('#hiring-roles');
    expect(screen.getByRole('link', { name: 'Postular a Frontend' }).getAttribute('href')).toBe('mailto:a@b.c?subject=x');
  });
});
