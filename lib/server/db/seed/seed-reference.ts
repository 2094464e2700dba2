/** Seeds countries, feature flags, membership types and prices, organisations and legal documents. */
import {
  countries,
  featureFlags,
  legalDocuments,
  membershipTypePrices,
  membershipTypes,
  organizationFeatures,
  organizations,
} from '../schema';
import { legalBody, LEGAL_DOCUMENTS } from './legal-data';
import { convertFromUsd, COUNTRIES, CURRENCIES } from './money';
import { FEATURE_FLAGS, MEMBERSHIP_TYPES, ORGANIZATIONS, type MembershipTypeSeed } from './reference-data';
import { insertChunked, perLang, type SeedDb } from './util';

export type ReferenceIds = {
  membershipTypeIds: Record<MembershipTypeSeed['key'], number>;
  orgIds: Record<string, number>;
};

export async function seedReference(db: SeedDb): Promise<ReferenceIds> {
  await insertChunked(db, countries, COUNTRIES.map((c) => ({ ...c })));
  await insertChunked(db, featureFlags, FEATURE_FLAGS.map((f) => ({ ...f })));

  const typeRows = await db
    .insert(membershipTypes)
    .values(
      MEMBERSHIP_TYPES.map((m, i) => ({
        tag: m.tag,
        months: m.months,
        method: m.method,
        groupKey: m.groupKey,
        name: m.name,
        position: i + 1,
      })),
    )
    .returning({ id: membershipTypes.id, position: membershipTypes.position });
  const membershipTypeIds = {} as Record<MembershipTypeSeed['key'], number>;
  for (const row of typeRows) membershipTypeIds[MEMBERSHIP_TYPES[row.position - 1].key] = row.id;
  await insertChunked(
    db,
    membershipTypePrices,
    MEMBERSHIP_TYPES.flatMap((m) =>
      CURRENCIES.map((currency) => ({
        membershipTypeId: membershipTypeIds[m.key],
        currency,
        amountCents: convertFromUsd(m.usdCents, currency),
      })),
    ),
  );

  const orgRows = await db
    .insert(organizations)
    .values(
      ORGANIZATIONS.map((o) => {
        const media = `/media/org/${o.slug}`;
        return {
          slug: o.slug,
          name: o.name,
          favicon: `${media}/isotype.svg`,
          logo: `${media}/logo.svg`,
          logoHeader: `${media}/logo.svg`,
          logoThumbnail: `${media}/isotype.svg`,
          loginImage: `/media/blog/${o.slug}-bienvenida.svg`,
          darkModeLogo: `${media}/logo-dark.svg`,
          darkModeIsotype: `${media}/isotype.svg`,
          isotype: `${media}/isotype.svg`,
          coverEmployee: `/media/blog/${o.slug}-equipo.svg`,
          coverProfile: `/media/blog/${o.slug}-perfil.svg`,
          primaryColor: o.primaryColor,
          secondaryColor: o.secondaryColor,
          assignedType: o.assignedType,
          organizationSize: o.organizationSize,
          organizationType: o.organizationType,
          industry: o.industry,
          startDate: o.startDate,
          customerSuccessType: o.customerSuccessType,
          canUploadCourses: o.canUploadCourses,
          hasStudioAvailable: o.hasStudioAvailable,
          hasGamificationAvailable: o.hasGamificationAvailable,
          higherEducationHome: o.higherEducationHome,
        };
      }),
    )
    .returning({ id: organizations.id, slug: organizations.slug });
  const orgIds: Record<string, number> = Object.fromEntries(orgRows.map((r) => [r.slug, r.id]));
  await insertChunked(
    db,
    organizationFeatures,
    ORGANIZATIONS.flatMap((o) => o.features.map((f) => ({ organizationId: orgIds[o.slug], ...f }))),
  );

  await insertChunked(
    db,
    legalDocuments,
    LEGAL_DOCUMENTS.map((doc) => ({
      slug: doc.slug,
      title: doc.title,
      body: perLang((lang) => legalBody(doc, lang)),
      updatedAt: doc.updatedAt,
    })),
  );

  return { membershipTypeIds, orgIds };
}
