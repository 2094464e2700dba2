/**
 * What each catalogue category is pictured with (issue 18 item 10): its hue, the objects that can
 * be the centre of a cover (per subcategory where the subject calls for its own object: a softbox
 * for portrait, a pottery wheel for ceramics…) and the smaller objects set around it. Pure data.
 */
import * as office from './props/office';
import * as studio from './props/studio';
import type { Prop } from './props/types';
import * as workshop from './props/workshop';
import { hashString } from './svg';

export type SceneRecipe = {
  /** Base hue of the category's palettes (each course turns it a little). */
  hue: number;
  /** Centre objects when the subcategory has none of its own. */
  mains: readonly Prop[];
  /** Side objects. */
  props: readonly Prop[];
  /** Centre objects of particular subcategories. */
  bySubcategory?: Readonly<Record<string, readonly Prop[]>>;
};

export const SCENE_RECIPES: Readonly<Record<string, SceneRecipe>> = {
  'diseno-grafico': {
    hue: 328,
    mains: [studio.monitor, studio.swatches, studio.businessCards],
    props: [studio.penTool, studio.swatches, studio.bezier, office.coffee, studio.plantPot, studio.letterA],
    bySubcategory: {
      branding: [studio.businessCards, studio.swatches],
      tipografia: [studio.letterA],
      'diseno-editorial': [studio.magazine],
      packaging: [studio.packageBox],
      'diseno-web': [studio.monitor, studio.phone],
    },
  },
  ilustracion: {
    hue: 18,
    mains: [studio.penTablet, studio.paintPalette, studio.sketchbook],
    props: [studio.brush, studio.pencilCup, studio.paintPalette, studio.plantPot, studio.watercolour],
    bySubcategory: {
      'ilustracion-digital': [studio.penTablet],
      acuarela: [studio.watercolour, studio.paintPalette],
      'comic-manga': [studio.speechBubble, studio.sketchbook],
      'diseno-de-personajes': [studio.sketchbook, workshop.bean],
      'ilustracion-infantil': [studio.sketchbook, workshop.books],
    },
  },
  fotografia: {
    hue: 188,
    mains: [studio.camera],
    props: [studio.lens, studio.photoPrints, studio.filmRoll, studio.plantPot, studio.softbox],
    bySubcategory: {
      retrato: [studio.camera, studio.softbox],
      'fotografia-de-producto': [studio.camera, workshop.vase],
      'edicion-fotografica': [studio.photoPrints, office.laptop],
      'fotografia-movil': [studio.phone],
      'fotografia-de-viajes': [studio.camera, studio.photoPrints],
    },
  },
  'marketing-digital': {
    hue: 8,
    mains: [studio.phone, office.megaphone, office.lineChartCard],
    props: [office.heartBubble, office.target, office.barChart, office.megaphone, office.envelope, office.magnifier],
    bySubcategory: {
      'redes-sociales': [studio.phone, office.heartBubble],
      seo: [office.magnifier, office.lineChartCard],
      'publicidad-digital': [office.megaphone, office.target],
      'email-marketing': [office.envelope],
      'analitica-web': [office.lineChartCard, office.barChart],
      'marketing-de-contenidos': [studio.phone, office.notebook],
    },
  },
  'programacion-y-tecnologia': {
    hue: 222,
    mains: [office.laptop, office.terminal],
    props: [office.braces, office.gear, office.coffee, office.chip, studio.plantPot, office.nodes],
    bySubcategory: {
      'desarrollo-web': [office.laptop, office.terminal],
      'python-y-datos': [office.dataScatter, office.laptop],
      'inteligencia-artificial': [office.chip, office.nodes],
      'apps-moviles': [studio.phone],
      'no-code': [office.nodes, office.gear],
    },
  },
  'animacion-3d': {
    hue: 262,
    mains: [workshop.cube, workshop.sphere, workshop.bean],
    props: [workshop.cone, workshop.sphere, workshop.cube, workshop.keyframes, workshop.wireGrid],
    bySubcategory: {
      'modelado-3d': [workshop.cube, workshop.sphere],
      'animacion-de-personajes': [workshop.bean],
      'motion-graphics': [workshop.sphere, workshop.cube],
      'render-3d': [workshop.sphere, workshop.cube],
      'escultura-digital': [workshop.sculptHead],
    },
  },
  arquitectura: {
    hue: 204,
    mains: [workshop.tower, workshop.house, workshop.blueprint],
    props: [workshop.tree, workshop.setSquare, workshop.floorLamp, workshop.blueprint, studio.plantPot],
    bySubcategory: {
      'diseno-de-interiores': [workshop.armchair, workshop.floorLamp],
      'modelado-arquitectonico': [workshop.tower, workshop.blueprint],
      'visualizacion-arquitectonica': [workshop.house, workshop.tower],
      paisajismo: [workshop.tree, workshop.house],
    },
  },
  'video-y-cine': {
    hue: 350,
    mains: [studio.clapper, studio.movieCamera, studio.playScreen],
    props: [studio.filmReel, studio.clapper, studio.timeline, studio.softbox, studio.movieCamera],
    bySubcategory: {
      'edicion-de-video': [studio.timeline, studio.playScreen],
      'direccion-de-cine': [studio.clapper, studio.movieCamera],
      'contenido-para-youtube': [studio.playScreen],
      postproduccion: [studio.timeline, studio.playScreen],
      'video-con-movil': [studio.phone],
    },
  },
  'musica-y-audio': {
    hue: 284,
    mains: [studio.headphones, studio.keyboard, studio.guitar],
    props: [studio.notes, studio.speaker, studio.waveform, studio.microphone, studio.headphones],
    bySubcategory: {
      'produccion-musical': [studio.keyboard, studio.speaker],
      'mezcla-y-mastering': [studio.waveform, studio.headphones],
      'podcast-y-locucion': [studio.microphone],
      instrumentos: [studio.guitar, studio.keyboard],
    },
  },
  negocios: {
    hue: 152,
    mains: [office.barChart, office.briefcase, office.pieChart],
    props: [office.coins, office.calculator, office.pieChart, office.coffee, studio.plantPot, office.briefcase],
    bySubcategory: {
      emprendimiento: [office.briefcase, office.barChart],
      finanzas: [office.coins, office.pieChart],
      'excel-y-productividad': [office.spreadsheet],
      'gestion-de-proyectos': [office.kanban],
      ventas: [office.barChart, office.target],
      'recursos-humanos': [office.briefcase, office.checklist],
    },
  },
  'desarrollo-personal': {
    hue: 38,
    mains: [office.notebook, office.checklist, office.summit],
    props: [office.coffee, studio.plantPot, office.clock, office.lotus, workshop.books],
    bySubcategory: {
      oratoria: [office.lectern, studio.microphone],
      productividad: [office.checklist, office.clock],
      liderazgo: [office.summit],
      bienestar: [office.lotus],
      'escritura-creativa': [office.notebook, workshop.books],
    },
  },
  moda: {
    hue: 340,
    mains: [workshop.dressForm, workshop.dressSketch],
    props: [workshop.scissors, workshop.spool, workshop.hanger, workshop.tapeMeasure, studio.plantPot],
    bySubcategory: {
      'diseno-de-moda': [workshop.dressForm],
      'patronaje-y-confeccion': [workshop.spool, workshop.dressForm],
      'ilustracion-de-moda': [workshop.dressSketch],
      'marcas-de-moda': [workshop.dressForm, studio.businessCards],
    },
  },
  artesania: {
    hue: 24,
    mains: [workshop.vase, workshop.hoop, workshop.yarn],
    props: [workshop.vase, studio.plantPot, workshop.spool, workshop.scissors, workshop.books],
    bySubcategory: {
      ceramica: [workshop.potteryWheel, workshop.vase],
      bordado: [workshop.hoop],
      joyeria: [workshop.gemRing],
      encuadernacion: [workshop.books],
      tejido: [workshop.yarn],
    },
  },
};

/**
 * Objects a course's own words call for ('guitarra' → a guitar, 'excel' → a spreadsheet), used as
 * its centre object when its category's recipe has that object at all (so 'iluminación' in a 3D
 * course does not bring a photo softbox).
 */
const KEYWORD_MAINS: readonly [readonly string[], Prop][] = [
  [['guitarra', 'ukelele'], studio.guitar],
  [['piano', 'teclado', 'armonia'], studio.keyboard],
  [['podcast', 'podcasts', 'locucion', 'voz'], studio.microphone],
  [['excel', 'tablas'], office.spreadsheet],
  [['dashboards', 'power', 'analitica'], office.lineChartCard],
  [['notion', 'scrum', 'agil'], office.kanban],
  [['finanzas'], office.coins],
  [['mindfulness', 'yoga', 'meditacion'], office.lotus],
  [['oratoria', 'storytelling'], office.lectern],
  [['tiempo'], office.clock],
  [['novela', 'escritura'], office.notebook],
  [['youtube'], studio.playScreen],
  [['guion', 'cortometrajes', 'documental'], studio.clapper],
  [['iluminacion'], studio.softbox],
  [['movil', 'flutter', 'native', 'instagram'], studio.phone],
  [['python', 'datos', 'sql'], office.dataScatter],
  [['prompt', 'inteligencia'], office.chip],
  [['machine'], office.nodes],
  [['zbrush', 'escultura'], workshop.sculptHead],
  [['personajes'], workshop.bean],
  [['jardines', 'paisaje'], workshop.tree],
  [['interiores', 'interiorismo'], workshop.armchair],
  [['autocad', 'planos'], workshop.blueprint],
  [['crochet', 'amigurumis', 'tejido'], workshop.yarn],
  [['torno'], workshop.potteryWheel],
  [['manga', 'comic'], studio.speechBubble],
  [['acuarela'], studio.watercolour],
  [['procreate'], studio.penTablet],
  [['tipografia', 'lettering'], studio.letterA],
  [['packaging', 'etiquetas'], studio.packageBox],
  [['revistas'], studio.magazine],
  [['email'], office.envelope],
  [['seo', 'posicionamiento'], office.magnifier],
  [['ads'], office.target],
];

const matches = (word: string, stem: string) => (stem.length <= 3 ? word === stem : word.startsWith(stem));

/** The object a slug's words call for, if the recipe draws it (see KEYWORD_MAINS). */
export function keywordMain(recipe: SceneRecipe, slug: string): Prop | undefined {
  const known = new Set([...recipe.mains, ...recipe.props, ...Object.values(recipe.bySubcategory ?? {}).flat()]);
  const words = slug.split(/[^a-z0-9]+/);
  for (const [stems, prop] of KEYWORD_MAINS) if (known.has(prop) && words.some((w) => stems.some((stem) => matches(w, stem)))) return prop;
  return undefined;
}

/** Where a picture belongs: a category slug and, for courses, a subcategory slug. */
export type SceneTheme = { category?: string | null; subcategory?: string | null };

/**
 * Word beginnings in slugs that tell the category, for pictures whose row has none (live sessions,
 * or any image while the database is unreachable). A word matches when it starts with one of them.
 */
const KEYWORDS: readonly [readonly string[], string][] = [
  [['foto', 'retrato', 'lightroom', 'camara'], 'fotografia'],
  [['ilustr', 'acuarela', 'dibujo', 'manga', 'comic', 'procreate', 'personaje', 'lettering'], 'ilustracion'],
  [['radio', 'musica', 'musical', 'audio', 'podcast', 'ableton', 'mezcla', 'guitarra', 'piano', 'locucion'], 'musica-y-audio'],
  [['arquitect', 'interior', 'revit', 'autocad', 'sketchup', 'paisaj', 'bim'], 'arquitectura'],
  [['logo', 'branding', 'tipograf', 'editorial', 'packaging', 'figma', 'ux', 'ui', 'diseno', 'color'], 'diseno-grafico'],
  [['marketing', 'seo', 'redes', 'instagram', 'ads', 'email', 'contenido', 'analitica', 'tiktok', 'campana'], 'marketing-digital'],
  [['python', 'javascript', 'react', 'web', 'programa', 'codigo', 'datos', 'ia', 'inteligencia', 'app', 'code', 'sql', 'tecnolog', 'automatiza'], 'programacion-y-tecnologia'],
  [['3d', 'blender', 'animacion', 'render', 'modelado', 'motion', 'zbrush', 'maya'], 'animacion-3d'],
  [['video', 'cine', 'youtube', 'premiere', 'davinci', 'guion', 'corto'], 'video-y-cine'],
  [['negocio', 'excel', 'finanz', 'emprend', 'proyecto', 'venta', 'empresa', 'startup', 'scrum', 'cobrar', 'precio'], 'negocios'],
  [['oratoria', 'productiv', 'bienestar', 'escritura', 'habito', 'carrera', 'portafolio', 'lider', 'bloqueo', 'creativ'], 'desarrollo-personal'],
  [['moda', 'patron', 'confeccion', 'costura'], 'moda'],
  [['ceramica', 'bordado', 'joyeria', 'encuadern', 'tejido', 'artesan', 'crochet'], 'artesania'],
];

/** The category a slug's words point to, else a fixed one chosen from the slug (pure). */
export function guessCategory(slug: string): string {
  const words = slug.split(/[^a-z0-9]+/);
  for (const [stems, category] of KEYWORDS) if (words.some((w) => stems.some((stem) => matches(w, stem)))) return category;
  const all = Object.keys(SCENE_RECIPES);
  return all[hashString(`category:${slug}`) % all.length];
}

/** Blog sections pictured with the scenes of a catalogue category. */
export const BLOG_SECTION_CATEGORIES: Readonly<Record<string, string>> = {
  diseno: 'diseno-grafico',
  fotografia: 'fotografia',
  marketing: 'marketing-digital',
  tecnologia: 'programacion-y-tecnologia',
  negocios: 'negocios',
  creatividad: 'ilustracion',
};

const own = <T>(record: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined =>
  key && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** The recipe of a theme: its category's, else the category guessed from the slug. */
export function recipeFor(theme: SceneTheme | undefined, slug: string): SceneRecipe {
  return own(SCENE_RECIPES, theme?.category) ?? SCENE_RECIPES[guessCategory(slug)];
}
