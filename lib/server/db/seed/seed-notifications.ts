/**
 * In-app notifications for the demo accounts, written in each account's language.
 * premium@ gets more than 12; the newest few are unread. Every demo account then gets older,
 * read ones up to MIN_NOTIFICATIONS_PER_ACCOUNT, so each has more than one page of the
 * notifications drawer (NOTIFICATIONS_PAGE_SIZE). Those are drawn from their own random stream
 * and inserted after the first batch, so the first batch (rows, ids, times) is unchanged.
 */
import { categoryPath, coursePath } from '@/lib/domain/paths/course-paths';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/domain/notifications/constants';
import { notifications } from '../schema';
import { BLOG_POSTS } from './blog-data';
import { CATEGORIES } from './catalogue-data';
import { LIVE_SESSIONS } from './content-data';
import { DEMO_ACCOUNTS, type DemoKey } from './demo-accounts';
import { rngFor } from './random';
import type { SeededCourse } from './seed-catalogue';
import { blogPostSlug } from './seed-content';
import { addMs, HOUR_MS, insertChunked, MINUTE_MS, type Lang, type SeedDb } from './util';

type Notice = {
  title: string;
  message: string;
  redirectUrl: string;
  redirectUrlName: string;
  inAppEvent: string;
  iconImage: string;
  channel: 'INBOX' | 'LIVE';
};

const pick = (l: Lang, es: string, pt: string, en: string) => (l === 'es' ? es : l === 'pt' ? pt : en);

function notice(kind: number, l: Lang, course: SeededCourse, n: number): Notice {
  const title = course.title[l];
  const url = coursePath(course.categorySlug, course.slug);
  switch (kind % 7) {
    case 0:
      return { title: pick(l, '¡Nuevo curso disponible!', 'Novo curso disponível!', 'New course available!'), message: pick(l, `Ya puedes ver «${title}».`, `Você já pode assistir a “${title}”.`, `“${title}” is now available.`), redirectUrl: url, redirectUrlName: pick(l, 'Ver curso', 'Ver curso', 'View course'), inAppEvent: 'NEW_COURSE', iconImage: `/media/course/${course.slug}.svg`, channel: 'INBOX' };
    case 1:
      return { title: pick(l, 'Tu diploma está listo', 'Seu certificado está pronto', 'Your certificate is ready'), message: pick(l, `Descarga el diploma de «${title}».`, `Baixe o certificado de “${title}”.`, `Download your certificate for “${title}”.`), redirectUrl: '/panel/mis-diplomas/', redirectUrlName: pick(l, 'Ver diploma', 'Ver certificado', 'View certificate'), inAppEvent: 'CERTIFICATE_READY', iconImage: `/media/course/${course.slug}.svg`, channel: 'INBOX' };
    case 2: {
      const live = LIVE_SESSIONS[n % LIVE_SESSIONS.length];
      return { title: pick(l, 'Clase en vivo muy pronto', 'Aula ao vivo em breve', 'Live class starting soon'), message: pick(l, `«${live.title.es}» empieza pronto. ¡Te esperamos!`, `“${live.title.pt}” começa em breve. Esperamos você!`, `“${live.title.en}” starts soon. See you there!`), redirectUrl: '/live/', redirectUrlName: pick(l, 'Ir al live', 'Ir para o live', 'Go to live'), inAppEvent: 'LIVE_REMINDER', iconImage: `/media/live/${live.slug}.svg`, channel: 'LIVE' };
    }
    case 3:
      return { title: pick(l, 'Continúa donde lo dejaste', 'Continue de onde parou', 'Pick up where you left off'), message: pick(l, `Te quedan clases por ver en «${title}».`, `Ainda há aulas para assistir em “${title}”.`, `You still have lessons to watch in “${title}”.`), redirectUrl: url, redirectUrlName: pick(l, 'Continuar', 'Continuar', 'Continue'), inAppEvent: 'CONTINUE_COURSE', iconImage: `/media/course/${course.slug}.svg`, channel: 'INBOX' };
    case 4: {
      const cat = CATEGORIES.find((c) => c.slug === course.categorySlug)!;
      return { title: pick(l, 'Oferta especial', 'Oferta especial', 'Special offer'), message: pick(l, `Hasta 50 % de descuento en cursos de ${cat.name.es}.`, `Até 50% de desconto em cursos de ${cat.name.pt}.`, `Up to 50% off ${cat.name.en} courses.`), redirectUrl: categoryPath(cat.slug), redirectUrlName: pick(l, 'Ver cursos', 'Ver cursos', 'See courses'), inAppEvent: 'PROMOTION', iconImage: `/media/course/${course.slug}.svg`, channel: 'INBOX' };
    }
    case 5: {
      const post = BLOG_POSTS[n % BLOG_POSTS.length];
      const slug = blogPostSlug(post);
      return { title: pick(l, 'Nuevo artículo en el blog', 'Novo artigo no blog', 'New blog post'), message: post.title[l], redirectUrl: `/blog/${slug}/`, redirectUrlName: pick(l, 'Leer artículo', 'Ler artigo', 'Read article'), inAppEvent: 'BLOG_POST', iconImage: `/media/blog/${slug}.svg`, channel: 'INBOX' };
    }
    default:
      return { title: pick(l, 'Completa tu perfil', 'Complete seu perfil', 'Complete your profile'), message: pick(l, 'Añade tus intereses para recibir mejores recomendaciones.', 'Adicione seus interesses para receber recomendações melhores.', 'Add your interests to get better recommendations.'), redirectUrl: '/configuracion/', redirectUrlName: pick(l, 'Ir a configuración', 'Ir para configurações', 'Go to settings'), inAppEvent: 'PROFILE_REMINDER', iconImage: '/media/avatar/cursalia.svg', channel: 'INBOX' };
  }
}

const COUNTS: Record<DemoKey, number> = { premium: 18, payg: 6, trial: 4, degree: 4, member: 5, admin: 3, mentor: 3, teacher: 3, affiliate: 3, staff: 3 };

/** Every demo account has at least this many: one drawer page and a half. */
export const MIN_NOTIFICATIONS_PER_ACCOUNT = NOTIFICATIONS_PAGE_SIZE + 5;

/** Newest first: i = 0 is 20 minutes old, then roughly every 9 hours. */
const ageMs = (i: number, jitterMinutes: number) => 20 * MINUTE_MS + i * 9 * HOUR_MS + jitterMinutes * MINUTE_MS;

export async function seedNotifications(db: SeedDb, now: Date, demo: Record<DemoKey, number>, courses: SeededCourse[]): Promise<void> {
  const rng = rngFor('notifications');
  const active = courses.filter((c) => c.isActive);
  const base = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const rows = DEMO_ACCOUNTS.flatMap((account) =>
    Array.from({ length: COUNTS[account.key] }, (_, i) => {
      const course = rng.pick(active);
      return {
        userId: demo[account.key],
        ...notice(i, account.language, course, i),
        isRead: i >= 5,
        createdAt: addMs(base, -ageMs(i, rng.int(0, 59))),
      };
    }),
  );
  await insertChunked(db, notifications, rows);

  // Older, read notifications continuing each account's list (i from its first count on).
  const extraRng = rngFor('notifications-paging');
  const extra = DEMO_ACCOUNTS.flatMap((account) =>
    Array.from({ length: Math.max(0, MIN_NOTIFICATIONS_PER_ACCOUNT - COUNTS[account.key]) }, (_, k) => {
      const i = COUNTS[account.key] + k;
      return {
        userId: demo[account.key],
        ...notice(i, account.language, extraRng.pick(active), i),
        isRead: true,
        createdAt: addMs(base, -ageMs(i, extraRng.int(0, 59))),
      };
    }),
  );
  await insertChunked(db, notifications, extra);
}
