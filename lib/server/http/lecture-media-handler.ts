import 'server-only';
import { eq } from 'drizzle-orm';
import { open, readFile, realpath, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/lib/server/db/client';
import { courseLectures } from '@/lib/server/db/schema';
import { contentRange, parseByteRange, type ByteRange } from '@/lib/server/http/byte-range';
import { errorResponse } from '@/lib/server/http/error-response';
import { requestTranslator } from '@/lib/server/i18n/server-messages';
import type { ErrorCode } from '@/lib/domain/errors/error-codes';
import { requestViewerId } from '@/lib/server/auth/session-standing';
import { loadCourseAccess } from '@/lib/server/services/course-access';
import { parseLectureContent } from '@/lib/domain/learning/lecture-content';
import { isLectureMediaName, LECTURE_MEDIA_DIR, lectureMediaFile, rewriteHlsPlaylist } from '@/lib/domain/learning/classroom/lecture-media';

/**
 * GET/HEAD /api/classroom/lectures/{lectureId}/media/{name} (issue 15, "the classroom"): one
 * media file of one lecture, for whoever the access rule lets watch that lecture — the one rule
 * of lib/domain/learning/course-access.ts through loadCourseAccess, so buyers, premium members,
 * organisation learners, staff… and everyone for a free-preview lecture. The files live in the
 * private folder media/lectures/ (never under public/); which file a name reads is decided by
 * lectureMediaFile (lib/domain/learning/classroom/lecture-media.ts) from the lecture's stored content.
 *
 * Answers: 200 or 206 (one byte range; videos seek) with the file's type, `Accept-Ranges: bytes`
 * and `Cache-Control: private, no-cache` (the browser may keep the bytes but asks again, so every
 * use passes the access check; unchanged files answer 304); 416 for a range past the end; 401
 * signed out, 403 signed in without access, 404 for an unknown lecture, a name it does not have
 * or a missing file — and for a course private to an organisation the caller may not open (its
 * lectures are not revealed). Errors are translated JSON and never cached; nothing is written.
 */

const CHUNK = 64 * 1024;
/** HLS playlists are read whole to be rewritten: a VOD playlist of a lecture is a few KB. */
const MAX_PLAYLIST_BYTES = 1024 * 1024;
const LECTURE_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

type Failure = 'unauthenticated' | 'forbidden' | 'notFound';
const CODE: Record<Failure, ErrorCode> = { unauthenticated: 'UNAUTHENTICATED', forbidden: 'FORBIDDEN', notFound: 'NOT_FOUND' };

function lectureMediaRoot(): string {
  return path.resolve(process.cwd(), LECTURE_MEDIA_DIR);
}

/**
 * The absolute path of a file of the private folder, or null when it is missing, not a regular
 * file, or (through a link) outside the folder: lectureMediaFile already allows only safe
 * relative paths; this is the second lock.
 */
async function privateFile(relative: string): Promise<{ path: string; size: number; mtimeMs: number } | null> {
  try {
    const root = await realpath(lectureMediaRoot());
    const full = await realpath(path.resolve(root, relative));
    if (!full.startsWith(root + path.sep)) return null;
    const info = await stat(full);
    return info.isFile() ? { path: full, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * The bytes `start`…`end` (inclusive) of a file, read as the client consumes them: the file is
 * opened on the first read (nothing is opened for a body nobody reads) and closed after the last
 * chunk, on an error, or when the client goes away.
 */
function fileStream(file: string, start: number, end: number): ReadableStream<Uint8Array> {
  let position = start;
  let handle: FileHandle | null = null;
  const close = async () => {
    const open = handle;
    handle = null;
    await open?.close().catch(() => undefined);
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          handle ??= await open(file, 'r');
          const length = Math.min(CHUNK, end - position + 1);
          const buffer = new Uint8Array(length);
          const { bytesRead } = length > 0 ? await handle.read(buffer, 0, length, position) : { bytesRead: 0 };
          position += bytesRead;
          if (bytesRead > 0) controller.enqueue(buffer.subarray(0, bytesRead));
          if (bytesRead === 0 || position > end) {
            await close();
            controller.close();
          }
        } catch (error) {
          await close();
          controller.error(error);
        }
      },
      cancel: close,
    },
    { highWaterMark: 0 },
  );
}

export async function handleLectureMedia(request: Request, lectureIdParam: string, nameSegments: readonly string[]): Promise<Response> {
  const t = requestTranslator(request);
  const fail = (failure: Failure) => errorResponse(CODE[failure], t(`lectureMedia.${failure}`));

  // The name's shape first: nothing else is read for a malformed or traversing name.
  const name = nameSegments.join('/');
  if (!LECTURE_ID.test(lectureIdParam) || Number(lectureIdParam) > MAX_ID || !isLectureMediaName(name)) return fail('notFound');
  const lectureId = Number(lectureIdParam);

  const db = await getDb();
  const [lecture] = await db
    .select({ courseId: courseLectures.courseId, isPreview: courseLectures.isPreview, content: courseLectures.content })
    .from(courseLectures)
    .where(eq(courseLectures.id, lectureId))
    .limit(1);
  if (!lecture) return fail('notFound');

  // A current session only: revoked, outdated and deleted-account tokens count as signed out (issue 17 item 1).
  const userId = await requestViewerId(request);
  const access = await loadCourseAccess(db, userId, lecture.courseId, { lecture: { isPreview: lecture.isPreview } });
  if (!access) return fail('notFound');
  if (!access.canWatch) {
    // An organisation's own course is not revealed to outsiders (as the classroom page: 404).
    if (access.course.organizationId !== null) return fail('notFound');
    return fail(userId === null ? 'unauthenticated' : 'forbidden');
  }

  const target = lectureMediaFile(parseLectureContent(lecture.content), name);
  if (!target) return fail('notFound');
  const file = await privateFile(target.file);
  if (!file) return fail('notFound');

  const etag = `"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'content-type': target.contentType,
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-cache',
    etag,
    'last-modified': new Date(file.mtimeMs).toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (target.contentType === 'application/pdf') headers['content-disposition'] = `inline; filename="${name}"`;
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  let body: Uint8Array | null = null;
  let size = file.size;
  if (target.playlist) {
    if (file.size > MAX_PLAYLIST_BYTES) return fail('notFound');
    body = new TextEncoder().encode(rewriteHlsPlaylist(await readFile(file.path, 'utf8'), lectureId));
    size = body.byteLength;
  }

  // If-Range: the range holds only for the very version the client has (else the whole file).
  const ifRange = request.headers.get('if-range');
  const range: ByteRange = ifRange !== null && ifRange !== etag ? { kind: 'full' } : parseByteRange(request.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') {
    return errorResponse('RANGE_NOT_SATISFIABLE', t('lectureMedia.rangeNotSatisfiable'), { 'content-range': contentRange(range, size) });
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : size - 1;
  const length = size === 0 ? 0 : end - start + 1;
  const status = range.kind === 'partial' ? 206 : 200;
  const responseHeaders = { ...headers, 'content-length': String(length), ...(range.kind === 'partial' ? { 'content-range': contentRange(range, size) } : {}) };
  if (request.method === 'HEAD' || length === 0) return new Response(null, { status, headers: responseHeaders });
  const content = body ? body.slice(start, end + 1) : fileStream(file.path, start, end);
  return new Response(content, { status, headers: responseHeaders });
}
