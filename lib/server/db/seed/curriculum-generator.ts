/**
 * The demo curriculum of a course (issue 15): 2–4 modules and 5–15 lectures, mostly video
 * classes, a quiz in most courses, some exercises, PDFs, embedded pages, surveys and breaks, a
 * SCORM package now and then; the first one or two lectures are free previews. Every lecture
 * has its content (lib/domain/learning/lecture-content.ts), pointing at the committed files of
 * lecture-media.ts. Also the course's project evaluation (spec §3), which decides what its
 * certificate requires.
 *
 * Pure and deterministic: everything is drawn from the course's own stream
 * (`curriculum:<slug>`), so curricula never shift any other seeded value.
 */
import type { LectureContent, LectureType, QuizContent, QuizQuestion } from '@/lib/domain/learning/lecture-content';
import type { ProjectEvaluation } from '@/lib/domain/learning/project-status';
import { CATEGORY_QUESTIONS, developmentQuestion, topicQuestions } from './curriculum-data';
import { CAPTIONS, clipPath, embedToolFor, embedUrl, handoutPath, HLS_CLIP, LECTURE_CLIP_COUNT, LECTURE_CLIP_SECONDS } from './lecture-media';
import { rngFor, type Rng } from './random';
import { l3, lowerFirst, perLang, type L3 } from './util';

export type CurriculumLecture = {
  moduleTitle: L3;
  title: L3;
  lectureType: LectureType;
  durationSeconds: number;
  position: number;
  isPreview: boolean;
  content: LectureContent;
};

export type Curriculum = { lectures: CurriculumLecture[]; projectEvaluation: ProjectEvaluation };

export type CurriculumInput = {
  slug: string;
  topic: L3;
  software: readonly string[];
  categorySlug: string;
  /** The course's nominal length: the lectures' lengths add up to it. */
  totalSeconds: number;
};

export const MIN_LECTURES = 5;
export const MAX_LECTURES = 15;

/** A lecture before its content is drawn; classes get theirs from classContent. */
type Draft = { title: L3; type: LectureType; weight: number; content?: (rng: Rng) => LectureContent };

const txt = (es: string, pt: string, en: string) => l3(es, pt, en);

function topicOf(topic: L3): L3 {
  return perLang((l) => lowerFirst(topic[l]));
}

// ---- Content builders ----

function classContent(input: CurriculumInput, title: L3, rng: Rng): LectureContent {
  const clip = rng.int(1, LECTURE_CLIP_COUNT);
  // Some lectures of clip 1 stream as HLS (the player's HLS path); the rest are MP4 files.
  const hls = clip === HLS_CLIP.clip && rng.chance(0.5);
  const t = topicOf(input.topic);
  return {
    type: 'CLASS',
    video: {
      format: hls ? 'HLSV3' : 'MP4',
      provider: 'HOUSE',
      src: hls ? HLS_CLIP.src : clipPath(clip, 'mp4'),
      poster: clipPath(clip, 'jpg'),
      durationSeconds: LECTURE_CLIP_SECONDS,
      captions: CAPTIONS.map((c) => ({ lang: c.lang, src: c.src })),
    },
    summary: perLang((l) =>
      l === 'es'
        ? `${title.es}: lo esencial explicado con un ejemplo de ${t.es}. Pausa el video y repite los pasos a tu ritmo.`
        : l === 'pt'
          ? `${title.pt}: o essencial explicado com um exemplo de ${t.pt}. Pause o vídeo e repita os passos no seu ritmo.`
          : `${title.en}: the essentials explained with a ${t.en} example. Pause the video and repeat the steps at your own pace.`,
    ),
  };
}

function exerciseContent(input: CurriculumInput, final: boolean): LectureContent {
  const t = topicOf(input.topic);
  const tool = input.software[0];
  return {
    type: 'EXERCISE',
    instructions: final
      ? txt(
          `Desarrolla tu proyecto final de ${t.es}: elige un caso real (propio o de un cliente), aplica el proceso del curso y súbelo en "Mis proyectos" con una breve explicación de tus decisiones.`,
          `Desenvolva seu projeto final de ${t.pt}: escolha um caso real (próprio ou de um cliente), aplique o processo do curso e envie-o em "Meus projetos" com uma breve explicação das suas decisões.`,
          `Build your final ${t.en} project: pick a real case (your own or a client's), apply the course's process and upload it under "My projects" with a short explanation of your choices.`,
        )
      : txt(
          `Pon en práctica lo visto en este módulo con un ejercicio corto de ${t.es}${tool ? ` en ${tool}` : ''}. Guárdalo como borrador en "Mis proyectos": te servirá para el proyecto final.`,
          `Pratique o que viu neste módulo com um exercício curto de ${t.pt}${tool ? ` no ${tool}` : ''}. Salve-o como rascunho em "Meus projetos": ele vai ajudar no projeto final.`,
          `Practise this module with a short ${t.en} exercise${tool ? ` in ${tool}` : ''}. Save it as a draft under "My projects": it will help with the final project.`,
        ),
    deliverables: final
      ? [
          txt('El resultado final en imágenes o un enlace', 'O resultado final em imagens ou um link', 'The final result as images or a link'),
          txt('Una explicación del proceso en 5 a 10 líneas', 'Uma explicação do processo em 5 a 10 linhas', 'A 5–10 line explanation of the process'),
          txt('Lo que mejorarías en una segunda versión', 'O que você melhoraria em uma segunda versão', 'What you would improve in a second version'),
        ]
      : [
          txt('Una captura o foto del ejercicio', 'Uma captura ou foto do exercício', 'A screenshot or photo of the exercise'),
          txt('Una línea con lo que te resultó más difícil', 'Uma linha com o que foi mais difícil', 'One line on what was hardest'),
        ],
  };
}

function quizContent(input: CurriculumInput, rng: Rng, options: { final: boolean }): QuizContent {
  const bank: QuizQuestion[] = [...(CATEGORY_QUESTIONS[input.categorySlug] ?? []), ...topicQuestions(input.topic)];
  const count = options.final ? rng.int(4, 6) : rng.int(3, 5);
  // The final evaluation counts (CUMULATIVE); a module review is mostly practice (FORMATIVE).
  const mode = options.final || rng.chance(0.3) ? ('CUMULATIVE' as const) : ('FORMATIVE' as const);
  // A written answer needs a person to grade it, which would hold back a cumulative grade:
  // only practice quizzes ask for one.
  const written = mode === 'FORMATIVE' && rng.chance(0.4);
  const picked = rng.sample(bank, written ? count - 1 : count);
  return {
    type: 'QUIZ',
    settings: {
      approvalThreshold: rng.pick([60, 70, 70, 80] as const),
      durationMinutes: options.final ? rng.pick([null, 30, 45] as const) : null,
      retryWaitMinutes: options.final ? rng.pick([null, 60, 120] as const) : rng.pick([null, null, 60] as const),
      showAnswers: rng.pick(['IMMEDIATELY', 'AT_END', 'AT_END', 'NEVER'] as const),
      mode,
    },
    questions: written ? [...picked, developmentQuestion(input.topic)] : picked,
  };
}

function surveyContent(): LectureContent {
  return {
    type: 'SURVEY',
    questions: [
      { id: 'useful', type: 'RATING', prompt: txt('¿Qué tan útil te resultó el curso?', 'O quanto o curso foi útil para você?', 'How useful was the course to you?'), options: [], required: true },
      {
        id: 'best',
        type: 'CHOICE',
        prompt: txt('¿Qué parte aprovechaste más?', 'Qual parte você mais aproveitou?', 'Which part did you get the most from?'),
        options: [
          { id: 'videos', text: txt('Las clases en video', 'As aulas em vídeo', 'The video lessons') },
          { id: 'exercises', text: txt('Los ejercicios', 'Os exercícios', 'The exercises') },
          { id: 'project', text: txt('El proyecto final', 'O projeto final', 'The final project') },
          { id: 'resources', text: txt('Los materiales descargables', 'Os materiais para download', 'The downloadable materials') },
        ],
        required: true,
      },
      { id: 'improve', type: 'TEXT', prompt: txt('¿Qué mejorarías?', 'O que você melhoraria?', 'What would you improve?'), options: [], required: false },
    ],
  };
}

function breakContent(rng: Rng): LectureContent {
  const minutes = rng.pick([5, 10] as const);
  return {
    type: 'BREAK',
    minutes,
    message: txt(
      `Tómate ${minutes} minutos: estira la espalda, hidrátate y descansa la vista. Vuelve con la mente fresca para el siguiente módulo.`,
      `Faça uma pausa de ${minutes} minutos: alongue as costas, beba água e descanse a vista. Volte com a mente descansada para o próximo módulo.`,
      `Take ${minutes} minutes: stretch your back, drink some water and rest your eyes. Come back fresh for the next module.`,
    ),
  };
}

// ---- Lecture drafts ----

const cls = (title: L3, weight = 1): Draft => ({ title, type: 'CLASS', weight });

function draftsFor(input: CurriculumInput, rng: Rng): { module: L3; drafts: Draft[] }[] {
  const t = topicOf(input.topic);
  const sw = input.software.length > 0 ? rng.pick(input.software) : null;

  const intro: Draft[] = [
    cls(txt('Presentación del curso', 'Apresentação do curso', 'Course presentation')),
    cls(txt('Conoce a tu profesor', 'Conheça seu professor', 'Meet your teacher'), 0.6),
    { title: txt('Materiales y recursos del curso', 'Materiais e recursos do curso', 'Course materials and resources'), type: 'PDF', content: () => ({ type: 'PDF', path: handoutPath(input.categorySlug) }), weight: 0 },
    cls(txt('Qué vas a construir', 'O que você vai construir', 'What you will build'), 0.8),
  ];
  const core: Draft[] = [
    cls(txt('Conceptos clave', 'Conceitos-chave', 'Key concepts')),
    cls(sw ? txt(`Primeros pasos con ${sw}`, `Primeiros passos com ${sw}`, `Getting started with ${sw}`) : txt('Primeros pasos', 'Primeiros passos', 'First steps')),
    cls(txt('Flujo de trabajo profesional', 'Fluxo de trabalho profissional', 'Professional workflow')),
    cls(txt('Errores frecuentes y cómo evitarlos', 'Erros comuns e como evitá-los', 'Common mistakes and how to avoid them')),
    cls(txt('Caso real paso a paso', 'Caso real passo a passo', 'A real case, step by step'), 1.3),
    cls(txt('Detalles que marcan la diferencia', 'Detalhes que fazem a diferença', 'Details that make the difference')),
    { title: txt('Ejercicio práctico', 'Exercício prático', 'Hands-on exercise'), type: 'EXERCISE', content: () => exerciseContent(input, false), weight: 0.5 },
    { title: txt('Guía descargable', 'Guia para download', 'Downloadable guide'), type: 'PDF', content: () => ({ type: 'PDF', path: handoutPath(input.categorySlug) }), weight: 0 },
    {
      title: txt('Recurso interactivo', 'Recurso interativo', 'Interactive resource'),
      type: 'IFRAME',
      content: () => ({ type: 'IFRAME', url: embedUrl(embedToolFor(input.categorySlug)), title: embedTitle(embedToolFor(input.categorySlug)) }),
      weight: 0.3,
    },
    { title: txt('Pausa activa', 'Pausa ativa', 'Active break'), type: 'BREAK', content: (r) => breakContent(r), weight: 0 },
  ];
  const review: Draft = { title: txt('Repaso del módulo', 'Revisão do módulo', 'Module review'), type: 'QUIZ', content: (r) => quizContent(input, r, { final: false }), weight: 0 };
  const scorm: Draft = {
    title: txt('Simulación interactiva (SCORM)', 'Simulação interativa (SCORM)', 'Interactive simulation (SCORM)'),
    type: 'SCORM',
    content: () => ({ type: 'SCORM', packageName: `${input.slug}-simulacion.zip` }),
    weight: 0,
  };
  const final: Draft[] = [
    cls(txt('Presentación del proyecto final', 'Apresentação do projeto final', 'Final project brief'), 0.8),
    { title: txt('Desarrollo del proyecto', 'Desenvolvimento do projeto', 'Building the project'), type: 'EXERCISE', content: () => exerciseContent(input, true), weight: 0.6 },
    { title: txt('Evaluación final', 'Avaliação final', 'Final assessment'), type: 'QUIZ', content: (r) => quizContent(input, r, { final: true }), weight: 0 },
    { title: txt('Encuesta final', 'Pesquisa final', 'Final survey'), type: 'SURVEY', content: () => surveyContent(), weight: 0 },
    cls(txt('Despedida y próximos pasos', 'Despedida e próximos passos', 'Farewell and next steps'), 0.5),
  ];

  const moduleCount = rng.int(2, 4);
  const coreTitles = rng.sample(
    [
      perLang((l) => (l === 'es' ? `Fundamentos de ${t.es}` : l === 'pt' ? `Fundamentos de ${t.pt}` : `${input.topic.en} fundamentals`)),
      txt('Herramientas y flujo de trabajo', 'Ferramentas e fluxo de trabalho', 'Tools and workflow'),
      txt('Técnicas esenciales', 'Técnicas essenciais', 'Essential techniques'),
      txt('Práctica guiada', 'Prática guiada', 'Guided practice'),
      txt('Técnicas avanzadas', 'Técnicas avançadas', 'Advanced techniques'),
    ],
    moduleCount - 2,
  );

  // Intro: presentation first, then one to three of the others in their order.
  const introPicked = [intro[0], ...intro.slice(1).filter(() => rng.chance(0.55))];
  const modules: { module: L3; drafts: Draft[] }[] = [{ module: txt('Introducción', 'Introdução', 'Introduction'), drafts: introPicked }];
  const corePool = rng.shuffle(core);
  let scormPlaced = false;
  for (const title of coreTitles) {
    const drafts: Draft[] = [];
    const classes = corePool.filter((d) => d.type === 'CLASS');
    const others = corePool.filter((d) => d.type !== 'CLASS');
    for (let i = 0, n = rng.int(2, 3); i < n && classes.length > 0; i++) drafts.push(classes.shift()!);
    if (others.length > 0 && rng.chance(0.7)) drafts.push(others.shift()!);
    if (rng.chance(0.45)) drafts.push(review);
    if (!scormPlaced && rng.chance(0.05)) {
      drafts.push(scorm);
      scormPlaced = true;
    }
    for (const d of drafts) corePool.splice(corePool.indexOf(d), 1);
    modules.push({ module: title, drafts });
  }
  // Final: the brief and the farewell always; the project, the evaluation (most courses) and the survey often.
  const finalPicked = [final[0], ...(rng.chance(0.75) ? [final[1]] : []), ...(rng.chance(0.8) ? [final[2]] : []), ...(rng.chance(0.4) ? [final[3]] : []), final[4]];
  modules.push({ module: txt('Proyecto final', 'Projeto final', 'Final project'), drafts: finalPicked });

  // 5 to 15 lectures: top up short courses with classes, trim long ones from the middle.
  const total = () => modules.reduce((s, m) => s + m.drafts.length, 0);
  const spare = corePool.filter((d) => d.type === 'CLASS');
  while (total() < MIN_LECTURES && spare.length > 0) modules[Math.max(0, modules.length - 2)].drafts.splice(1, 0, spare.shift()!);
  while (total() > MAX_LECTURES) {
    const middle = modules.slice(1, -1).filter((m) => m.drafts.length > 1);
    const from = middle.length > 0 ? middle[middle.length - 1] : modules[0];
    from.drafts.pop();
  }
  return modules;
}

function embedTitle(tool: ReturnType<typeof embedToolFor>): L3 {
  switch (tool) {
    case 'palette':
      return txt('Generador de paletas de color', 'Gerador de paletas de cores', 'Colour palette generator');
    case 'exposure':
      return txt('Calculadora de exposición', 'Calculadora de exposição', 'Exposure calculator');
    case 'checklist':
      return txt('Lista de verificación del proyecto', 'Lista de verificação do projeto', 'Project checklist');
  }
}

/**
 * Shares the course's nominal length among the lectures that take time (classes, exercises,
 * embedded pages) by their weights, in whole seconds that add up exactly; a break lasts its
 * minutes. Quizzes, PDFs and surveys count no time, as before the classroom existed.
 */
function nominalDurations(drafts: readonly Draft[], contents: readonly LectureContent[], totalSeconds: number, rng: Rng): number[] {
  const fixed = contents.map((c) => (c.type === 'BREAK' ? c.minutes * 60 : 0));
  const budget = Math.max(0, totalSeconds - fixed.reduce((s, x) => s + x, 0));
  const weights = drafts.map((d) => (d.weight > 0 ? d.weight * rng.float(0.75, 1.25) : 0));
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0) return fixed;
  const raw = weights.map((w) => Math.floor((budget * w) / sum));
  let rest = budget - raw.reduce((s, x) => s + x, 0);
  for (let i = 0; rest > 0; i = (i + 1) % raw.length) {
    if (weights[i] > 0) {
      raw[i] += 1;
      rest -= 1;
    }
  }
  return raw.map((x, i) => x + fixed[i]);
}

const PROJECT_EVALUATION_SHARES = { FINAL_PROJECT: 0.15, QUIZ_EVALUATION: 0.55 } as const;

export function planCurriculum(input: CurriculumInput): Curriculum {
  const rng = rngFor(`curriculum:${input.slug}`);
  const modules = draftsFor(input, rng);
  const drafts = modules.flatMap((m) => m.drafts.map((d) => ({ module: m.module, draft: d })));
  const contents = drafts.map(({ draft }) => (draft.content ? draft.content(rng) : classContent(input, draft.title, rng)));
  const durations = nominalDurations(
    drafts.map((d) => d.draft),
    contents,
    input.totalSeconds,
    rng,
  );
  // Free previews: the first lecture, and the second too in about half the courses, when they are classes.
  const previews = rng.chance(0.5) ? 2 : 1;
  const lectures: CurriculumLecture[] = drafts.map(({ module, draft }, i) => ({
    moduleTitle: module,
    title: draft.title,
    lectureType: draft.type,
    durationSeconds: durations[i],
    position: i + 1,
    isPreview: i < previews && draft.type === 'CLASS',
    content: contents[i],
  }));

  const hasProject = lectures.some((l) => l.lectureType === 'EXERCISE');
  const hasCumulativeQuiz = lectures.some((l) => l.content.type === 'QUIZ' && l.content.settings.mode === 'CUMULATIVE');
  const draw = rng.next();
  const projectEvaluation: ProjectEvaluation =
    hasProject && draw < PROJECT_EVALUATION_SHARES.FINAL_PROJECT
      ? 'FINAL_PROJECT'
      : hasCumulativeQuiz && draw < PROJECT_EVALUATION_SHARES.FINAL_PROJECT + PROJECT_EVALUATION_SHARES.QUIZ_EVALUATION
        ? 'QUIZ_EVALUATION'
        : 'NOT_REQUIREMENT';
  return { lectures, projectEvaluation };
}

