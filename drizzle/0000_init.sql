CREATE TYPE "public"."course_level" AS ENUM('BEGINNER', 'INTERMEDIATE', 'ADVANCED');--> statement-breakpoint
CREATE TYPE "public"."course_type" AS ENUM('FREE', 'PAID', 'MEMBERSHIP', 'DEGREE', 'B2B', 'B2B_CLASSROOMS', 'ROCKSTAR', 'TEMPORAL_ACCESS');--> statement-breakpoint
CREATE TYPE "public"."degree_segmentation" AS ENUM('ACTIVATED_DEGREE_SEGMENTATION', 'EXPIRED_DEGREE_SEGMENTATION');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('CE', 'DNI', 'PASAPORTE');--> statement-breakpoint
CREATE TYPE "public"."enrollment_type" AS ENUM('B2B', 'DEGREE', 'FREE', 'FREEMIUM', 'FREE_MEMBERSHIP', 'MEMBERSHIP', 'MENTOR', 'PREVIEW_TRIAL', 'PROFESSOR', 'STAFF', 'TEMPORAL_ACCESS', 'GITCARD', 'PAID');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('FEMALE', 'MALE', 'NON_BINARY', 'NOT_TO_SAY');--> statement-breakpoint
CREATE TYPE "public"."lecture_type" AS ENUM('CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK');--> statement-breakpoint
CREATE TYPE "public"."membership_method" AS ENUM('A_1', 'A_2');--> statement-breakpoint
CREATE TYPE "public"."membership_plan" AS ENUM('PREMIUM', 'PREMIUM_LITE', 'PREMIUM_DUO', 'PREMIUM_STUDENT', 'PLUS', 'FAMILIAR', 'PROFESIONAL', 'BECADO', 'ONG_BECADO', 'ORGANIZATION', 'UNIVERSITY_SCHOLARSHIP');--> statement-breakpoint
CREATE TYPE "public"."mentor_status" AS ENUM('AVAILABLE', 'TEMPORARY_SUSPENSION', 'UNSUBSCRIBED', 'VACATIONS');--> statement-breakpoint
CREATE TYPE "public"."org_assigned_type" AS ENUM('all-catalog', 'panel-only');--> statement-breakpoint
CREATE TYPE "public"."org_role" AS ENUM('owner', 'owner-corporation', 'admin', 'leader', 'member', 'high-education-member');--> statement-breakpoint
CREATE TYPE "public"."resource_kind" AS ENUM('TOOL', 'EBOOK', 'TEMPLATE', 'VIDEO', 'ARTICLE');--> statement-breakpoint
CREATE TABLE "academies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"logo_url" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"category_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "academies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "academy_bucket_links" (
	"academy_id" integer NOT NULL,
	"bucket_id" integer NOT NULL,
	CONSTRAINT "academy_bucket_links_academy_id_bucket_id_pk" PRIMARY KEY("academy_id","bucket_id")
);
--> statement-breakpoint
CREATE TABLE "academy_buckets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_uuid" uuid NOT NULL,
	"event_type" text NOT NULL,
	"app_platform" text DEFAULT 'web' NOT NULL,
	"api_version" integer DEFAULT 2 NOT NULL,
	"distinct_id" text,
	"user_id" integer,
	"item_id" text,
	"item_type" text,
	"path" text,
	"origin_path" text,
	"page_identifier" text,
	"page_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_event_uuid_unique" UNIQUE("event_uuid")
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "blog_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"cover_image" text NOT NULL,
	"author_name" text NOT NULL,
	"reading_minutes" integer DEFAULT 5 NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "bundle_courses" (
	"bundle_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_courses_bundle_id_course_id_pk" PRIMARY KEY("bundle_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_prices" (
	"bundle_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	CONSTRAINT "bundle_prices_bundle_id_currency_pk" PRIMARY KEY("bundle_id","currency"),
	CONSTRAINT "bundle_prices_non_negative" CHECK ("bundle_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"cover_image_url" text NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"enrollments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"course_id" integer,
	"bundle_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_one_item" CHECK (("cart_lines"."course_id" is null) <> ("cart_lines"."bundle_id" is null))
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_token" uuid,
	"currency" text DEFAULT 'USD' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner" CHECK ("carts"."user_id" is not null or "carts"."guest_token" is not null)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"original_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"phone_code" text NOT NULL,
	CONSTRAINT "countries_original_id_unique" UNIQUE("original_id")
);
--> statement-breakpoint
CREATE TABLE "course_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"module_title" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"lecture_type" "lecture_type" DEFAULT 'CLASS' NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_prices" (
	"course_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price_cents" integer NOT NULL,
	"real_price_cents" integer NOT NULL,
	CONSTRAINT "course_prices_course_id_currency_pk" PRIMARY KEY("course_id","currency"),
	CONSTRAINT "course_prices_non_negative" CHECK ("course_prices"."price_cents" >= 0 and "course_prices"."real_price_cents" >= "course_prices"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "course_subscriptions" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_subscriptions_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"description" jsonb,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"professor_id" integer NOT NULL,
	"organization_id" integer,
	"course_type" "course_type" DEFAULT 'PAID' NOT NULL,
	"level" "course_level" DEFAULT 'BEGINNER' NOT NULL,
	"software" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"language" text DEFAULT 'es' NOT NULL,
	"cover_image" text NOT NULL,
	"promo_image" text,
	"trailer_url" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"score_average" double precision DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"enrollments_count" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"launch_date" date,
	"is_pre_sale" boolean DEFAULT false NOT NULL,
	"is_scheduled" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_discount_range" CHECK ("courses"."discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"enrollment_type" "enrollment_type" DEFAULT 'PAID' NOT NULL,
	"progress_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "enrollments_progress" CHECK ("enrollments"."progress_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"description" text,
	CONSTRAINT "feature_flags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "legal_documents" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"host_name" text NOT NULL,
	"cover_image" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "live_sessions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "membership_type_prices" (
	"membership_type_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "membership_type_prices_membership_type_id_currency_pk" PRIMARY KEY("membership_type_id","currency"),
	CONSTRAINT "membership_price_positive" CHECK ("membership_type_prices"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "membership_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" "membership_plan" NOT NULL,
	"months" integer NOT NULL,
	"method" "membership_method" DEFAULT 'A_1' NOT NULL,
	"group_key" text,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"membership_type_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"is_subscription" boolean DEFAULT true NOT NULL,
	"is_subscription_canceled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"slug" text NOT NULL,
	"full_name" text NOT NULL,
	"headline" jsonb NOT NULL,
	"expertise" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"status" "mentor_status" DEFAULT 'AVAILABLE' NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"sessions_count" integer DEFAULT 0 NOT NULL,
	"avatar_url" text NOT NULL,
	CONSTRAINT "mentors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "microdegrees" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"partner" text NOT NULL,
	"duration_months" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "microdegrees_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"redirect_url" text,
	"redirect_url_name" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"in_app_event" text,
	"icon_image" text,
	"channel" text DEFAULT 'INBOX' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"scope" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "org_role" DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_members_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"favicon" text,
	"logo" text,
	"logo_header" text,
	"logo_thumbnail" text,
	"login_image" text,
	"dark_mode_logo" text,
	"dark_mode_isotype" text,
	"isotype" text,
	"cover_employee" text,
	"cover_profile" text,
	"primary_color" text NOT NULL,
	"secondary_color" text NOT NULL,
	"assigned_type" "org_assigned_type" DEFAULT 'all-catalog' NOT NULL,
	"organization_size" text,
	"organization_type" text,
	"industry" text,
	"start_date" date,
	"customer_success_type" text,
	"can_upload_courses" boolean DEFAULT false NOT NULL,
	"has_studio_available" boolean DEFAULT false NOT NULL,
	"has_gamification_available" boolean DEFAULT false NOT NULL,
	"higher_education_home" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "professors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"slug" text NOT NULL,
	"full_name" text NOT NULL,
	"occupation" jsonb,
	"bio" jsonb,
	"avatar_url" text,
	"country_code" text,
	CONSTRAINT "professors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" "resource_kind" NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"url" text NOT NULL,
	"cover_image" text NOT NULL,
	"category_id" integer,
	"is_business" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "saved_courses" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_courses_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "skill_path_courses" (
	"skill_path_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "skill_path_courses_skill_path_id_course_id_pk" PRIMARY KEY("skill_path_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "skill_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"academy_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"show_banner_cancel_membership" boolean DEFAULT false NOT NULL,
	"show_poll_renovation" boolean DEFAULT false NOT NULL,
	"show_welcome_university_scholarship" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"document" text,
	"type_document" "document_type",
	"birthday" date,
	"gender" "gender",
	"phone_code" text,
	"phone_number" text,
	"address" text,
	"occupation" text,
	"position" text,
	"workplace" text,
	"country_code" text,
	"language" text DEFAULT 'es' NOT NULL,
	"segmentation" text DEFAULT 'Register' NOT NULL,
	"segmentation_key" text,
	"user_degree_segmentation" "degree_segmentation",
	"user_tag_v2" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_mentor" boolean DEFAULT false NOT NULL,
	"is_professor" boolean DEFAULT false NOT NULL,
	"is_affiliate" boolean DEFAULT false NOT NULL,
	"is_career_membership" boolean DEFAULT false NOT NULL,
	"is_sofe" boolean DEFAULT false NOT NULL,
	"is_sofe_membership" boolean DEFAULT false NOT NULL,
	"had_sofe_membership" boolean DEFAULT false NOT NULL,
	"has_bootcamps" boolean DEFAULT false NOT NULL,
	"can_enroll_freemium" boolean DEFAULT false NOT NULL,
	"tour_completed" boolean DEFAULT false NOT NULL,
	"tour_onboarding_completed" boolean DEFAULT false NOT NULL,
	"feature_teacher_panel" boolean DEFAULT false NOT NULL,
	"feature_mentor_panel" boolean DEFAULT false NOT NULL,
	"behavior" text,
	"app_source" text,
	"profile_picture_url" text,
	"wallet_amount_cents" integer DEFAULT 0 NOT NULL,
	"wallet_currency" text DEFAULT 'USD' NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_wallet_non_negative" CHECK ("users"."wallet_amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "academies" ADD CONSTRAINT "academies_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_bucket_links" ADD CONSTRAINT "academy_bucket_links_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_bucket_links" ADD CONSTRAINT "academy_bucket_links_bucket_id_academy_buckets_id_fk" FOREIGN KEY ("bucket_id") REFERENCES "public"."academy_buckets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_courses" ADD CONSTRAINT "bundle_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_prices" ADD CONSTRAINT "bundle_prices_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subscriptions" ADD CONSTRAINT "course_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_subscriptions" ADD CONSTRAINT "course_subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_professor_id_professors_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."professors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_type_prices" ADD CONSTRAINT "membership_type_prices_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_membership_type_id_membership_types_id_fk" FOREIGN KEY ("membership_type_id") REFERENCES "public"."membership_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentors" ADD CONSTRAINT "mentors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_features" ADD CONSTRAINT "organization_features_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professors" ADD CONSTRAINT "professors_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_courses" ADD CONSTRAINT "saved_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_path_courses" ADD CONSTRAINT "skill_path_courses_skill_path_id_skill_paths_id_fk" FOREIGN KEY ("skill_path_id") REFERENCES "public"."skill_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_path_courses" ADD CONSTRAINT "skill_path_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_paths" ADD CONSTRAINT "skill_paths_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_type_created" ON "analytics_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_course" ON "cart_lines" USING btree ("cart_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_bundle" ON "cart_lines" USING btree ("cart_id","bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_user" ON "carts" USING btree ("user_id") WHERE "carts"."is_paid" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_token" ON "carts" USING btree ("guest_token");--> statement-breakpoint
CREATE INDEX "course_lectures_course" ON "course_lectures" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_category" ON "courses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "courses_subcategory" ON "courses" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "courses_launch_date" ON "courses" USING btree ("launch_date");--> statement-breakpoint
CREATE INDEX "courses_published" ON "courses" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_user_course" ON "enrollments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "live_sessions_starts" ON "live_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "memberships_user" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_features_org_slug" ON "organization_features" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE INDEX "organization_members_user" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_category_slug" ON "subcategories" USING btree ("category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower" ON "users" USING btree (lower("username"));