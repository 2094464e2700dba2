/** Accounts: the user of spec §3, their settings and the individually revoked session tokens. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { degreeSegmentationEnum, documentTypeEnum, genderEnum } from './enums';
import { countries } from './site';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    document: text('document'),
    typeDocument: documentTypeEnum('type_document'),
    birthday: date('birthday'),
    gender: genderEnum('gender'),
    phoneCode: text('phone_code'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    occupation: text('occupation'),
    position: text('position'),
    workplace: text('workplace'),
    countryCode: text('country_code').references(() => countries.code),
    language: text('language').notNull().default('es'),
    /** 'Register' (new user), 'PAYG', 'Member', 'B2B' or 'Degree' (spec §4 student type). */
    segmentation: text('segmentation').notNull().default('Register'),
    segmentationKey: text('segmentation_key'),
    userDegreeSegmentation: degreeSegmentationEnum('user_degree_segmentation'),
    userTagV2: text('user_tag_v2'),
    isStaff: boolean('is_staff').notNull().default(false),
    isMentor: boolean('is_mentor').notNull().default(false),
    isProfessor: boolean('is_professor').notNull().default(false),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    isCareerMembership: boolean('is_career_membership').notNull().default(false),
    isSofe: boolean('is_sofe').notNull().default(false),
    isSofeMembership: boolean('is_sofe_membership').notNull().default(false),
    hadSofeMembership: boolean('had_sofe_membership').notNull().default(false),
    hasBootcamps: boolean('has_bootcamps').notNull().default(false),
    canEnrollFreemium: boolean('can_enroll_freemium').notNull().default(false),
    tourCompleted: boolean('tour_completed').notNull().default(false),
    tourOnboardingCompleted: boolean('tour_onboarding_completed').notNull().default(false),
    featureTeacherPanel: boolean('feature_teacher_panel').notNull().default(false),
    featureMentorPanel: boolean('feature_mentor_panel').notNull().default(false),
    behavior: text('behavior'),
    appSource: text('app_source'),
    profilePictureUrl: text('profile_picture_url'),
    walletAmountCents: integer('wallet_amount_cents').notNull().default(0),
    walletCurrency: text('wallet_currency').notNull().default('USD'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Every session token carries the version it was issued under; bumping it (password change,
     * "log out everywhere") signs out every token of the account at once (issue 17 item 1).
     */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    check('users_wallet_non_negative', sql`${t.walletAmountCents} >= 0`),
  ],
);

/**
 * Session tokens ended one by one (logout, a URL token exchanged for a cookie), by their `jti`,
 * until they would have expired anyway; older rows are purged when new ones are written.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at').on(t.expiresAt)],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  darkMode: boolean('dark_mode').notNull().default(false),
  showBannerCancelMembership: boolean('show_banner_cancel_membership').notNull().default(false),
  showPollRenovation: boolean('show_poll_renovation').notNull().default(false),
  showWelcomeUniversityScholarship: boolean('show_welcome_university_scholarship').notNull().default(false),
});
