import { handleLectureMedia } from '@/lib/server/http/lecture-media-handler';

/** A lecture's media through the access check (issue 15; lib/server/http/lecture-media-handler.ts). */
type Context = { params: Promise<{ lectureId: string; name: string[] }> };

export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { lectureId, name } = await params;
  return handleLectureMedia(request, lectureId, name);
}

export async function HEAD(request: Request, { params }: Context): Promise<Response> {
  const { lectureId, name } = await params;
  return handleLectureMedia(request, lectureId, name);
}
