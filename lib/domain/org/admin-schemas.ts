/**
 * Input rules of the organisation admin panel, shared by its forms (react-hook-form + zod) and
 * the GraphQL resolvers (which never trust the form). Issue messages are message keys of
 * messages/{locale}/errors.json (`org.*`), so the server answers in the caller's language and the
 * forms translate the same keys from their own namespace.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { isValidEmail } from '@/lib/domain/validation/auth-schemas';
import { LECTURE_TYPES } from './studio';

/** '#RGB' or '#RRGGBB', stored as upper-case '#RRGGBB'. */
export const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function normalizeHexColor(value: string): string {
  const v = value.trim().toUpperCase();
  return v.length === 4 ? `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}` : v;
}

/**
 * A logo address: an https URL or a path on this site ('/media/…'). Nothing else (no
 * javascript:, data: or http:) — it ends up in an <img src> every member loads.
 */
export function isAcceptableLogoUrl(value: string): boolean {
  if (value.length > 500) return false;
  if (/^\/(?!\/)[A-Za-z0-9._~\-/%]+$/.test(value)) return !value.includes('..');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

const logoField = z
  .string()
  .trim()
  .max(500, 'org.logoInvalid')
  .refine((v) => v === '' || isAcceptableLogoUrl(v), 'org.logoInvalid')
  .transform((v) => (v === '' ? null : v));

const colorField = z.string().trim().regex(HEX_COLOR, 'org.colorInvalid').transform(normalizeHexColor);

export const orgSettingsSchema = z.object({
  logo: logoField,
  darkModeLogo: logoField,
  primaryColor: colorField,
  secondaryColor: colorField,
});
export type OrgSettingsInput = z.input<typeof orgSettingsSchema>;
export type OrgSettings = z.output<typeof orgSettingsSchema>;

export const EMAIL_MAX = 254;

export const inviteSchema = z.object({
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'org.emailInvalid')
    .refine((v) => isValidEmail(v), 'org.emailInvalid')
    .transform((v) => v.toLowerCase()),
  role: z.enum(['member', 'high-education-member', 'leader', 'admin'], { message: 'org.roleInvalid' }),
});

/** An assignment: a course or a track (skill path), to one member or to everyone (userId null). */
export const assignSchema = z
  .object({
    courseId: z.number().int().positive().nullable().optional(),
    skillPathId: z.number().int().positive().nullable().optional(),
    userId: z.number().int().positive().nullable().optional(),
    dueDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'org.dueDateInvalid')
      .nullable()
      .optional(),
  })
  .refine((v) => (v.courseId ?? null) === null !== ((v.skillPathId ?? null) === null), { message: 'org.assignOneItem', path: ['courseId'] });

export const STUDIO_TITLE_MAX = 120;
export const STUDIO_MAX_LECTURES = 60;

export const studioLectureSchema = z.object({
  title: z.string().trim().min(1, 'org.lectureTitleRequired').max(STUDIO_TITLE_MAX, 'org.lectureTitleRequired'),
  lectureType: z.enum(LECTURE_TYPES, { message: 'org.lectureTypeInvalid' }),
  durationMinutes: z.number().int('org.durationInvalid').min(0, 'org.durationInvalid').max(600, 'org.durationInvalid'),
});

export const studioCourseSchema = z.object({
  title: z.string().trim().min(3, 'org.courseTitleLength').max(STUDIO_TITLE_MAX, 'org.courseTitleLength'),
  summary: z.string().trim().max(500, 'org.summaryTooLong'),
  categoryId: z.number().int().positive('org.categoryRequired'),
  lectures: z.array(studioLectureSchema).max(STUDIO_MAX_LECTURES, 'org.tooManyLectures'),
});
export type StudioCourseInput = z.input<typeof studioCourseSchema>;
