// Exposure value and equivalent exposures: the camera tool of IFRAME lectures (issue 15).
// EV at ISO 100 = log2(N² / t) − log2(ISO / 100); equivalent settings keep that value.
import { applyLanguage } from './i18n.js';

const texts = applyLanguage({
  es: { title: 'Calculadora de exposición', lead: 'Cambia diafragma, velocidad e ISO y mira exposiciones equivalentes: misma luz, otro efecto.', aperture: 'Diafragma', shutter: 'Velocidad', iso: 'ISO', ev: 'Valor de exposición (EV a ISO 100)', equivalent: 'Exposiciones equivalentes', note: 'Más abierto (f bajo): menos profundidad de campo. Más rápido: congela el movimiento.' },
  pt: { title: 'Calculadora de exposição', lead: 'Mude diafragma, velocidade e ISO e veja exposições equivalentes: mesma luz, outro efeito.', aperture: 'Diafragma', shutter: 'Velocidade', iso: 'ISO', ev: 'Valor de exposição (EV a ISO 100)', equivalent: 'Exposições equivalentes', note: 'Mais aberto (f baixo): menos profundidade de campo. Mais rápido: congela o movimento.' },
  en: { title: 'Exposure calculator', lead: 'Change aperture, shutter speed and ISO and see equivalent exposures: same light, different look.', aperture: 'Aperture', shutter: 'Shutter speed', iso: 'ISO', ev: 'Exposure value (EV at ISO 100)', equivalent: 'Equivalent exposures', note: 'Wider (low f): shallower depth of field. Faster: freezes motion.' },
});

const APERTURES = [1.4, 2, 2.8, 4, 5.6, 8, 11, 16, 22];
const SHUTTERS = [1 / 4000, 1 / 2000, 1 / 1000, 1 / 500, 1 / 250, 1 / 125, 1 / 60, 1 / 30, 1 / 15, 1 / 8, 1 / 4, 1 / 2, 1];
const ISOS = [100, 200, 400, 800, 1600, 3200, 6400];
const shutterLabel = (t) => (t >= 1 ? `${t} s` : `1/${Math.round(1 / t)} s`);

function fill(select, values, label, selected) {
  select.replaceChildren(...values.map((v, i) => new Option(label(v), String(i), false, v === selected)));
}
const aperture = document.getElementById('aperture');
const shutter = document.getElementById('shutter');
const iso = document.getElementById('iso');
fill(aperture, APERTURES, (n) => `f/${n}`, 5.6);
fill(shutter, SHUTTERS, shutterLabel, 1 / 125);
fill(iso, ISOS, String, 100);

const result = document.getElementById('result');
function render() {
  const n = APERTURES[aperture.value];
  const t = SHUTTERS[shutter.value];
  const s = ISOS[iso.value];
  const ev = Math.log2((n * n) / t) - Math.log2(s / 100);
  const same = APERTURES.map((a) => {
    const needed = (a * a) / 2 ** (ev + Math.log2(s / 100));
    const closest = SHUTTERS.reduce((best, x) => (Math.abs(Math.log2(x / needed)) < Math.abs(Math.log2(best / needed)) ? x : best));
    return `f/${a} · ${shutterLabel(closest)} · ISO ${s}`;
  });
  const heading = document.createElement('strong');
  heading.textContent = `${texts.ev}: ${ev.toFixed(1)}`;
  const listTitle = document.createElement('p');
  listTitle.textContent = texts.equivalent;
  const list = document.createElement('ul');
  list.append(...same.filter((_, i) => Math.abs(i - Number(aperture.value)) <= 2).map((x) => Object.assign(document.createElement('li'), { textContent: x })));
  const note = document.createElement('p');
  note.textContent = texts.note;
  result.replaceChildren(heading, listTitle, list, note);
}
for (const el of [aperture, shutter, iso]) el.addEventListener('change', render);
render();
