import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { badInput, notFound, parseArgs } from '@/graphql/errors';
import { siteOrigin } from '@/lib/domain/seo/site-url';
import { localized } from '@/lib/domain/i18n/localized';
import { affiliateLink } from '@/lib/domain/panels/affiliate-link';
import { mentorStatusSchema, projectReviewSchema } from '@/lib/domain/panels/project-review';
import { canViewAffiliatePanel, canViewMentorPanel, canViewTeacherPanel } from '@/lib/domain/roles';
import { getAffiliateSummary } from '@/lib/server/services/affiliates';
import { listMentorProjects, reviewProject, updateMentorStatus } from '@/lib/server/services/mentor-projects';
import { getTeacherSales } from '@/lib/server/services/panels';
import { quizReviewMutations, quizReviewQueries } from './quiz-review';
import { requirePanel } from './require-panel';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const resolvers: Resolvers = {
  Query: {
    ...quizReviewQueries,
    mentorProjects: async (_p, _a, ctx) => {
      const viewer = await requirePanel(ctx, canViewMentorPanel);
      const list = await listMentorProjects(await ctx.db(), viewer.user.id);
      return list.map((p) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        evaluation: p.evaluation,
        status: p.status,
        score: p.score,
        feedback: p.feedback,
        submittedAt: iso(p.submittedAt),
        reviewedAt: iso(p.reviewedAt),
        learnerName: p.learner.fullName,
        courseTitle: localized(p.course.title, ctx.locale),
        reviewable: p.reviewable,
      }));
    },
    teacherSales: async (_p, args, ctx) => {
      const viewer = await requirePanel(ctx, canViewTeacherPanel);
      const { months } = parseArgs(ctx, z.object({ months: z.number().int().min(1).max(36).nullish() }), args);
      const sales = await getTeacherSales(await ctx.db(), viewer.user.id, new Date(), months ?? 12);
      return { months: sales.months, series: sales.series };
    },
    affiliateSummary: async (_p, _a, ctx) => {
      const viewer = await requirePanel(ctx, canViewAffiliatePanel);
      const summary = await getAffiliateSummary(await ctx.db(), viewer.user.id, new Date());
      return {
        link: affiliateLink(viewer.user.username, siteOrigin()),
        clicksTotal: summary.clicks.total,
        clicksLast30Days: summary.clicks.last30Days,
        purchases: summary.purchases,
        balances: summary.balances,
        rewards: summary.rewards.map((r) => ({ ...r, paidAt: iso(r.paidAt) })),
      };
    },
  },
  Mutation: {
    ...quizReviewMutations,
    reviewProject: async (_p, args, ctx) => {
      const viewer = await requirePanel(ctx, canViewMentorPanel);
      const { input } = parseArgs(ctx, z.object({ input: z.object({ projectId: z.number().int().positive() }).passthrough() }), args);
      const review = parseArgs(ctx, projectReviewSchema, input);
      const result = await reviewProject(await ctx.db(), { mentorUserId: viewer.user.id, projectId: input.projectId, ...review, now: new Date() });
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'panels.projectNotFound');
        throw badInput(ctx, 'panels.projectNotReviewable', 'projectId');
      }
      return { success: true, status: result.status };
    },
    updateMentorStatus: async (_p, args, ctx) => {
      const viewer = await requirePanel(ctx, canViewMentorPanel);
      const { input } = parseArgs(ctx, z.object({ input: z.object({ status: mentorStatusSchema }) }), args);
      if (!(await updateMentorStatus(await ctx.db(), viewer.user.id, input.status))) throw badInput(ctx, 'panels.noMentorProfile', 'status');
      return { success: true, status: input.status };
    },
  },
};
