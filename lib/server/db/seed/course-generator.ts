/**
 * Pure, deterministic course generation from the catalogue vocabulary: titles, texts,
 * prices, levels, modules and lectures. No database access; seed-catalogue.ts and
 * scripts/seed-scale.ts turn the plans into rows.
 */
import { CATEGORIES, type CategorySeed, type SubcategorySeed, type TopicSeed } from './catalogue-data';
import { DISCOUNTS, USD_LIST_PRICES } from './money';
import { PROFESSORS } from './people-data';
import type { ProjectEvaluation } from '@/lib/domain/learning/project-status';
import { planCurriculum, type CurriculumLecture } from './curriculum-generator';
import type { Rng } from './random';
import { joinList, lowerFirst, perLang, slugify, type L3, type Lang } from './util';

export type Level = 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
export type LectureKind = 'CLASS' | 'EXERCISE' | 'QUIZ' | 'PDF' | 'IFRAME' | 'SURVEY';

type Pattern = { key: string; level: Level; title: (t: L3, lang: Lang) => string };

const TITLE_PATTERNS: readonly Pattern[] = [
  { key: 'beginners', level: 'BEGINNER', title: (t, l) => `${t[l]} ${l === 'es' ? 'para principiantes' : l === 'pt' ? 'para iniciantes' : 'for beginners'}` },
  { key: 'scratch', level: 'BEGINNER', title: (t, l) => `${t[l]} ${l === 'es' ? 'desde cero' : l === 'pt' ? 'do zero' : 'from scratch'}` },
  { key: 'plain', level: 'INTERMEDIATE', title: (t, l) => t[l] },
  { key: 'step', level: 'INTERMEDIATE', title: (t, l) => `${t[l]} ${l === 'es' ? 'paso a paso' : l === 'pt' ? 'passo a passo' : 'step by step'}` },
  { key: 'guide', level: 'INTERMEDIATE', title: (t, l) => `${t[l]}: ${l === 'es' ? 'guía práctica' : l === 'pt' ? 'guia prático' : 'a practical guide'}` },
  { key: 'portfolio', level: 'INTERMEDIATE', title: (t, l) => `${t[l]}: ${l === 'es' ? 'de la idea al portafolio' : l === 'pt' ? 'da ideia ao portfólio' : 'from idea to portfolio'}` },
  { key: 'advanced', level: 'ADVANCED', title: (t, l) => `${t[l]}: ${l === 'es' ? 'técnicas avanzadas' : l === 'pt' ? 'técnicas avançadas' : 'advanced techniques'}` },
  { key: 'pro', level: 'ADVANCED', title: (t, l) => `${t[l]} ${l === 'es' ? 'para proyectos profesionales' : l === 'pt' ? 'para projetos profissionais' : 'for professional projects'}` },
];

/** One lecture of the outline the catalogue stream draws (see planCourse): only its length is used. */
export type LecturePlan = { moduleTitle: L3; title: L3; lectureType: LectureKind; durationSeconds: number; position: number };

export type CoursePlan = {
  slug: string;
  title: L3;
  summary: L3;
  description: L3;
  categorySlug: string;
  subcategorySlug: string;
  professorIndex: number;
  level: Level;
  software: string[];
  realUsdCents: number;
  discountPercent: number;
  isFree: boolean;
  durationSeconds: number;
  scoreAverage: number;
  reviewsCount: number;
  enrollmentsCount: number;
  /** The curriculum (curriculum-generator.ts); empty for scale-seed courses. */
  lectures: CurriculumLecture[];
  projectEvaluation: ProjectEvaluation;
};

/** Patterns that fit a topic: no 'X para Y para principiantes' / 'X for Y for beginners'. */
function patternsFor(topic: TopicSeed): readonly Pattern[] {
  const hasPurpose = / para /i.test(topic.name.es) || / for /i.test(topic.name.en) || / para /i.test(topic.name.pt);
  return hasPurpose ? TITLE_PATTERNS.filter((x) => x.key !== 'beginners' && x.key !== 'pro') : TITLE_PATTERNS;
}

const profsByCategory = new Map<string, number[]>();
PROFESSORS.forEach((prof, index) => {
  const list = profsByCategory.get(prof.categorySlug) ?? [];
  list.push(index);
  profsByCategory.set(prof.categorySlug, list);
});

export function professorIndexesFor(categorySlug: string): number[] {
  return profsByCategory.get(categorySlug) ?? [0];
}

function summaryFor(topic: L3, variant: number, profFirstName: string): L3 {
  return perLang((l) => {
    const t = lowerFirst(topic[l]);
    switch (variant % 3) {
      case 0:
        return l === 'es'
          ? `Aprende ${t} de forma práctica, con ejercicios guiados y un proyecto final.`
          : l === 'pt'
            ? `Aprenda ${t} de forma prática, com exercícios guiados e um projeto final.`
            : `Learn ${t} hands-on, with guided exercises and a final project.`;
      case 1:
        return l === 'es'
          ? `Descubre las claves de ${t} y aplícalas en proyectos reales desde la primera clase.`
          : l === 'pt'
            ? `Descubra os segredos de ${t} e aplique-os em projetos reais desde a primeira aula.`
            : `Discover the essentials of ${t} and apply them to real projects from the very first lesson.`;
      default:
        return l === 'es'
          ? `Domina ${t} a tu ritmo con ${profFirstName} y un método probado en cientos de proyectos.`
          : l === 'pt'
            ? `Domine ${t} no seu ritmo com ${profFirstName} e um método testado em centenas de projetos.`
            : `Master ${t} at your own pace with ${profFirstName} and a method tested on hundreds of projects.`;
    }
  });
}

function descriptionFor(topic: L3, level: Level, software: string[], profName: string): L3 {
  return perLang((l) => {
    const t = lowerFirst(topic[l]);
    const intro =
      l === 'es'
        ? `En este curso, ${profName} te guía por ${t} desde los fundamentos hasta un resultado profesional.`
        : l === 'pt'
          ? `Neste curso, ${profName} guia você por ${t}, dos fundamentos até um resultado profissional.`
          : `In this course, ${profName} takes you through ${t}, from the fundamentals to a professional result.`;
    const tools =
      software.length > 0
        ? l === 'es'
          ? `Trabajarás con ${joinList(software, l)}.`
          : l === 'pt'
            ? `Você vai trabalhar com ${joinList(software, l)}.`
            : `You will work with ${joinList(software, l)}.`
        : l === 'es'
          ? 'Pondrás en práctica cada técnica con ejercicios reales y materiales fáciles de conseguir.'
          : l === 'pt'
            ? 'Você vai praticar cada técnica com exercícios reais e materiais fáceis de encontrar.'
            : 'You will practise every technique with real exercises and easy-to-find materials.';
    const levelText = {
      BEGINNER: {
        es: 'Está pensado para quienes empiezan desde cero: no necesitas experiencia previa.',
        pt: 'Foi pensado para quem está começando do zero: não é preciso experiência prévia.',
        en: 'It is designed for complete beginners: no previous experience is needed.',
      },
      INTERMEDIATE: {
        es: 'Es ideal si ya conoces lo básico y quieres ganar soltura y criterio.',
        pt: 'É ideal se você já conhece o básico e quer ganhar fluidez e critério.',
        en: 'It is ideal if you already know the basics and want to gain fluency and judgement.',
      },
      ADVANCED: {
        es: 'Está dirigido a quienes ya tienen experiencia y buscan un nivel profesional.',
        pt: 'É voltado para quem já tem experiência e busca um nível profissional.',
        en: 'It is aimed at people with experience who want to reach a professional level.',
      },
    }[level][l];
    const close =
      l === 'es'
        ? 'Cada módulo combina clases en video, ejercicios y recursos descargables, y al terminar tendrás un proyecto listo para tu portafolio.'
        : l === 'pt'
          ? 'Cada módulo combina aulas em vídeo, exercícios e recursos para download, e ao final você terá um projeto pronto para o seu portfólio.'
          : 'Each module combines video lessons, exercises and downloadable resources, and you will finish with a project ready for your portfolio.';
    return `${intro} ${tools} ${levelText} ${close}`;
  });
}

type LectureTemplate = { kind: LectureKind; text: (t: L3, sw: string | undefined, l: Lang) => string };
const lt = (kind: LectureKind, es: string, pt: string, en: string): LectureTemplate => ({
  kind,
  text: (_t, _sw, l) => (l === 'es' ? es : l === 'pt' ? pt : en),
});

const INTRO_LECTURES: readonly LectureTemplate[] = [
  lt('CLASS', 'Presentación del curso', 'Apresentação do curso', 'Course presentation'),
  lt('CLASS', 'Conoce a tu profesor', 'Conheça seu professor', 'Meet your teacher'),
  lt('PDF', 'Materiales y recursos del curso', 'Materiais e recursos do curso', 'Course materials and resources'),
  lt('CLASS', 'Qué vas a construir', 'O que você vai construir', 'What you will build'),
  lt('CLASS', 'Referencias e inspiración', 'Referências e inspiração', 'References and inspiration'),
  lt('QUIZ', 'Cuestionario inicial', 'Questionário inicial', 'Starting quiz'),
];
const CORE_LECTURES: readonly LectureTemplate[] = [
  lt('CLASS', 'Conceptos clave', 'Conceitos-chave', 'Key concepts'),
  {
    kind: 'CLASS',
    text: (_t, sw, l) =>
      sw
        ? l === 'es' ? `Primeros pasos con ${sw}` : l === 'pt' ? `Primeiros passos com ${sw}` : `Getting started with ${sw}`
        : l === 'es' ? 'Primeros pasos' : l === 'pt' ? 'Primeiros passos' : 'First steps',
  },
  lt('CLASS', 'Flujo de trabajo profesional', 'Fluxo de trabalho profissional', 'Professional workflow'),
  lt('EXERCISE', 'Ejercicio práctico', 'Exercício prático', 'Hands-on exercise'),
  lt('CLASS', 'Errores frecuentes y cómo evitarlos', 'Erros comuns e como evitá-los', 'Common mistakes and how to avoid them'),
  lt('CLASS', 'Trucos para trabajar más rápido', 'Truques para trabalhar mais rápido', 'Tricks to work faster'),
  lt('QUIZ', 'Repaso del módulo', 'Revisão do módulo', 'Module review'),
  lt('PDF', 'Guía descargable', 'Guia para download', 'Downloadable guide'),
  lt('CLASS', 'Caso real paso a paso', 'Caso real passo a passo', 'A real case, step by step'),
  lt('IFRAME', 'Recurso interactivo', 'Recurso interativo', 'Interactive resource'),
  lt('CLASS', 'Detalles que marcan la diferencia', 'Detalhes que fazem a diferença', 'Details that make the difference'),
];
const FINAL_LECTURES: readonly LectureTemplate[] = [
  lt('CLASS', 'Presentación del proyecto final', 'Apresentação do projeto final', 'Final project brief'),
  lt('EXERCISE', 'Desarrollo del proyecto', 'Desenvolvimento do projeto', 'Building the project'),
  lt('CLASS', 'Presentación y feedback', 'Apresentação e feedback', 'Presentation and feedback'),
  lt('SURVEY', 'Encuesta final', 'Pesquisa final', 'Final survey'),
  lt('CLASS', 'Despedida y próximos pasos', 'Despedida e próximos passos', 'Farewell and next steps'),
];

const CORE_MODULES: readonly ((t: L3, l: Lang) => string)[] = [
  (t, l) => (l === 'es' ? `Fundamentos de ${lowerFirst(t.es)}` : l === 'pt' ? `Fundamentos de ${lowerFirst(t.pt)}` : `${t.en} fundamentals`),
  (_t, l) => (l === 'es' ? 'Herramientas y flujo de trabajo' : l === 'pt' ? 'Ferramentas e fluxo de trabalho' : 'Tools and workflow'),
  (_t, l) => (l === 'es' ? 'Técnicas esenciales' : l === 'pt' ? 'Técnicas essenciais' : 'Essential techniques'),
  (_t, l) => (l === 'es' ? 'Práctica guiada' : l === 'pt' ? 'Prática guiada' : 'Guided practice'),
  (_t, l) => (l === 'es' ? 'Técnicas avanzadas' : l === 'pt' ? 'Técnicas avançadas' : 'Advanced techniques'),
];

function lectureDuration(kind: LectureKind, rng: Rng): number {
  switch (kind) {
    case 'CLASS':
      return rng.int(4, 16) * 60 + rng.int(0, 59);
    case 'EXERCISE':
      return rng.int(2, 6) * 60;
    case 'IFRAME':
      return rng.int(1, 4) * 60;
    default:
      return 0;
  }
}

/** The outline the catalogue stream has always drawn (planCourse keeps only its total length). */
export function planLectures(topic: L3, software: string[], rng: Rng): LecturePlan[] {
  const moduleCount = rng.int(3, 5);
  const coreTitles = rng.sample(CORE_MODULES, moduleCount - 2);
  const modules: { title: L3; pool: readonly LectureTemplate[] }[] = [
    { title: perLang((l) => (l === 'es' ? 'Introducción' : l === 'pt' ? 'Introdução' : 'Introduction')), pool: INTRO_LECTURES },
    ...coreTitles.map((fn) => ({ title: perLang((l) => fn(topic, l)), pool: CORE_LECTURES })),
    { title: perLang((l) => (l === 'es' ? 'Proyecto final' : l === 'pt' ? 'Projeto final' : 'Final project')), pool: FINAL_LECTURES },
  ];
  const lectures: LecturePlan[] = [];
  for (const mod of modules) {
    const count = Math.min(mod.pool.length, rng.int(3, 6));
    // Keep the pool's order in intro and final modules (presentation first, farewell last).
    const picked = mod.pool === CORE_LECTURES ? rng.sample(mod.pool, count) : mod.pool.slice(0, count);
    for (const tpl of picked) {
      const sw = software.length > 0 ? rng.pick(software) : undefined;
      lectures.push({
        moduleTitle: mod.title,
        title: perLang((l) => tpl.text(topic, sw, l)),
        lectureType: tpl.kind,
        durationSeconds: lectureDuration(tpl.kind, rng),
        position: lectures.length + 1,
      });
    }
  }
  return lectures;
}

type TopicRef = { category: CategorySeed; subcategory: SubcategorySeed; topic: TopicSeed; firstInCategory: boolean; firstInSub: boolean };

export function allTopics(): TopicRef[] {
  const out: TopicRef[] = [];
  for (const category of CATEGORIES) {
    category.subcategories.forEach((subcategory, si) => {
      subcategory.topics.forEach((topic, ti) => {
        out.push({ category, subcategory, topic, firstInCategory: si === 0 && ti === 0, firstInSub: ti === 0 });
      });
    });
  }
  return out;
}

export type PlanOptions = { slugSuffix?: string; withLectures?: boolean };

/** One course for a topic and title pattern. */
export function planCourse(ref: TopicRef, pattern: Pattern, rng: Rng, options: PlanOptions = {}): CoursePlan {
  const title = perLang((l) => pattern.title(ref.topic.name, l));
  const professorIndex = rng.pick(professorIndexesFor(ref.category.slug));
  const prof = PROFESSORS[professorIndex];
  const software = ref.topic.software.slice();
  // The catalogue stream still draws the lecture outline it drew before the classroom existed:
  // it fixes the course's length, and every later draw (prices, ratings, enrollment counts) stays
  // where the catalogue, its tests and the e2e scenarios expect it. The lectures themselves are
  // the curriculum, drawn from the course's own stream with the same total length.
  const outline = options.withLectures === false ? [] : planLectures(ref.topic.name, software, rng);
  const lectureSeconds = outline.reduce((sum, x) => sum + x.durationSeconds, 0);
  const slug = slugify(title.es) + (options.slugSuffix ?? '');
  const curriculum =
    options.withLectures === false ? null : planCurriculum({ slug, topic: ref.topic.name, software, categorySlug: ref.category.slug, totalSeconds: lectureSeconds });
  const reviewsCount = rng.int(12, 2400);
  return {
    slug,
    title,
    summary: summaryFor(ref.topic.name, rng.int(0, 2), prof.fullName.split(' ')[0]),
    description: descriptionFor(ref.topic.name, pattern.level, software, prof.fullName),
    categorySlug: ref.category.slug,
    subcategorySlug: ref.subcategory.slug,
    professorIndex,
    level: pattern.level,
    software,
    realUsdCents: rng.pick(USD_LIST_PRICES),
    discountPercent: rng.pick(DISCOUNTS),
    isFree: false,
    durationSeconds: lectureSeconds > 0 ? lectureSeconds : rng.int(90, 600) * 60,
    scoreAverage: Math.round(rng.float(3.8, 5.0) * 10) / 10,
    reviewsCount,
    enrollmentsCount: reviewsCount * rng.int(4, 18) + rng.int(0, 300),
    lectures: curriculum?.lectures ?? [],
    projectEvaluation: curriculum?.projectEvaluation ?? 'NOT_REQUIREMENT',
  };
}

/** The patterns of `allowed` at a level none of the patterns `usedKeys` has. */
export function otherLevels(allowed: readonly Pattern[], usedKeys: readonly string[]): Pattern[] {
  const usedLevels = new Set(TITLE_PATTERNS.filter((x) => usedKeys.includes(x.key)).map((x) => x.level));
  return allowed.filter((x) => !usedLevels.has(x.level));
}

/**
 * The demo catalogue: one course per topic, plus a second one for most first topics of a
 * subcategory; the first topic of each category always gets the 'for beginners' title
 * (so 'Fotografía digital para principiantes' exists). Slugs are unique.
 */
export function planDemoCourses(rng: Rng): { courses: CoursePlan[]; usedPatterns: Map<string, Set<string>> } {
  const courses: CoursePlan[] = [];
  const slugs = new Set<string>();
  const usedPatterns = new Map<string, Set<string>>();
  const add = (ref: TopicRef, pattern: Pattern) => {
    const plan = planCourse(ref, pattern, rng);
    if (slugs.has(plan.slug)) return;
    slugs.add(plan.slug);
    courses.push(plan);
    const key = ref.topic.name.es;
    const used = usedPatterns.get(key) ?? new Set<string>();
    used.add(pattern.key);
    usedPatterns.set(key, used);
  };
  for (const ref of allTopics()) {
    const allowed = patternsFor(ref.topic);
    const first = ref.firstInCategory && allowed.includes(TITLE_PATTERNS[0]) ? TITLE_PATTERNS[0] : rng.pick(allowed);
    add(ref, first);
    if (ref.firstInSub && rng.chance(0.6)) {
      // A second course on a topic is a step up or down, never a near twin at the same level
      // ('Acuarela botánica' next to 'Acuarela botánica: guía práctica', issue 18 item 11).
      const second = rng.pick(otherLevels(allowed, [first.key]));
      add(ref, second);
    }
  }
  return { courses, usedPatterns };
}

/** `count` more courses (agenda launches) on topics and patterns not used yet. */
export function planExtraCourses(rng: Rng, count: number, usedPatterns: Map<string, Set<string>>, takenSlugs: Set<string>): CoursePlan[] {
  const out: CoursePlan[] = [];
  for (const ref of rng.shuffle(allTopics())) {
    if (out.length >= count) break;
    const used = usedPatterns.get(ref.topic.name.es) ?? new Set<string>();
    const free = otherLevels(patternsFor(ref.topic), [...used]);
    if (free.length === 0) continue;
    const plan = planCourse(ref, rng.pick(free), rng);
    if (takenSlugs.has(plan.slug)) continue;
    takenSlugs.add(plan.slug);
    out.push(plan);
  }
  return out;
}

/** A scale-seed course: random topic and pattern, slug made unique by its running number. */
export function planScaleCourse(index: number, rng: Rng, topics: TopicRef[]): CoursePlan {
  const ref = rng.pick(topics);
  return planCourse(ref, rng.pick(patternsFor(ref.topic)), rng, { slugSuffix: `-${index}`, withLectures: false });
}

