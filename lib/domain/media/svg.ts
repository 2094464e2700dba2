/**
 * Primitives for the locally generated SVG images: escaping, slug hashing, colours,
 * readable titles from slugs (the images' accessible names) and line wrapping. Pure functions, no I/O.
 */

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** 32-bit FNV-1a hash. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** '#rrggbb' for an HSL colour (hex is understood by every SVG renderer). */
export function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

export type Palette = { from: string; to: string; accent: string; hue: number };

/** Two harmonious gradient colours and an accent, derived from the slug. */
export function paletteFor(seed: string, options: { saturation?: number; lightness?: number } = {}): Palette {
  const h = hashString(seed);
  const hue = h % 360;
  const shift = 35 + ((h >>> 9) % 70);
  const hue2 = (hue + shift) % 360;
  const s = options.saturation ?? 68;
  const l = options.lightness ?? 46;
  return {
    hue,
    from: hslToHex(hue, s, l),
    to: hslToHex(hue2, Math.min(90, s + 8), Math.min(70, l + 14)),
    accent: hslToHex((hue + 180) % 360, 80, 70),
  };
}

/** A '#rrggbb' colour from a query value ('5B3DF5', '#5b3df5', 'abc'), else undefined. */
export function parseHexColor(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const v = value.trim().replace(/^#/, '');
  if (/^[0-9a-f]{6}$/i.test(v)) return `#${v.toUpperCase()}`;
  if (/^[0-9a-f]{3}$/i.test(v)) return `#${v.split('').map((c) => c + c).join('').toUpperCase()}`;
  return undefined;
}

/** Accents for common words of Spanish slugs, so titles read naturally. */
const ACCENTED: Record<string, string> = {
  diseno: 'diseño', fotografia: 'fotografía', ilustracion: 'ilustración', animacion: 'animación',
  programacion: 'programación', tecnologia: 'tecnología', edicion: 'edición', produccion: 'producción',
  tipografia: 'tipografía', ceramica: 'cerámica', tecnicas: 'técnicas', guia: 'guía', practica: 'práctica',
  musica: 'música', cinematografico: 'cinematográfico', maquetacion: 'maquetación', composicion: 'composición',
  iluminacion: 'iluminación', analisis: 'análisis', visualizacion: 'visualización', automatizacion: 'automatización',
  correccion: 'corrección', creacion: 'creación', locucion: 'locución', negociacion: 'negociación',
  gestion: 'gestión', dinamicas: 'dinámicas', joyeria: 'joyería', encuadernacion: 'encuadernación',
  artesania: 'artesanía', moviles: 'móviles', movil: 'móvil', arquitectonico: 'arquitectónico',
  arquitectonica: 'arquitectónica', arquitectonicos: 'arquitectónicos', comic: 'cómic', botanica: 'botánica',
  gastronomica: 'gastronómica', fotografico: 'fotográfico', grafica: 'gráfica',
  grafico: 'gráfico', como: 'cómo', dia: 'día', analitica: 'analítica', campanas: 'campañas',
  contemporaneo: 'contemporáneo', pequenos: 'pequeños', agil: 'ágil', tecnica: 'técnica', maquina: 'máquina', seleccion: 'selección', sesion: 'sesión',
  introduccion: 'introducción', energia: 'energía', ano: 'año', anos: 'años', certificacion: 'certificación',
  aplicacion: 'aplicación', informacion: 'información', via: 'vía', acustica: 'acústica', electronica: 'electrónica',
  basico: 'básico', basica: 'básica', metodo: 'método', tactica: 'táctica', estrategica: 'estratégica', publico: 'público',
  // Brands and acronyms keep their capitals.
  figma: 'Figma', photoshop: 'Photoshop', illustrator: 'Illustrator', blender: 'Blender', lightroom: 'Lightroom',
  python: 'Python', excel: 'Excel', autocad: 'AutoCAD', premiere: 'Premiere', indesign: 'InDesign',
  procreate: 'Procreate', revit: 'Revit', sketchup: 'SketchUp', javascript: 'JavaScript', react: 'React',
  ux: 'UX', ui: 'UI', seo: 'SEO', sql: 'SQL', '3d': '3D', bim: 'BIM', instagram: 'Instagram', google: 'Google',
  youtube: 'YouTube', zbrush: 'ZBrush', maya: 'Maya', flutter: 'Flutter', webflow: 'Webflow', notion: 'Notion',
  scrum: 'Scrum', davinci: 'DaVinci', resolve: 'Resolve', bi: 'BI', ebook: 'E-book', ableton: 'Ableton',
  lumion: 'Lumion', 'v-ray': 'V-Ray', meta: 'Meta', ads: 'Ads', zapier: 'Zapier', make: 'Make', next: 'Next',
};

/** 'fotografia-digital-para-principiantes-1234' -> 'Fotografía digital para principiantes'. */
export function titleFromSlug(slug: string): string {
  const words = slug
    .replace(/-promo$/, '')
    .replace(/-\d+$/, '')
    .split('-')
    .filter(Boolean)
    .map((w) => ACCENTED[w] ?? w);
  const text = words.join(' ');
  return text.charAt(0).toLocaleUpperCase('es') + text.slice(1);
}

/** Greedy word wrap into at most `maxLines` lines of about `maxChars` characters. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1];
  kept[maxLines - 1] = (last.length > maxChars - 1 ? last.slice(0, maxChars - 1) : last).replace(/[\s,.:;]+$/, '') + '…';
  return kept;
}

export const FONT_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Decorative translucent circles placed from the hash (same slug, same picture). */
export function decorCircles(seed: string, width: number, height: number, count = 4): string {
  let h = hashString(`${seed}:decor`);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h / 4294967296;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.round((0.12 + next() * 0.35) * Math.min(width, height));
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const opacity = (0.06 + next() * 0.12).toFixed(2);
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  return out.join('');
}

/** `<text>` lines stacked from `y`, each `lineHeight` apart. */
export function textLines(lines: string[], x: number, y: number, lineHeight: number, attrs: string): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * lineHeight}" ${attrs}>${escapeXml(line)}</text>`)
    .join('');
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${body}</svg>`
  );
}
