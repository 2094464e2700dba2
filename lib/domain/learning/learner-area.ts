/**
 * Which learner-area page a user should be on (spec §2 "Learner-area paths"): every concept
 * exists once in the dashboard variant (/learn/…) and once in the classic one (/panel/…);
 * a user who opens the other variant's URL is sent to the same concept in their own variant
 * (and under their /org/{slug} prefix). The variant itself is decided by
 * lib/domain/paths/learner-paths.ts. Pure.
 */
import { CLASSIC_LINKS, DASHBOARD_HOME, DASHBOARD_LINKS, type LearnerLinks, type LearnerPaths, type LearnerVariant } from '@/lib/domain/paths/learner-paths';

/** The concepts this area renders ("saved" belongs to the saved-courses pages). */
export const LEARNER_CONCEPTS = [
  'home',
  'enrolled',
  'microdegree',
  'bootcamp',
  'academies',
  'tracks',
  'projects',
  'certificates',
  'studyPlan',
  'notes',
  'contentForYou',
] as const;
export type LearnerConcept = (typeof LEARNER_CONCEPTS)[number];

type LinkConcept = Exclude<LearnerConcept, 'home'> & keyof LearnerLinks;

/** The unprefixed path of a concept in a variant, or null where the variant has no such page. */
export function variantConceptPath(variant: LearnerVariant, concept: LearnerConcept): string | null {
  if (concept === 'home') return variant === 'dashboard' ? DASHBOARD_HOME : null; // classic home is /home/ (its own page)
  const links = variant === 'dashboard' ? DASHBOARD_LINKS : CLASSIC_LINKS;
  return links[concept as LinkConcept];
}

/**
 * Where a concept lives for this user: their variant's path with their prefix. The classic
 * variant has no dashboard home or "content for you": those go to the user's home.
 */
export function learnerConceptPath(paths: LearnerPaths, concept: LearnerConcept): string {
  if (concept === 'home') return paths.home;
  return paths[concept as LinkConcept] ?? paths.home;
}

/**
 * The redirect for a request of `concept` on the unprefixed page of `variant` (plus a
 * `suffix` such as a certificate code, `CERT-…/`), or null when the user belongs here.
 * Where the concept has no page in the user's variant, the suffix is dropped.
 */
export function learnerAreaRedirect(paths: LearnerPaths, concept: LearnerConcept, variant: LearnerVariant, suffix = ''): string | null {
  const here = variantConceptPath(variant, concept);
  const target = learnerConceptPath(paths, concept);
  const hasPage = concept === 'home' ? paths.variant === 'dashboard' : paths[concept as LinkConcept] !== null;
  const expected = hasPage ? `${target}${suffix}` : target;
  return here !== null && `${here}${suffix}` === expected ? null : expected;
}

export type LearnerNavItem = { concept: LearnerConcept | 'saved'; href: string };

/**
 * The area's navigation for this user, in the spec's order; "saved" only for users who may
 * save courses, "content for you" only where the variant has it.
 */
export function learnerNavItems(paths: LearnerPaths, options: { canSaveCourses: boolean }): LearnerNavItem[] {
  const items: LearnerNavItem[] = [{ concept: 'home', href: paths.home }];
  const order: (LinkConcept | 'saved')[] = ['enrolled', 'microdegree', 'bootcamp', 'academies', 'tracks', 'saved', 'projects', 'certificates', 'studyPlan', 'notes', 'contentForYou'];
  for (const concept of order) {
    if (concept === 'saved' && !options.canSaveCourses) continue;
    const href = paths[concept];
    if (href) items.push({ concept, href });
  }
  return items;
}
