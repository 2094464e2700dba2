import type { Metadata } from 'next';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { PageContainer } from '@/components/catalogue/PageContainer';
import { Section } from '@/components/catalogue/Section';
import { LinkButton } from '@/components/catalogue/links';
import { CourseGrid } from '@/components/course/CourseGrid';
import { LearnAssignmentList, OwnCourseList } from '@/components/org/LearnAssignmentList';
import { MyProgressList } from '@/components/org/MyProgressList';
import { OrgHeader } from '@/components/org/OrgHeader';
import { OrgThemeScope } from '@/components/org/OrgThemeScope';
import { AccessDenialNotice } from '@/components/auth/AccessDenialNotice';
import { gateOrgPage, orgPageMetadata } from '@/lib/server/loaders/org-page-gate';
import { hasOrgCapability } from '@/lib/domain/org/permissions';
import { getDb } from '@/lib/server/db/client';
import { getCoursesByIds } from '@/lib/server/services/catalogue';
import { loadClassroomUrls } from '@/lib/server/services/course-access';
import { getOrgLearning } from '@/lib/server/services/org';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orgId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orgId } = await params;
  return orgPageMetadata(locale, orgId, 'learn');
}

/**
 * Organisation learning home (spec §2 /org/{orgId}/learn/): members only, in the organisation's
 * colours (OrgThemeScope), with what the organisation assigned to the member and their progress;
 * the organisation's own courses and the catalogue only when its access type allows
 * (lib/domain/org/permissions.ts learnScope: panel-only members see only what is assigned).
 */
export default async function OrgLearnPage({ params }: Props) {
  const { locale, orgId } = await params;
  const gate = await gateOrgPage(locale, orgId, 'learn');
  if (!gate.allowed) return <AccessDenialNotice locale={locale} denial={gate.denial} />;
  const { org, viewer, role, t } = gate;

  const db = await getDb();
  const learning = await getOrgLearning(db, org, viewer.user.id, role);
  const progressById = new Map(learning.myProgress.map((p) => [p.courseId, p]));
  // "Your progress" lists enrollments that are not already shown as assignments or own courses.
  const shown = new Set([...learning.assignments.flatMap((a) => (a.course ? [a.course.id] : (a.track?.courses.map((c) => c.id) ?? []))), ...learning.ownCourses.map((c) => c.id)]);
  const others = learning.scope.catalogue ? learning.myProgress.filter((p) => !shown.has(p.courseId)) : [];
  const otherCourses = await getCoursesByIds(db, others.map((p) => p.courseId));
  // The way into the classroom of every course listed below (under /org/{slug}: the organisation granting it, else the member's first).
  const classroomUrls = await loadClassroomUrls(db, viewer.user.id, [...shown, ...otherCourses.map((c) => c.id)], { locale });
  const progress = otherCourses.map((course) => ({
    course,
    progressPercent: progressById.get(course.id)?.progressPercent ?? 0,
    completed: progressById.get(course.id)?.completed ?? false,
  }));
  const firstName = viewer.user.firstName || viewer.user.username;
  const nothing = learning.assignments.length === 0 && progress.length === 0 && learning.ownCourses.length === 0 && learning.catalogueCourses.length === 0;

  return (
    <OrgThemeScope slug={org.slug} primary={org.primaryColor} secondary={org.secondaryColor}>
      <OrgHeader
        org={org}
        eyebrow={t('learn.eyebrow', { name: org.name })}
        title={t('learn.title', { name: firstName })}
        subtitle={org.assignedType === 'all-catalog' ? t('learn.subtitleAll', { count: learning.catalogueTotal }) : t('learn.subtitlePanel')}
        actions={
          hasOrgCapability(role, 'report') ? (
            <LinkButton
              href={hasOrgCapability(role, 'manage') ? `/org/${org.slug}/panel/` : `/org/${org.slug}/panel/leader/`}
              variant="contained"
              color="inherit"
              sx={{ color: 'text.primary', bgcolor: 'background.paper' }}
            >
              {hasOrgCapability(role, 'manage') ? t('learn.toPanel') : t('learn.toLeader')}
            </LinkButton>
          ) : undefined
        }
      />
      <PageContainer>
        {learning.assignments.length > 0 ? (
          <Section id="org-assigned" title={t('learn.assigned')} subtitle={t('learn.assignedSubtitle', { name: org.name, count: learning.assignments.length })}>
            <LearnAssignmentList items={learning.assignments} locale={locale} orgName={org.name} classroomUrls={classroomUrls} />
          </Section>
        ) : null}
        {learning.ownCourses.length > 0 ? (
          <Section id="org-own" title={t('learn.ownCourses', { name: org.name })}>
            <OwnCourseList courses={learning.ownCourses} progress={progressById} locale={locale} classroomUrls={classroomUrls} />
          </Section>
        ) : null}
        {progress.length > 0 ? (
          <Section id="org-progress" title={t('learn.myProgress')} subtitle={t('learn.myProgressSubtitle', { count: progress.length })}>
            <MyProgressList items={progress} locale={locale} classroomUrls={classroomUrls} />
          </Section>
        ) : null}
        {learning.catalogueCourses.length > 0 ? (
          <Section
            id="org-catalogue"
            title={t('learn.catalogue')}
            subtitle={t('learn.catalogueSubtitle', { count: learning.catalogueTotal })}
            action={{ href: '/cursos-online/?all=true', label: t('learn.catalogueAll') }}
          >
            <CourseGrid courses={learning.catalogueCourses} />
          </Section>
        ) : null}
        {nothing ? (
          <Section id="org-empty" title={t('learn.emptyTitle')}>
            <EmptyState icon={<SchoolOutlined />} headingLevel="h3" title={t('learn.emptyHeading')} description={t('learn.emptyBody', { name: org.name })} />
          </Section>
        ) : null}
      </PageContainer>
    </OrgThemeScope>
  );
}
