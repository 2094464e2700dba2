// @vitest-environment happy-dom
/**
 * Spec §2 logo by type, b2b: an organisation member sees their organisation's logo (light and
 * dark variants, max 128 × 32, spec §9) linking home, and its name with an icon when the image
 * fails. The logo's code loads only for them (issue 14): until it arrives the name holds the place.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { BrandLogo } from '@/components/menu/BrandLogo';
import menu from '@/messages/es/menu.json';

vi.mock('next/navigation', () => ({ usePathname: () => '/learn/', useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const ORG = { name: 'Acme Learning', logo: '/media/org/acme.png', logoHeader: null, darkModeLogo: '/media/org/acme-dark.png' };

function renderLogo(b2bOrganization: typeof ORG | null) {
  return render(
    <IntlTestProvider locale="es" messages={{ menu }}>
      <BrandLogo home="/org/7/learn/" b2bOrganization={b2bOrganization} premium={false} degree={false} />
    </IntlTestProvider>,
  );
}

afterEach(cleanup);

describe('BrandLogo for an organisation member', () => {
  it("shows the organisation's light and dark logos, linking to its home with its name", async () => {
    const { container } = renderLogo(ORG);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toContain('/org/7/learn/');
    expect(link.getAttribute('aria-label')).toContain('Acme Learning');
    await vi.waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    const [light, dark] = [...container.querySelectorAll('img')];
    expect(light.getAttribute('src')).toBe(ORG.logo);
    expect(dark.getAttribute('src')).toBe(ORG.darkModeLogo);
    expect(container.querySelector('[data-logo-type]')?.getAttribute('data-logo-type')).toBe('b2b');
  });

  it('falls back to an icon and the name when the image fails', async () => {
    const { container } = renderLogo(ORG);
    await vi.waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(2));
    fireEvent.error(container.querySelector('img')!);
    expect(await screen.findByTestId('organization-logo-fallback')).toBeTruthy();
    expect(screen.getByText('Acme Learning')).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('a visitor gets the brand mark, never the organisation part', () => {
    const { container } = renderLogo(null);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/brand/logo-mark.svg');
    expect(container.querySelector('[data-logo-type]')?.getAttribute('data-logo-type')).not.toBe('b2b');
  });
});
