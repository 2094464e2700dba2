/**
 * Brand colours of the demo organisations. Shared by the seed (organizations rows) and
 * the media route (logos), so the image route never needs the database.
 */
export type OrgBrand = { slug: string; name: string; primary: string; secondary: string };

export const ORG_BRANDS: Readonly<Record<string, OrgBrand>> = {
  'acme-learning': { slug: 'acme-learning', name: 'Acme Learning', primary: '#5B3DF5', secondary: '#00C2A8' },
  'banco-andino': { slug: 'banco-andino', name: 'Banco Andino', primary: '#0B4F8A', secondary: '#F2A900' },
  'universidad-del-sol': { slug: 'universidad-del-sol', name: 'Universidad del Sol', primary: '#B3261E', secondary: '#FFB400' },
};

export function orgBrand(slug: string): OrgBrand | undefined {
  return Object.prototype.hasOwnProperty.call(ORG_BRANDS, slug) ? ORG_BRANDS[slug] : undefined;
}
