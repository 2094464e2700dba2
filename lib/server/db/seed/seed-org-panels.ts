/**
 * Demo data of the organisation admin panel and the role panels (issue 7 items 2–4;
 * docs/organizations-and-panels.md): assignments of courses and tracks, open invitations,
 * projects for the demo mentor to review, paid orders of the demo teacher's courses (some
 * through the demo affiliate's link, with their rewards) and affiliate clicks. Deterministic:
 * one random stream ('org-panels') and dates derived from the start of `now`'s day.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  affiliateClicks,
  affiliateRewards,
  carts,
  coursePrices,
  enrollments,
  orderLines,
  orders,
  organizationAssignments,
  organizationInvitations,
  projects,
  skillPaths,
} from '../schema';
import { rngFor } from './random';
import type { ReferenceIds } from './seed-reference';
import type { CatalogueIds } from './seed-catalogue';
import type { SeededUsers } from './seed-users';
import { addMs, DAY_MS, HOUR_MS, insertChunked, isoDate, startOfUtcDay, type SeedDb } from './util';

const AFFILIATE_PERCENT = 20;

export async function seedOrgPanels(db: SeedDb, now: Date, people: SeededUsers, catalogue: CatalogueIds, ref: ReferenceIds): Promise<void> {
  const rng = rngFor('org-panels');
  const day = startOfUtcDay(now);
  const { demo, learners } = people;
  const acme = ref.orgIds['acme-learning'];
  const banco = ref.orgIds['banco-andino'];
  const uni = ref.orgIds['universidad-del-sol'];
  const active = catalogue.courses.filter((c) => c.isActive && !c.isFree);

  // ---- Assignments: a track and a course for everyone, and the member's own courses ----
  const tracks = await db.select({ id: skillPaths.id }).from(skillPaths).orderBy(asc(skillPaths.academyId), asc(skillPaths.position), asc(skillPaths.id));
  const memberCourses = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(eq(enrollments.userId, demo.member))
    .orderBy(asc(enrollments.courseId));
  const picks = rng.sample(active, 6);
  const assignedBy = (org: number) => (org === acme ? demo.admin : null);
  await insertChunked(db, organizationAssignments, [
    { organizationId: acme, userId: null, skillPathId: tracks[0].id, assignedByUserId: assignedBy(acme), dueDate: isoDate(addMs(day, 45 * DAY_MS)), createdAt: addMs(day, -20 * DAY_MS) },
    { organizationId: acme, userId: null, courseId: picks[0].id, assignedByUserId: assignedBy(acme), createdAt: addMs(day, -15 * DAY_MS) },
    { organizationId: acme, userId: demo.member, courseId: memberCourses[1].courseId, assignedByUserId: assignedBy(acme), dueDate: isoDate(addMs(day, 20 * DAY_MS)), createdAt: addMs(day, -10 * DAY_MS) },
    { organizationId: banco, userId: null, courseId: picks[1].id, createdAt: addMs(day, -30 * DAY_MS) },
    { organizationId: banco, userId: null, courseId: picks[2].id, createdAt: addMs(day, -25 * DAY_MS) },
    { organizationId: banco, userId: null, skillPathId: tracks[tracks.length - 1].id, createdAt: addMs(day, -12 * DAY_MS) },
    { organizationId: uni, userId: null, courseId: picks[3].id, createdAt: addMs(day, -40 * DAY_MS) },
  ]);

  // ---- Invitations not accepted yet: one pending, one expired ----
  const token = () => Array.from({ length: 32 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[rng.int(0, 63)]).join('');
  await insertChunked(db, organizationInvitations, [
    { organizationId: acme, email: 'nuevo.ingreso@acme.example', role: 'member', token: token(), invitedByUserId: demo.admin, createdAt: addMs(day, -2 * DAY_MS) },
    { organizationId: acme, email: 'lider.ventas@acme.example', role: 'leader', token: token(), invitedByUserId: demo.admin, createdAt: addMs(day, -30 * DAY_MS) },
    { organizationId: banco, email: 'analista@bancoandino.example', role: 'member', token: token(), createdAt: addMs(day, -1 * DAY_MS) },
  ]);

  // ---- Projects for the demo mentor (learners' enrolled courses) ----
  const learnerCourses = await db
    .select({ userId: enrollments.userId, courseId: enrollments.courseId })
    .from(enrollments)
    .where(inArray(enrollments.userId, learners.slice(0, 16)))
    .orderBy(asc(enrollments.userId), asc(enrollments.courseId));
  const firstCourseOf = new Map<number, number>();
  for (const e of learnerCourses) if (!firstCourseOf.has(e.userId)) firstCourseOf.set(e.userId, e.courseId);
  const authors = [...firstCourseOf.entries()].slice(0, 7);
  const orgOf = (i: number) => (i < 6 ? acme : i < 11 ? banco : uni);
  const PROJECTS = [
    { title: 'Manual de marca para una cafetería', evaluation: 'FINAL_PROJECT', status: 'PUBLISHED', days: 1 },
    { title: 'Dashboard de ventas trimestral', evaluation: 'FINAL_PROJECT', status: 'PUBLISHED', days: 3 },
    { title: 'Campaña de lanzamiento en redes', evaluation: 'NOT_REQUIREMENT', status: 'PUBLISHED', days: 4 },
    { title: 'Prototipo de app de reservas', evaluation: 'FINAL_PROJECT', status: 'OBSERVED', days: 9, score: 48, feedback: 'Buen punto de partida. Falta justificar la navegación y revisar el contraste de los botones.' },
    { title: 'Retrato en luz natural', evaluation: 'FINAL_PROJECT', status: 'FINISHED', days: 14, score: 91, feedback: 'Excelente manejo de la luz y del encuadre. ¡Felicitaciones!' },
    { title: 'Cuestionario final del módulo 3', evaluation: 'QUIZ_EVALUATION', status: 'FINISHED', days: 20, score: 80, feedback: 'Calificado automáticamente.' },
    { title: 'Borrador de portafolio', evaluation: 'FINAL_PROJECT', status: 'DRAFT', days: 2 },
  ] as const;
  await insertChunked(
    db,
    projects,
    PROJECTS.map((p, i) => {
      const [userId, courseId] = authors[i % authors.length];
      const submittedAt = p.status === 'DRAFT' ? null : addMs(day, -p.days * DAY_MS + 10 * HOUR_MS);
      const reviewed = 'score' in p;
      return {
        userId,
        courseId,
        organizationId: orgOf(learners.indexOf(userId)),
        title: p.title,
        description: `${p.title}: entrega del proyecto del curso con las decisiones tomadas y los archivos finales.`,
        evaluation: p.evaluation,
        status: p.status,
        mentorUserId: p.status === 'DRAFT' ? null : demo.mentor,
        score: reviewed ? p.score : null,
        feedback: reviewed ? p.feedback : null,
        createdAt: addMs(day, -(p.days + 3) * DAY_MS),
        submittedAt,
        reviewedAt: reviewed ? addMs(submittedAt!, 2 * DAY_MS) : null,
      };
    }),
  );

  // ---- Paid orders of the demo teacher's courses, some through the demo affiliate's link ----
  const teacherCourses = catalogue.courses.filter((c) => c.professorIndex === 0 && c.isActive && !c.isFree).map((c) => c.id);
  const prices = new Map(
    (await db.select({ courseId: coursePrices.courseId, priceCents: coursePrices.priceCents, realPriceCents: coursePrices.realPriceCents }).from(coursePrices).where(and(inArray(coursePrices.courseId, teacherCourses), eq(coursePrices.currency, 'USD')))).map((p) => [p.courseId, p]),
  );
  const buyers = learners.slice(16); // premium, new and pay-as-you-go learners
  const sales: Array<{ buyer: number; courseId: number; paidAt: Date; affiliate: boolean }> = [];
  for (let i = 0; i < 18; i += 1) {
    const courseId = teacherCourses[i % teacherCourses.length];
    if (!prices.get(courseId)) continue;
    sales.push({ buyer: buyers[i % buyers.length], courseId, paidAt: addMs(day, -rng.int(1, 170) * DAY_MS - rng.int(8, 20) * HOUR_MS), affiliate: i % 4 === 1 });
  }
  const seen = new Set<string>();
  let n = 0;
  for (const sale of sales) {
    const key = `${sale.buyer}:${sale.courseId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    n += 1;
    const price = prices.get(sale.courseId)!;
    const [cart] = await db.insert(carts).values({ userId: sale.buyer, currency: 'USD', isPaid: true, createdAt: addMs(sale.paidAt, -HOUR_MS), updatedAt: sale.paidAt }).returning({ id: carts.id });
    const [order] = await db
      .insert(orders)
      .values({
        userId: sale.buyer,
        cartId: cart.id,
        idempotencyKey: `seed-order-${n}`,
        status: 'PAID',
        currency: 'USD',
        realTotalCents: price.realPriceCents,
        discountCents: price.realPriceCents - price.priceCents,
        totalCents: price.priceCents,
        chargeCents: price.priceCents,
        affiliateUserId: sale.affiliate ? demo.affiliate : null,
        createdAt: addMs(sale.paidAt, -60_000),
        paidAt: sale.paidAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderLines).values({ orderId: order.id, courseId: sale.courseId, listCents: price.realPriceCents, paidCents: price.priceCents });
    await db.insert(enrollments).values({ userId: sale.buyer, courseId: sale.courseId, enrollmentType: 'PAID', progressPercent: 0, createdAt: sale.paidAt }).onConflictDoNothing();
    if (sale.affiliate) {
      await db.insert(affiliateRewards).values({
        affiliateUserId: demo.affiliate,
        orderId: order.id,
        percent: AFFILIATE_PERCENT,
        amountCents: Math.floor((price.priceCents * AFFILIATE_PERCENT) / 100),
        currency: 'USD',
        createdAt: sale.paidAt,
      });
    }
  }

  // ---- Clicks on the demo affiliate's link over the last 30 days (before today) ----
  const clicks: (typeof affiliateClicks.$inferInsert)[] = [];
  for (let d = 29; d >= 1; d -= 1) {
    const date = addMs(day, -d * DAY_MS);
    for (let c = 0, count = rng.int(0, 4); c < count; c += 1) {
      clicks.push({
        affiliateUserId: demo.affiliate,
        landingPath: c % 3 === 0 ? '/cursos-online/' : '/',
        visitorHash: `seed-${d}-${c}`,
        networkHash: `seed-${d}-${c}`,
        clickDay: isoDate(date),
        createdAt: addMs(date, rng.int(8, 22) * HOUR_MS),
      });
    }
  }
  await insertChunked(db, affiliateClicks, clicks);
}
