/**
 * Drizzle schema (PostgreSQL dialect) for the entities of spec §3.
 * Runs unchanged on PGlite (embedded default) and PostgreSQL (DATABASE_URL).
 * Money is integer cents with an ISO currency code; translatable text is a
 * { es, pt, en } JSON object (Spanish is the fallback, see lib/i18n/localized.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type LocalizedText = { es: string; pt?: string; en?: string };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---- Enumerations (spec §3) ----
export const degreeSegmentationEnum = pgEnum('degree_segmentation', ['ACTIVATED_DEGREE_SEGMENTATION', 'EXPIRED_DEGREE_SEGMENTATION']);
export const membershipPlanEnum = pgEnum('membership_plan', [
  'PREMIUM', 'PREMIUM_LITE', 'PREMIUM_DUO', 'PREMIUM_STUDENT', 'PLUS', 'FAMILIAR', 'PROFESIONAL', 'BECADO', 'ONG_BECADO', 'ORGANIZATION', 'UNIVERSITY_SCHOLARSHIP',
]);
export const membershipMethodEnum = pgEnum('membership_method', ['A_1', 'A_2']);
export const courseTypeEnum = pgEnum('course_type', ['FREE', 'PAID', 'MEMBERSHIP', 'DEGREE', 'B2B', 'B2B_CLASSROOMS', 'ROCKSTAR', 'TEMPORAL_ACCESS']);
export const courseLevelEnum = pgEnum('course_level', ['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);
export const lectureTypeEnum = pgEnum('lecture_type', ['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK']);
export const enrollmentTypeEnum = pgEnum('enrollment_type', [
  'B2B', 'DEGREE', 'FREE', 'FREEMIUM', 'FREE_MEMBERSHIP', 'MEMBERSHIP', 'MENTOR', 'PREVIEW_TRIAL', 'PROFESSOR', 'STAFF', 'TEMPORAL_ACCESS', 'GITCARD', 'PAID',
]);
export const genderEnum = pgEnum('gender', ['FEMALE', 'MALE', 'NON_BINARY', 'NOT_TO_SAY']);
export const documentTypeEnum = pgEnum('document_type', ['CE', 'DNI', 'PASAPORTE']);
export const mentorStatusEnum = pgEnum('mentor_status', ['AVAILABLE', 'TEMPORARY_SUSPENSION', 'UNSUBSCRIBED', 'VACATIONS']);
export const orgAssignedTypeEnum = pgEnum('org_assigned_type', ['all-catalog', 'panel-only']);
export const orgRoleEnum = pgEnum('org_role', ['owner', 'owner-corporation', 'admin', 'leader', 'member', 'high-education-member']);
export const resourceKindEnum = pgEnum('resource_kind', ['TOOL', 'EBOOK', 'TEMPLATE', 'VIDEO', 'ARTICLE']);

// ---- Reference data ----
export const countries = pgTable('countries', {
  code: text('code').primaryKey(), // ISO 3166-1 alpha-2, lower-case: the link prefix of spec §2
  originalId: integer('original_id').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  currency: text('currency').notNull(), // ISO 4217
  currencySymbol: text('currency_symbol').notNull(),
  phoneCode: text('phone_code').notNull(),
});

// ---- Organisations (B2B) ----
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

// ---- Users ----
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
  },
  (t) => [
    uniqueIndex('users_email_lower').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    check('users_wallet_non_negative', sql`${t.walletAmountCents} >= 0`),
  ],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  darkMode: boolean('dark_mode').notNull().default(false),
  showBannerCancelMembership: boolean('show_banner_cancel_membership').notNull().default(false),
  showPollRenovation: boolean('show_poll_renovation').notNull().default(false),
  showWelcomeUniversityScholarship: boolean('show_welcome_university_scholarship').notNull().default(false),
});

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

// ---- Memberships ----
export const membershipTypes = pgTable('membership_types', {
  id: serial('id').primaryKey(),
  tag: membershipPlanEnum('tag').notNull(),
  months: integer('months').notNull(),
  method: membershipMethodEnum('method').notNull().default('A_1'),
  /** Marketing group, e.g. 'MEMBERSHIP-POPUP-USER-UPDATE' (spec §7). */
  groupKey: text('group_key'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const membershipTypePrices = pgTable(
  'membership_type_prices',
  {
    membershipTypeId: integer('membership_type_id').notNull().references(() => membershipTypes.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipTypeId, t.currency] }), check('membership_price_positive', sql`${t.amountCents} > 0`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id').notNull().references(() => membershipTypes.id),
    startDate: date('start_date').notNull(),
    expireDate: date('expire_date').notNull(),
    isSubscription: boolean('is_subscription').notNull().default(true),
    isSubscriptionCanceled: boolean('is_subscription_canceled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_user').on(t.userId)],
);

// ---- Catalogue ----
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  icon: text('icon'),
  position: integer('position').notNull().default(0),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('subcategories_category_slug').on(t.categoryId, t.slug)],
);

export const professors = pgTable('professors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  slug: text('slug').notNull().unique(),
  fullName: text('full_name').notNull(),
  occupation: jsonb('occupation').$type<LocalizedText>(),
  bio: jsonb('bio').$type<LocalizedText>(),
  avatarUrl: text('avatar_url'),
  countryCode: text('country_code').references(() => countries.code),
});

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>(),
    description: jsonb('description').$type<LocalizedText>(),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    subcategoryId: integer('subcategory_id').references(() => subcategories.id),
    professorId: integer('professor_id').notNull().references(() => professors.id),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    courseType: courseTypeEnum('course_type').notNull().default('PAID'),
    level: courseLevelEnum('level').notNull().default('BEGINNER'),
    software: text('software').array().notNull().default(sql`ARRAY[]::text[]`),
    language: text('language').notNull().default('es'),
    coverImage: text('cover_image').notNull(),
    promoImage: text('promo_image'),
    trailerUrl: text('trailer_url'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    scoreAverage: doublePrecision('score_average').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    enrollmentsCount: integer('enrollments_count').notNull().default(0),
    /** Percent off the real price shown on the course, 0–100. */
    discountPercent: integer('discount_percent').notNull().default(0),
    launchDate: date('launch_date'),
    isPreSale: boolean('is_pre_sale').notNull().default(false),
    isScheduled: boolean('is_scheduled').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_category').on(t.categoryId),
    index('courses_subcategory').on(t.subcategoryId),
    index('courses_launch_date').on(t.launchDate),
    index('courses_published').on(t.publishedAt),
    check('courses_discount_range', sql`${t.discountPercent} between 0 and 100`),
  ],
);

export const coursePrices = pgTable(
  'course_prices',
  {
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** What the learner pays (after the course discount). */
    priceCents: integer('price_cents').notNull(),
    /** List price before the discount. */
    realPriceCents: integer('real_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.currency] }),
    check('course_prices_non_negative', sql`${t.priceCents} >= 0 and ${t.realPriceCents} >= ${t.priceCents}`),
  ],
);

export const courseLectures = pgTable(
  'course_lectures',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    moduleTitle: jsonb('module_title').$type<LocalizedText>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    lectureType: lectureTypeEnum('lecture_type').notNull().default('CLASS'),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    position: integer('position').notNull(),
  },
  (t) => [index('course_lectures_course').on(t.courseId, t.position)],
);

export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  coverImageUrl: text('cover_image_url').notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
  enrollmentsCount: integer('enrollments_count').notNull().default(0),
  createdAt: createdAt(),
});

export const bundleCourses = pgTable(
  'bundle_courses',
  {
    bundleId: integer('bundle_id').notNull().references(() => bundles.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.courseId] })],
);

export const bundlePrices = pgTable(
  'bundle_prices',
  {
    bundleId: integer('bundle_id').notNull().references(() => bundles.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    priceCents: integer('price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.currency] }), check('bundle_prices_non_negative', sql`${t.priceCents} >= 0`)],
);

// ---- Academies, buckets and skill paths ----
export const academyBuckets = pgTable('academy_buckets', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const academies = pgTable('academies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>(),
  logoUrl: text('logo_url').notNull(),
  isNew: boolean('is_new').notNull().default(false),
  categoryId: integer('category_id').references(() => categories.id),
  position: integer('position').notNull().default(0),
});

export const academyBucketLinks = pgTable(
  'academy_bucket_links',
  {
    academyId: integer('academy_id').notNull().references(() => academies.id, { onDelete: 'cascade' }),
    bucketId: integer('bucket_id').notNull().references(() => academyBuckets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.academyId, t.bucketId] })],
);

export const skillPaths = pgTable('skill_paths', {
  id: serial('id').primaryKey(),
  academyId: integer('academy_id').notNull().references(() => academies.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const skillPathCourses = pgTable(
  'skill_path_courses',
  {
    skillPathId: integer('skill_path_id').notNull().references(() => skillPaths.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.skillPathId, t.courseId] })],
);

export const microdegrees = pgTable('microdegrees', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  partner: text('partner').notNull(),
  durationMonths: integer('duration_months').notNull(),
  position: integer('position').notNull().default(0),
});

// ---- Cart ----
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Opaque id in a visitor's cookie; null once the cart belongs to an account. */
    guestToken: uuid('guest_token'),
    currency: text('currency').notNull().default('USD'),
    isPaid: boolean('is_paid').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_user').on(t.userId).where(sql`${t.isPaid} = false`),
    uniqueIndex('carts_guest_token').on(t.guestToken),
    check('carts_owner', sql`${t.userId} is not null or ${t.guestToken} is not null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_course').on(t.cartId, t.courseId),
    uniqueIndex('cart_lines_bundle').on(t.cartId, t.bundleId),
    check('cart_lines_one_item', sql`(${t.courseId} is null) <> (${t.bundleId} is null)`),
  ],
);

// ---- Learner data ----
export const enrollments = pgTable(
  'enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    enrollmentType: enrollmentTypeEnum('enrollment_type').notNull().default('PAID'),
    progressPercent: integer('progress_percent').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('enrollments_user_course').on(t.userId, t.courseId), check('enrollments_progress', sql`${t.progressPercent} between 0 and 100`)],
);

export const savedCourses = pgTable(
  'saved_courses',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const courseSubscriptions = pgTable(
  'course_subscriptions',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    redirectUrl: text('redirect_url'),
    redirectUrlName: text('redirect_url_name'),
    isRead: boolean('is_read').notNull().default(false),
    inAppEvent: text('in_app_event'),
    iconImage: text('icon_image'),
    channel: text('channel').notNull().default('INBOX'), // INBOX or LIVE (spec §3 message channels)
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created').on(t.userId, t.createdAt)],
);

export const featureFlags = pgTable('feature_flags', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  isActive: boolean('is_active').notNull().default(false),
  description: text('description'),
});

// ---- Content ----
export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').notNull().references(() => blogCategories.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    excerpt: jsonb('excerpt').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    coverImage: text('cover_image').notNull(),
    authorName: text('author_name').notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(5),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published').on(t.publishedAt)],
);

export const liveSessions = pgTable(
  'live_sessions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    hostName: text('host_name').notNull(),
    coverImage: text('cover_image').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('live_sessions_starts').on(t.startsAt)],
);

export const resources = pgTable('resources', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  kind: resourceKindEnum('kind').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  url: text('url').notNull(),
  coverImage: text('cover_image').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  isBusiness: boolean('is_business').notNull().default(false),
});

export const mentors = pgTable('mentors', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  slug: text('slug').notNull().unique(),
  fullName: text('full_name').notNull(),
  headline: jsonb('headline').$type<LocalizedText>().notNull(),
  expertise: text('expertise').array().notNull().default(sql`ARRAY[]::text[]`),
  status: mentorStatusEnum('status').notNull().default('AVAILABLE'),
  rating: doublePrecision('rating').notNull().default(0),
  sessionsCount: integer('sessions_count').notNull().default(0),
  avatarUrl: text('avatar_url').notNull(),
});

export const legalDocuments = pgTable('legal_documents', {
  slug: text('slug').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: date('updated_at').notNull(),
});

// ---- Analytics (spec §3 tracking event) ----
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventUuid: uuid('event_uuid').notNull().unique(),
    eventType: text('event_type').notNull(),
    appPlatform: text('app_platform').notNull().default('web'),
    apiVersion: integer('api_version').notNull().default(2),
    distinctId: text('distinct_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: text('item_id'),
    itemType: text('item_type'),
    path: text('path'),
    originPath: text('origin_path'),
    pageIdentifier: text('page_identifier'),
    pageData: jsonb('page_data'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_type_created').on(t.eventType, t.createdAt)],
);

// ---- Learner interests (spec §3 me.tastes, goals, catalog category/subcategory tastes) ----
export const userTastes = pgTable(
  'user_tastes',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id').notNull().references(() => subcategories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subcategoryId] })],
);

export const goals = pgTable('goals', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const userGoals = pgTable(
  'user_goals',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id').notNull().references(() => goals.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goalId] })],
);
