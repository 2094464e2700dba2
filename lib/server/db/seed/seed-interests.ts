/** Seeds learning goals and each user's tastes (subcategories they follow) and goals. */
import { goals, userGoals, userTastes } from '../schema';
import type { LocalizedText } from '../schema';
import { rngFor } from './random';
import type { CatalogueIds } from './seed-catalogue';
import type { SeededUsers } from './seed-users';
import { insertChunked, type SeedDb } from './util';

export const GOALS: { slug: string; name: LocalizedText }[] = [
  { slug: 'cambiar-de-carrera', name: { es: 'Cambiar de carrera', pt: 'Mudar de carreira', en: 'Change careers' } },
  { slug: 'crecer-en-mi-trabajo', name: { es: 'Crecer en mi trabajo', pt: 'Crescer no meu trabalho', en: 'Grow in my job' } },
  { slug: 'emprender', name: { es: 'Emprender mi negocio', pt: 'Empreender meu negócio', en: 'Start my business' } },
  { slug: 'freelance', name: { es: 'Trabajar como freelance', pt: 'Trabalhar como freelancer', en: 'Work as a freelancer' } },
  { slug: 'hobby', name: { es: 'Aprender por hobby', pt: 'Aprender por hobby', en: 'Learn as a hobby' } },
  { slug: 'certificarme', name: { es: 'Obtener un certificado', pt: 'Obter um certificado', en: 'Earn a certificate' } },
];

export async function seedInterests(db: SeedDb, people: SeededUsers, catalogue: Pick<CatalogueIds, 'subcategoryIds'>): Promise<void> {
  const goalRows = await db.insert(goals).values(GOALS).returning({ id: goals.id });
  const subcategoryIds = Object.values(catalogue.subcategoryIds);
  const everyone = [...Object.values(people.demo), ...people.learners];
  const tastes: { userId: number; subcategoryId: number }[] = [];
  const userGoalRows: { userId: number; goalId: number }[] = [];
  for (const userId of everyone) {
    const rng = rngFor('interests', userId);
    for (const subcategoryId of rng.sample(subcategoryIds, rng.int(2, 4))) tastes.push({ userId, subcategoryId });
    for (const goal of rng.sample(goalRows, rng.int(1, 2))) userGoalRows.push({ userId, goalId: goal.id });
  }
  await insertChunked(db, userTastes, tastes);
  await insertChunked(db, userGoals, userGoalRows);
}
