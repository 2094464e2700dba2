/** The micro-degree programmes the learner area lists (issue 7). */
import 'server-only';
import { asc } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { microdegrees, type LocalizedText } from '@/lib/server/db/schema';

export type MicrodegreeProgramme = { slug: string; title: LocalizedText; partner: string; durationMonths: number };

export async function listMicrodegreeProgrammes(db: Db): Promise<MicrodegreeProgramme[]> {
  return db
    .select({ slug: microdegrees.slug, title: microdegrees.title, partner: microdegrees.partner, durationMonths: microdegrees.durationMonths })
    .from(microdegrees)
    .orderBy(asc(microdegrees.position), asc(microdegrees.id));
}
