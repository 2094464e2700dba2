/** The learner's study plan (spec §3: frequency, intensity, weekdays), one per learner. */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { studyPlans } from '@/lib/server/db/schema';
import type { StudyFrequency, StudyIntensity } from '@/lib/domain/learning/study-plan';
import type { StudyPlanFormValues } from '@/lib/domain/validation/learning-schemas';

export type StudyPlanRecord = { frequency: StudyFrequency; intensity: StudyIntensity; weekdays: number[]; updatedAt: Date };

export async function getStudyPlan(db: Db, userId: number): Promise<StudyPlanRecord | null> {
  const [row] = await db
    .select({ frequency: studyPlans.frequency, intensity: studyPlans.intensity, weekdays: studyPlans.weekdays, updatedAt: studyPlans.updatedAt })
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function saveStudyPlan(db: Db, userId: number, values: StudyPlanFormValues): Promise<StudyPlanRecord> {
  const now = new Date();
  const [row] = await db
    .insert(studyPlans)
    .values({ userId, frequency: values.frequency, intensity: values.intensity, weekdays: values.weekdays, updatedAt: now })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { frequency: values.frequency, intensity: values.intensity, weekdays: values.weekdays, updatedAt: now } })
    .returning({ frequency: studyPlans.frequency, intensity: studyPlans.intensity, weekdays: studyPlans.weekdays, updatedAt: studyPlans.updatedAt });
  return row;
}

export async function deleteStudyPlan(db: Db, userId: number): Promise<boolean> {
  const deleted = await db.delete(studyPlans).where(eq(studyPlans.userId, userId)).returning({ userId: studyPlans.userId });
  return deleted.length > 0;
}
