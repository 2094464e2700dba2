/** Organisations (B2B): the organisation and its features, members and invitations. */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgAssignedTypeEnum, orgRoleEnum } from './enums';
import { createdAt } from './shared';
import { users } from './users';

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  favicon: text('favicon'),
  logo: text('logo'),
  logoHeader: text('logo_header'),
  logoThumbnail: text('logo_thumbnail'),
  loginImage: text('login_image'),
  darkModeLogo: text('dark_mode_logo'),
  darkModeIsotype: text('dark_mode_isotype'),
  isotype: text('isotype'),
  coverEmployee: text('cover_employee'),
  coverProfile: text('cover_profile'),
  primaryColor: text('primary_color').notNull(),
  secondaryColor: text('secondary_color').notNull(),
  assignedType: orgAssignedTypeEnum('assigned_type').notNull().default('all-catalog'),
  organizationSize: text('organization_size'),
  organizationType: text('organization_type'),
  industry: text('industry'),
  startDate: date('start_date'),
  customerSuccessType: text('customer_success_type'),
  canUploadCourses: boolean('can_upload_courses').notNull().default(false),
  hasStudioAvailable: boolean('has_studio_available').notNull().default(false),
  hasGamificationAvailable: boolean('has_gamification_available').notNull().default(false),
  higherEducationHome: boolean('higher_education_home').notNull().default(false),
  createdAt: createdAt(),
});

export const organizationFeatures = pgTable(
  'organization_features',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    scope: text('scope').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('organization_features_org_slug').on(t.organizationId, t.slug)],
);

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: orgRoleEnum('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('organization_members_user').on(t.userId)],
);

/** An invitation to join an organisation; accepted once. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: orgRoleEnum('role').notNull().default('member'),
    token: text('token').notNull().unique(),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('organization_invitations_pending').on(t.organizationId, sql`lower(${t.email})`).where(sql`${t.acceptedAt} is null`)],
);
