import { forbidden, unauthenticated } from '@/graphql/errors';
import type { GraphQLContext } from '@/graphql/context';
import type { RoleSubject } from '@/lib/domain/roles';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { loadViewer, type ViewerRecord } from '@/lib/server/services/viewer';

/**
 * The signed-in viewer when `allowed` accepts their role subject (the same lib/domain/roles rule the
 * page uses); UNAUTHENTICATED or FORBIDDEN otherwise, before any input is looked at.
 */
export async function requirePanel(ctx: GraphQLContext, allowed: (subject: RoleSubject) => boolean): Promise<ViewerRecord> {
  const userId = await ctx.viewerId();
  const viewer = userId === null ? null : await loadViewer(await ctx.db(), userId);
  if (!viewer) throw unauthenticated(ctx, 'panels.unauthenticated');
  if (!allowed(roleSubjectFromViewer(viewer))) throw forbidden(ctx, 'panels.forbidden');
  return viewer;
}
