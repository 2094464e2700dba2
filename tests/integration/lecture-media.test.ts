/**
 * The lecture media route (Cursalia issue 15, "the classroom": paid lecture media were public
 * files under public/media/lectures/). The real route handler of
 * app/api/classroom/lectures/[lectureId]/media/[...name]/route.ts, called in-process as Next
 * calls it, against the seeded database (PGlite; PostgreSQL with TEST_DB=postgres) and the files
 * of the private folder media/lectures/: who gets the bytes (the access rule of
 * lib/domain/learning/course-access.ts: buyer, premium member, organisation learner, everyone for a free
 * preview), who gets 401/403/404, byte ranges (206, 416), HLS playlists whose segments go through
 * the same route, and traversal attempts that never leave the folder.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { courseLectures, courses, enrollments, organizationAssignments, organizationMembers, organizations, skillPathCourses, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { registerAccount } from '@/lib/server/services/accounts';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { LECTURE_MEDIA_DIR, lectureMediaFile } from '@/lib/domain/learning/classroom/lecture-media';
import { parseLectureContent, type LectureContent } from '@/lib/domain/learning/lecture-content';
import { GET, HEAD } from '@/app/api/classroom/lectures/[lectureId]/media/[...name]/route';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const es = errorTranslator('es');
const pt = errorTranslator('pt');

type Lecture = { id: number; courseId: number; content: LectureContent };
type CallOptions = { cookie?: string; headers?: Record<string, string>; method?: 'GET' | 'HEAD' };

let db: Db;
const cookies: Record<'buyer' | 'stranger' | 'premium' | 'orgMember' | 'panelOnlyMember' | 'ghost' | 'tampered', string> = {
  buyer: '',
  stranger: '',
  premium: '',
  orgMember: '',
  panelOnlyMember: '',
  ghost: '',
  tampered: '',
};
let mp4: Lecture;
let hls: Lecture;
let pdf: Lecture;
let preview: Lecture;
let privateLecture: Lecture;

/** The route as Next calls it: the lecture id and the name's segments, already decoded. */
async function call(lectureId: number | string, segments: string[] | string, options: CallOptions = {}): Promise<Response> {
  const list = typeof segments === 'string' ? segments.split('/') : segments;
  const method = options.method ?? 'GET';
  const url = `http://localhost/api/classroom/lectures/${lectureId}/media/${list.map(encodeURIComponent).join('/')}`;
  const request = new Request(url, { method, headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers } });
  const context = { params: Promise.resolve({ lectureId: String(lectureId), name: list }) };
  return method === 'HEAD' ? HEAD(request, context) : GET(request, context);
}

async function bytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

function fileOf(lecture: Lecture, name: string): Buffer {
  const target = lectureMediaFile(lecture.content, name);
  if (!target) throw new Error(`${name} is not a media name of lecture ${lecture.id}`);
  return readFileSync(path.join(process.cwd(), LECTURE_MEDIA_DIR, target.file));
}

async function cookieOf(userId: number): Promise<string> {
  return `${SESSION_COOKIE}=${await signSessionToken(userId)}`;
}

async function newLearner(email: string): Promise<number> {
  const result = await registerAccount(db, { firstName: 'Prueba', lastName: 'Medios', email, password: 'Clave-2026', language: 'es' });
  if (!result.ok) throw new Error('could not register');
  return result.user.id;
}

/** Public, active PAID courses no organisation assigns (so organisation members get them from the catalogue only). */
function catalogueOnly() {
  return and(
    eq(courses.isActive, true),
    isNull(courses.organizationId),
    eq(courses.courseType, 'PAID'),
    notInArray(courses.id, db.select({ id: organizationAssignments.courseId }).from(organizationAssignments).where(sql`${organizationAssignments.courseId} is not null`)),
    notInArray(courses.id, db.select({ id: skillPathCourses.courseId }).from(skillPathCourses)),
  );
}

/** The first lecture of such a course whose content matches (content in SQL terms), preview or not, not in `skip` courses. */
async function findLecture(where: ReturnType<typeof sql>, isPreview: boolean, skip: number[] = []): Promise<Lecture> {
  const rows = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, content: courseLectures.content })
    .from(courseLectures)
    .innerJoin(courses, eq(courses.id, courseLectures.courseId))
    .where(and(catalogueOnly(), eq(courseLectures.isPreview, isPreview), where, skip.length ? notInArray(courses.id, skip) : undefined))
    .orderBy(asc(courseLectures.id))
    .limit(1);
  expect(rows, `a seeded lecture matching ${where}`).toHaveLength(1);
  const content = parseLectureContent(rows[0].content);
  expect(content).not.toBeNull();
  return { id: rows[0].id, courseId: rows[0].courseId, content: content! };
}

describe(`lecture media route (${label})`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
    db = await getDb();
    mp4 = await findLecture(sql`${courseLectures.content}->'video'->>'format' = 'MP4'`, false);
    hls = await findLecture(sql`${courseLectures.content}->'video'->>'format' = 'HLSV3'`, false);
    pdf = await findLecture(sql`${courseLectures.content}->>'type' = 'PDF'`, false);
    preview = await findLecture(sql`${courseLectures.content}->'video'->>'format' = 'MP4'`, true);
    // A course of acme-learning's own (studio) catalogue: the seed has none with media, so one is made here.
    const [acme] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'acme-learning'));
    privateLecture = await findLecture(sql`${courseLectures.content}->'video'->>'format' = 'MP4'`, false, [mp4.courseId, hls.courseId, pdf.courseId, preview.courseId]);
    await db.update(courses).set({ organizationId: acme.id, courseType: 'B2B' }).where(eq(courses.id, privateLecture.courseId));

    const buyer = await newLearner('comprador.medios@example.com');
    for (const courseId of new Set([mp4.courseId, hls.courseId, pdf.courseId])) await db.insert(enrollments).values({ userId: buyer, courseId, enrollmentType: 'PAID' });
    cookies.buyer = await cookieOf(buyer);
    cookies.stranger = await cookieOf(await newLearner('sin.curso.medios@example.com'));
    const [premium] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'premium@demo.cursalia.test'));
    cookies.premium = await cookieOf(premium.id);
    // A plain member of an all-catalog organisation (its catalogue includes PAID courses) and of a panel-only one (it does not).
    const orgMember = await newLearner('miembro.medios@example.com');
    await db.insert(organizationMembers).values({ organizationId: acme.id, userId: orgMember, role: 'member' });
    cookies.orgMember = await cookieOf(orgMember);
    const [banco] = await db.select({ id: organizations.id, assignedType: organizations.assignedType }).from(organizations).where(eq(organizations.slug, 'banco-andino'));
    expect(banco.assignedType).toBe('panel-only');
    const panelOnly = await newLearner('miembro.banco.medios@example.com');
    await db.insert(organizationMembers).values({ organizationId: banco.id, userId: panelOnly, role: 'member' });
    cookies.panelOnlyMember = await cookieOf(panelOnly);
    // A validly signed token of an account that does not exist, and a buyer's token with its signature changed.
    cookies.ghost = await cookieOf(9_999_999);
    const token = cookies.buyer.slice(SESSION_COOKIE.length + 1);
    cookies.tampered = `${SESSION_COOKIE}=${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  }, 240_000);

  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('gives the buyer the whole video (200) with its type, length and a private cache policy', async () => {
    const expected = fileOf(mp4, 'video.mp4');
    const res = await call(mp4.id, 'video.mp4', { cookie: cookies.buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-length')).toBe(String(expected.length));
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('content-range')).toBeNull();
    expect((await bytes(res)).equals(expected)).toBe(true);
    // The WebM twin, the poster and the captions of the same lecture.
    const webm = await call(mp4.id, 'video.webm', { cookie: cookies.buyer });
    expect(webm.status).toBe(200);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect((await bytes(webm)).equals(fileOf(mp4, 'video.webm'))).toBe(true);
    expect((await call(mp4.id, 'poster.jpg', { cookie: cookies.buyer })).headers.get('content-type')).toBe('image/jpeg');
    const captions = await call(mp4.id, 'captions-en.vtt', { cookie: cookies.buyer });
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await captions.text()).toMatch(/^WEBVTT/);
  });

  it('answers byte ranges with 206 so videos seek, and 416 for a range past the end', async () => {
    const expected = fileOf(mp4, 'video.mp4');
    const size = expected.length;
    const first = await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect(first.headers.get('content-length')).toBe('100');
    expect((await bytes(first)).equals(expected.subarray(0, 100))).toBe(true);
    // A seek into the middle, open-ended (what <video> sends), read across several chunks.
    const middle = Math.floor(size / 3);
    const open = await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range: `bytes=${middle}-` } });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes ${middle}-${size - 1}/${size}`);
    expect((await bytes(open)).equals(expected.subarray(middle))).toBe(true);
    const suffix = await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range: 'bytes=-50' } });
    expect((await bytes(suffix)).equals(expected.subarray(size - 50))).toBe(true);

    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=200-100', 'bytes=-0']) {
      const bad = await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range } });
      expect(bad.status, range).toBe(416);
      expect(bad.headers.get('content-range')).toBe(`bytes */${size}`);
      expect(await bad.json()).toEqual({ success: false, code: 'RANGE_NOT_SATISFIABLE', message: es('lectureMedia.rangeNotSatisfiable') });
    }
    // A range it does not support is ignored: the whole file.
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range: 'bytes=0-1,5-9' } })).status).toBe(200);
  });

  it('answers HEAD without a body, 304 for the version the browser holds, and the whole file when If-Range no longer matches', async () => {
    const size = fileOf(mp4, 'video.mp4').length;
    const head = await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    expect((await bytes(head)).length).toBe(0);
    const etag = head.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { 'if-none-match': etag } })).status).toBe(304);
    // The 304 is given only after the access check.
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.stranger, headers: { 'if-none-match': etag } })).status).toBe(403);
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range: 'bytes=0-9', 'if-range': etag } })).status).toBe(206);
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.buyer, headers: { range: 'bytes=0-9', 'if-range': '"old"' } })).status).toBe(200);
  });

  it('serves an HLS playlist whose segments go through the same route, and each segment', async () => {
    const res = await call(hls.id, 'hls/index.m3u8', { cookie: cookies.buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const playlist = await res.text();
    expect(playlist).toMatch(/^#EXTM3U/);
    const uris = playlist.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(uris.length).toBeGreaterThan(0);
    for (const uri of uris) {
      const prefix = `/api/classroom/lectures/${hls.id}/media/`;
      expect(uri.startsWith(`${prefix}hls/`), uri).toBe(true);
      const name = uri.slice(prefix.length);
      const segment = await call(hls.id, name, { cookie: cookies.buyer });
      expect(segment.status, uri).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect((await bytes(segment)).equals(fileOf(hls, name))).toBe(true);
      // Not to anyone else.
      expect((await call(hls.id, name, { cookie: cookies.stranger })).status).toBe(403);
    }
    expect((await call(hls.id, 'hls/segment-999.ts', { cookie: cookies.buyer })).status).toBe(404);
  });

  it('serves a PDF lecture’s handout inline', async () => {
    const res = await call(pdf.id, 'handout-es.pdf', { cookie: cookies.buyer });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="handout-es.pdf"');
    expect((await bytes(res)).equals(fileOf(pdf, 'handout-es.pdf'))).toBe(true);
  });

  it('refuses the signed out (401), the signed-in without the course (403), translated and never cached', async () => {
    for (const [lecture, name] of [
      [mp4, 'video.mp4'],
      [hls, 'hls/index.m3u8'],
      [pdf, 'handout-es.pdf'],
    ] as const) {
      const visitor = await call(lecture.id, name);
      expect(visitor.status, name).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      expect(await visitor.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: es('lectureMedia.unauthenticated') });
      const stranger = await call(lecture.id, name, { cookie: cookies.stranger, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
      expect(stranger.status, name).toBe(403);
      expect(await stranger.json()).toEqual({ success: false, code: 'FORBIDDEN', message: pt('lectureMedia.forbidden') });
    }
    // A tampered token, and a valid token of an account that is gone, count as signed out.
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.tampered })).status).toBe(401);
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.ghost })).status).toBe(401);
    // A panel-only organisation's member: its catalogue does not include the course.
    expect((await call(mp4.id, 'video.mp4', { cookie: cookies.panelOnlyMember })).status).toBe(403);
    expect(es('lectureMedia.forbidden')).not.toBe(pt('lectureMedia.forbidden'));
  });

  it('opens the media to a premium member (the whole catalogue) and to a member of an organisation whose catalogue includes the course', async () => {
    const expected = fileOf(mp4, 'video.mp4');
    for (const who of ['premium', 'orgMember'] as const) {
      const res = await call(mp4.id, 'video.mp4', { cookie: cookies[who], headers: { range: 'bytes=10-19' } });
      expect(res.status, who).toBe(206);
      expect((await bytes(res)).equals(expected.subarray(10, 20))).toBe(true);
      expect((await call(hls.id, 'hls/index.m3u8', { cookie: cookies[who] })).status, who).toBe(200);
      expect((await call(pdf.id, 'handout-es.pdf', { cookie: cookies[who] })).status, who).toBe(200);
    }
  });

  it('opens a free-preview lecture to everyone, signed in or not', async () => {
    const expected = fileOf(preview, 'video.mp4');
    for (const cookie of [undefined, cookies.stranger]) {
      const res = await call(preview.id, 'video.mp4', { cookie });
      expect(res.status).toBe(200);
      expect((await bytes(res)).equals(expected)).toBe(true);
    }
  });

  it('keeps an organisation’s own course to its members, and does not reveal it to anyone else (404)', async () => {
    expect((await call(privateLecture.id, 'video.mp4', { cookie: cookies.orgMember })).status).toBe(200);
    for (const cookie of [undefined, cookies.stranger, cookies.premium, cookies.panelOnlyMember]) {
      const res = await call(privateLecture.id, 'video.mp4', { cookie });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: es('lectureMedia.notFound') });
    }
  });

  it('answers 404 for an unknown or malformed lecture and for a name the lecture does not have', async () => {
    for (const id of ['99999999', '0', '01', '-1', 'abc', '1e3', '99999999999', '1.5']) {
      expect((await call(id, 'video.mp4', { cookie: cookies.buyer })).status, id).toBe(404);
    }
    expect((await call(mp4.id, 'audio.mp3', { cookie: cookies.buyer })).status).toBe(404);
    expect((await call(mp4.id, 'hls/index.m3u8', { cookie: cookies.buyer })).status).toBe(404);
    expect((await call(mp4.id, 'handout-es.pdf', { cookie: cookies.buyer })).status).toBe(404);
    expect((await call(pdf.id, 'video.mp4', { cookie: cookies.buyer })).status).toBe(404);
    expect((await call(pdf.id, 'handout-de.pdf', { cookie: cookies.buyer })).status).toBe(404);
  });

  it('never leaves the media folder: traversal attempts are 404, even for the buyer', async () => {
    const attempts: string[][] = [
      ['..', '..', '..', 'package.json'],
      ['..', 'video', 'lecture-1.mp4'],
      ['hls', '..', '..', 'video', 'lecture-1.mp4'],
      ['hls', '..%2f..%2fpackage.json'],
      ['hls', '../../package.json'],
      ['%2e%2e', '%2e%2e', 'package.json'],
      ['hls', '%2e%2e', 'index.m3u8'],
      ['video.mp4\u0000.txt'],
      ['hls', 'index.m3u8\u0000'],
      ['/etc/passwd'],
      ['', 'etc', 'passwd'],
      ['hls', '/etc/passwd'],
      ['hls', 'C:\\Windows\\win.ini'],
      ['hls', '..\\..\\package.json'],
      ['video', 'lecture-1.mp4'],
      ['media', 'lectures', 'video', 'lecture-1.mp4'],
      ['hls', 'lecture-2', 'index.m3u8'],
      ['hls'],
      [],
    ];
    for (const segments of attempts) {
      const res = await call(hls.id, segments, { cookie: cookies.buyer });
      expect(res.status, JSON.stringify(segments)).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      const again = await call(mp4.id, segments, { cookie: cookies.buyer });
      expect(again.status, JSON.stringify(segments)).toBe(404);
    }
  });
});
