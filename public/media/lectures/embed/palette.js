// Colour harmonies on the HSL wheel: the palette tool of IFRAME lectures (issue 15).
import { applyLanguage } from './i18n.js';

const texts = applyLanguage({
  es: { title: 'Generador de paletas de color', lead: 'Elige un color base y una armonía: la paleta se calcula en la rueda de color.', base: 'Color base', harmony: 'Armonía', complementary: 'Complementaria', analogous: 'Análoga', triadic: 'Triádica', monochrome: 'Monocromática', swatch: 'Color' },
  pt: { title: 'Gerador de paletas de cores', lead: 'Escolha uma cor base e uma harmonia: a paleta é calculada no círculo cromático.', base: 'Cor base', harmony: 'Harmonia', complementary: 'Complementar', analogous: 'Análoga', triadic: 'Triádica', monochrome: 'Monocromática', swatch: 'Cor' },
  en: { title: 'Colour palette generator', lead: 'Pick a base colour and a harmony: the palette is worked out on the colour wheel.', base: 'Base colour', harmony: 'Harmony', complementary: 'Complementary', analogous: 'Analogous', triadic: 'Triadic', monochrome: 'Monochrome', swatch: 'Colour' },
});

function hexToHsl(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h, s, l) {
  const f = (n) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255).toString(16).padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const HARMONIES = {
  complementary: ([h, s, l]) => [[h, s, l], [h, s, Math.min(0.9, l + 0.2)], [h + 180, s, l], [h + 180, s, Math.max(0.15, l - 0.2)], [h, s * 0.2, 0.95]],
  analogous: ([h, s, l]) => [[h - 60, s, l], [h - 30, s, l], [h, s, l], [h + 30, s, l], [h + 60, s, l]],
  triadic: ([h, s, l]) => [[h, s, l], [h + 120, s, l], [h + 240, s, l], [h, s, Math.min(0.9, l + 0.25)], [h + 120, s, Math.max(0.15, l - 0.2)]],
  monochrome: ([h, s]) => [0.15, 0.3, 0.5, 0.7, 0.88].map((x) => [h, s, x]),
};

const base = document.getElementById('base');
const harmony = document.getElementById('harmony');
const list = document.getElementById('swatches');

function render() {
  const colours = HARMONIES[harmony.value](hexToHsl(base.value)).map(([h, s, l]) => hslToHex(((h % 360) + 360) % 360, s, l));
  list.replaceChildren(
    ...colours.map((hex, i) => {
      const item = document.createElement('li');
      item.className = 'swatch';
      const chip = document.createElement('div');
      chip.className = 'chip';
      chip.style.background = hex;
      chip.setAttribute('role', 'img');
      chip.setAttribute('aria-label', `${texts.swatch} ${i + 1}: ${hex}`);
      const code = document.createElement('code');
      code.textContent = hex;
      item.append(chip, code);
      return item;
    }),
  );
}

base.addEventListener('input', render);
harmony.addEventListener('change', render);
render();
