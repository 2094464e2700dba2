/** Reference data: memberships, feature flags, organisations, academies, microdegrees, bundles. */
import { ORG_BRANDS } from '@/lib/domain/media/org-palette';
import { l3, type L3 } from './util';

type Plan = 'PREMIUM' | 'PREMIUM_LITE' | 'PREMIUM_DUO' | 'PREMIUM_STUDENT';

export type MembershipTypeSeed = {
  key: 'annual' | 'monthly' | 'lite' | 'duo' | 'student' | 'trial';
  tag: Plan;
  months: number;
  method: 'A_1' | 'A_2';
  groupKey: string | null;
  name: L3;
  usdCents: number;
};

export const POPUP_GROUP = 'MEMBERSHIP-POPUP-USER-UPDATE';

/** In position order: the first of the popup group (annual) gives the phone-dialog price. */
export const MEMBERSHIP_TYPES: readonly MembershipTypeSeed[] = [
  { key: 'annual', tag: 'PREMIUM', months: 12, method: 'A_1', groupKey: POPUP_GROUP, name: l3('Premium anual', 'Premium anual', 'Premium annual'), usdCents: 14900 },
  { key: 'monthly', tag: 'PREMIUM', months: 1, method: 'A_1', groupKey: POPUP_GROUP, name: l3('Premium mensual', 'Premium mensal', 'Premium monthly'), usdCents: 1999 },
  { key: 'lite', tag: 'PREMIUM_LITE', months: 12, method: 'A_1', groupKey: null, name: l3('Premium Lite anual', 'Premium Lite anual', 'Premium Lite annual'), usdCents: 9900 },
  { key: 'duo', tag: 'PREMIUM_DUO', months: 12, method: 'A_1', groupKey: null, name: l3('Premium Dúo anual', 'Premium Duo anual', 'Premium Duo annual'), usdCents: 21900 },
  { key: 'student', tag: 'PREMIUM_STUDENT', months: 12, method: 'A_1', groupKey: null, name: l3('Premium Estudiante anual', 'Premium Estudante anual', 'Premium Student annual'), usdCents: 7900 },
  { key: 'trial', tag: 'PREMIUM', months: 1, method: 'A_2', groupKey: 'PREMIUM-TRIAL', name: l3('Premium: prueba gratuita de 7 días', 'Premium: teste grátis de 7 dias', 'Premium: 7-day free trial'), usdCents: 1999 },
];

export const FEATURE_FLAGS: readonly { key: string; isActive: boolean; description: string }[] = [
  { key: 'user_notification_web', isActive: true, description: 'Muestra el cajón de notificaciones y la bandeja de entrada en la web.' },
  { key: 'rebranding_active', isActive: true, description: 'Activa los estilos de la nueva marca (agenda de cursos y menú).' },
  { key: 'all_access_marathon', isActive: false, description: 'Maratón de acceso total: login y registro se abren como páginas en lugar de diálogos.' },
  { key: 'premium_dashboard', isActive: true, description: 'Los miembros premium usan el panel de aprendizaje /learn/.' },
  { key: 'degree_dashboard', isActive: true, description: 'Los estudiantes de grado activos usan el panel de aprendizaje /learn/.' },
  { key: 'higher_education_home', isActive: false, description: 'Muestra la portada de educación superior a organizaciones universitarias.' },
  { key: 'hide_chat', isActive: false, description: 'Oculta el chat de soporte para todos los usuarios.' },
  { key: 'cumulative_discount', isActive: true, description: 'Descuento acumulativo en el carrito al añadir más cursos.' },
];

export type OrgSeed = {
  slug: string;
  name: string;
  primaryColor: string;
  secondaryColor: string;
  assignedType: 'all-catalog' | 'panel-only';
  organizationSize: string;
  organizationType: string;
  industry: string;
  startDate: string;
  customerSuccessType: string;
  canUploadCourses: boolean;
  hasStudioAvailable: boolean;
  hasGamificationAvailable: boolean;
  higherEducationHome: boolean;
  features: { name: string; slug: string; scope: string; isActive: boolean }[];
};

const brand = (slug: keyof typeof ORG_BRANDS & string) => {
  const b = ORG_BRANDS[slug];
  return { slug: b.slug, name: b.name, primaryColor: b.primary, secondaryColor: b.secondary };
};

export const ORGANIZATIONS: readonly OrgSeed[] = [
  {
    ...brand('acme-learning'),
    assignedType: 'all-catalog',
    organizationSize: '201-500',
    organizationType: 'COMPANY',
    industry: 'Tecnología',
    startDate: '2024-03-01',
    customerSuccessType: 'HIGH_TOUCH',
    canUploadCourses: true,
    hasStudioAvailable: true,
    hasGamificationAvailable: true,
    higherEducationHome: false,
    features: [
      { name: 'Studio', slug: 'studio', scope: 'organization', isActive: true },
      { name: 'Gamificación', slug: 'gamification', scope: 'organization', isActive: true },
      { name: 'Rutas de aprendizaje', slug: 'learning-paths', scope: 'member', isActive: true },
      { name: 'Reportes', slug: 'reports', scope: 'admin', isActive: true },
      { name: 'Soporte por chat', slug: 'chat-support', scope: 'member', isActive: true },
      { name: 'Catálogo personalizado', slug: 'custom-catalog', scope: 'admin', isActive: false },
    ],
  },
  {
    ...brand('banco-andino'),
    assignedType: 'panel-only',
    organizationSize: '1001-5000',
    organizationType: 'COMPANY',
    industry: 'Servicios financieros',
    startDate: '2023-09-15',
    customerSuccessType: 'TECH_TOUCH',
    canUploadCourses: false,
    hasStudioAvailable: false,
    hasGamificationAvailable: false,
    higherEducationHome: false,
    features: [
      { name: 'Reportes', slug: 'reports', scope: 'admin', isActive: true },
      { name: 'Rutas de aprendizaje', slug: 'learning-paths', scope: 'member', isActive: true },
      { name: 'Inicio de sesión único', slug: 'sso', scope: 'organization', isActive: true },
      { name: 'Studio', slug: 'studio', scope: 'organization', isActive: false },
    ],
  },
  {
    ...brand('universidad-del-sol'),
    assignedType: 'all-catalog',
    organizationSize: '5001+',
    organizationType: 'UNIVERSITY',
    industry: 'Educación superior',
    startDate: '2025-02-01',
    customerSuccessType: 'HIGH_TOUCH',
    canUploadCourses: false,
    hasStudioAvailable: false,
    hasGamificationAvailable: true,
    higherEducationHome: true,
    features: [
      { name: 'Educación superior', slug: 'higher-education-home', scope: 'organization', isActive: true },
      { name: 'Gamificación', slug: 'gamification', scope: 'organization', isActive: true },
      { name: 'Reportes', slug: 'reports', scope: 'admin', isActive: true },
      { name: 'Rutas de aprendizaje', slug: 'learning-paths', scope: 'member', isActive: true },
    ],
  },
];

export const ACADEMY_BUCKETS: readonly L3[] = [
  l3('Creatividad', 'Criatividade', 'Creativity'),
  l3('Tecnología', 'Tecnologia', 'Technology'),
  l3('Negocios', 'Negócios', 'Business'),
  l3('Comunicación', 'Comunicação', 'Communication'),
  l3('Carrera profesional', 'Carreira profissional', 'Professional career'),
];

export type AcademySeed = { slug: string; title: L3; description: L3; categorySlug: string; isNew: boolean; buckets: number[]; paths: number };

export const ACADEMIES: readonly AcademySeed[] = [
  {
    slug: 'academia-de-diseno',
    title: l3('Academia de Diseño', 'Academia de Design', 'Design Academy'),
    description: l3(
      'Rutas guiadas para convertirte en diseñador gráfico, de marcas o de interfaces.',
      'Trilhas guiadas para você se tornar designer gráfico, de marcas ou de interfaces.',
      'Guided paths to become a graphic, brand or interface designer.',
    ),
    categorySlug: 'diseno-grafico',
    isNew: false,
    buckets: [0, 4],
    paths: 5,
  },
  {
    slug: 'academia-de-fotografia',
    title: l3('Academia de Fotografía', 'Academia de Fotografia', 'Photography Academy'),
    description: l3(
      'Del modo automático al trabajo profesional: cámara, luz, edición y portafolio.',
      'Do modo automático ao trabalho profissional: câmera, luz, edição e portfólio.',
      'From auto mode to professional work: camera, light, editing and portfolio.',
    ),
    categorySlug: 'fotografia',
    isNew: false,
    buckets: [0],
    paths: 4,
  },
  {
    slug: 'academia-de-marketing',
    title: l3('Academia de Marketing', 'Academia de Marketing', 'Marketing Academy'),
    description: l3(
      'Aprende a atraer, convertir y fidelizar clientes con estrategias digitales medibles.',
      'Aprenda a atrair, converter e fidelizar clientes com estratégias digitais mensuráveis.',
      'Learn to attract, convert and keep customers with measurable digital strategies.',
    ),
    categorySlug: 'marketing-digital',
    isNew: false,
    buckets: [2, 3],
    paths: 3,
  },
  {
    slug: 'academia-de-programacion',
    title: l3('Academia de Programación', 'Academia de Programação', 'Programming Academy'),
    description: l3(
      'Programación web, datos e inteligencia artificial con proyectos reales.',
      'Programação web, dados e inteligência artificial com projetos reais.',
      'Web programming, data and artificial intelligence through real projects.',
    ),
    categorySlug: 'programacion-y-tecnologia',
    isNew: true,
    buckets: [1, 4],
    paths: 4,
  },
  {
    slug: 'academia-3d',
    title: l3('Academia 3D', 'Academia 3D', '3D Academy'),
    description: l3(
      'Modelado, animación y render para cine, publicidad y videojuegos.',
      'Modelagem, animação e render para cinema, publicidade e games.',
      'Modelling, animation and rendering for film, advertising and games.',
    ),
    categorySlug: 'animacion-3d',
    isNew: true,
    buckets: [0, 1],
    paths: 3,
  },
  {
    slug: 'academia-de-negocios',
    title: l3('Academia de Negocios', 'Academia de Negócios', 'Business Academy'),
    description: l3(
      'Finanzas, datos, proyectos y ventas para emprender o crecer en tu empresa.',
      'Finanças, dados, projetos e vendas para empreender ou crescer na sua empresa.',
      'Finance, data, projects and sales to start a business or grow in your company.',
    ),
    categorySlug: 'negocios',
    isNew: false,
    buckets: [2, 4],
    paths: 2,
  },
];

/**
 * A micro-degree programme with a university (spec §2 "Microdegrees: programmes with
 * universities, each with a duration in months and a partner"): its courses are the first
 * `size` active paid courses of `categorySlug` (those of `prefer`, a subcategory, first), and it
 * costs `usdCents`, converted to the other currencies like course prices (issue 18 item 4).
 */
export type MicrodegreeSeed = {
  slug: string;
  title: L3;
  description: L3;
  partner: string;
  durationMonths: number;
  categorySlug: string;
  prefer?: string;
  size: number;
  usdCents: number;
};

const md = (
  slug: string,
  es: string,
  pt: string,
  en: string,
  partner: string,
  durationMonths: number,
  category: string,
  size: number,
  usdCents: number,
): MicrodegreeSeed => ({
  slug,
  title: l3(`Microgrado en ${es}`, `Micrograduação em ${pt}`, `Microdegree in ${en}`),
  description: l3(
    `Un programa de ${durationMonths} meses con ${partner}: especialízate en ${es} con ${size} cursos que van de los fundamentos a un proyecto final evaluado junto a la universidad.`,
    `Um programa de ${durationMonths} meses com ${partner}: especialize-se em ${pt} com ${size} cursos que vão dos fundamentos a um projeto final avaliado com a universidade.`,
    `A ${durationMonths}-month programme with ${partner}: specialise in ${en} through ${size} courses, from the fundamentals to a final project assessed with the university.`,
  ),
  partner,
  durationMonths,
  categorySlug: category.split('/')[0],
  prefer: category.split('/')[1],
  size,
  usdCents,
});

export const MICRODEGREES: readonly MicrodegreeSeed[] = [
  md('microgrado-diseno-ux-ui', 'Diseño UX/UI', 'Design UX/UI', 'UX/UI Design', 'Universidad Andina de Innovación', 6, 'diseno-grafico/diseno-web', 6, 49999),
  md('microgrado-marketing-digital', 'Marketing Digital y Analítica', 'Marketing Digital e Análise', 'Digital Marketing and Analytics', 'Escuela de Negocios del Pacífico', 4, 'marketing-digital/analitica-web', 5, 39999),
  md('microgrado-ciencia-de-datos', 'Ciencia de Datos', 'Ciência de Dados', 'Data Science', 'Universidade Federal do Vale', 9, 'programacion-y-tecnologia/python-y-datos', 8, 69999),
  md('microgrado-fotografia-profesional', 'Fotografía Profesional', 'Fotografia Profissional', 'Professional Photography', 'Instituto Superior de Artes del Caribe', 5, 'fotografia/fotografia-digital', 5, 44999),
  md('microgrado-animacion-3d', 'Animación 3D', 'Animação 3D', '3D Animation', 'Universidad del Sol', 8, 'animacion-3d/animacion-de-personajes', 7, 59999),
  md('microgrado-gestion-de-proyectos', 'Gestión de Proyectos', 'Gestão de Projetos', 'Project Management', 'Universidad Austral de Ciencias Empresariales', 3, 'negocios/gestion-de-proyectos', 4, 29999),
];

/** `prefer`: a subcategory whose courses go first in the bundle. */
export type BundleSeed = { slug: string; title: L3; categorySlug: string; prefer?: string; subject: L3; size: number; discountPercent: number };

const bundle = (slug: string, category: string, size: number, discountPercent: number, es: string, pt: string, en: string): BundleSeed => ({
  slug,
  categorySlug: category.split('/')[0],
  prefer: category.split('/')[1],
  size,
  discountPercent,
  subject: l3(es, pt, en),
  title: l3(`Certificación en ${es}`, `Certificação em ${pt}`, `${en.charAt(0).toUpperCase()}${en.slice(1)} certification`),
});

export const BUNDLES: readonly BundleSeed[] = [
  bundle('certificacion-branding-profesional', 'diseno-grafico/branding', 4, 35, 'branding profesional', 'branding profissional', 'professional branding'),
  bundle('certificacion-ilustracion-digital', 'ilustracion/ilustracion-digital', 3, 30, 'ilustración digital', 'ilustração digital', 'digital illustration'),
  bundle('certificacion-fotografia-digital', 'fotografia/fotografia-digital', 5, 40, 'fotografía digital', 'fotografia digital', 'digital photography'),
  bundle('certificacion-marketing-digital', 'marketing-digital', 6, 45, 'marketing digital', 'marketing digital', 'digital marketing'),
  bundle('certificacion-analisis-de-datos', 'programacion-y-tecnologia/python-y-datos', 4, 40, 'análisis de datos', 'análise de dados', 'data analysis'),
  bundle('certificacion-desarrollo-web', 'programacion-y-tecnologia/desarrollo-web', 3, 30, 'desarrollo web', 'desenvolvimento web', 'web development'),
  bundle('certificacion-animacion-3d', 'animacion-3d', 5, 40, 'animación 3D', 'animação 3D', '3D animation'),
  bundle('certificacion-visualizacion-arquitectonica', 'arquitectura/visualizacion-arquitectonica', 4, 35, 'visualización arquitectónica', 'visualização arquitetônica', 'architectural visualisation'),
  bundle('certificacion-edicion-de-video', 'video-y-cine/edicion-de-video', 3, 25, 'edición de video', 'edição de vídeo', 'video editing'),
  bundle('certificacion-excel-y-finanzas', 'negocios/excel-y-productividad', 4, 35, 'Excel y finanzas', 'Excel e finanças', 'Excel and finance'),
];
