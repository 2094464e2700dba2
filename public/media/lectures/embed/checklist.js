// A project checklist kept in this browser (localStorage): the generic tool of IFRAME lectures (issue 15).
import { applyLanguage } from './i18n.js';

const texts = applyLanguage({
  es: { title: 'Lista de verificación del proyecto', lead: 'Marca cada paso cuando lo tengas: la lista se guarda en este navegador.', items: ['Objetivo y público definidos', 'Referencias reunidas', 'Primer borrador terminado', 'Opinión de otra persona', 'Ajustes hechos', 'Entrega subida con su explicación'], progress: (d, n) => `${d} de ${n} pasos listos` },
  pt: { title: 'Lista de verificação do projeto', lead: 'Marque cada etapa quando estiver pronta: a lista fica salva neste navegador.', items: ['Objetivo e público definidos', 'Referências reunidas', 'Primeiro rascunho pronto', 'Opinião de outra pessoa', 'Ajustes feitos', 'Entrega enviada com a explicação'], progress: (d, n) => `${d} de ${n} etapas prontas` },
  en: { title: 'Project checklist', lead: 'Tick each step once done: the list is kept in this browser.', items: ['Goal and audience defined', 'References gathered', 'First draft finished', 'Feedback from someone else', 'Adjustments made', 'Uploaded with its explanation'], progress: (d, n) => `${d} of ${n} steps done` },
});

const KEY = 'cursalia:embed-checklist';
function load() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(saved) ? saved : [];
  } catch {
    return []; // storage unavailable: the list still works, unsaved
  }
}
const done = new Set(load());
const list = document.getElementById('items');
const progress = document.getElementById('progress');

function save() {
  try {
    localStorage.setItem(KEY, JSON.stringify([...done]));
  } catch {
    // storage unavailable or full: keep the ticks for this visit only
  }
}
function renderProgress() {
  progress.textContent = texts.progress(done.size, texts.items.length);
}
list.replaceChildren(
  ...texts.items.map((text, i) => {
    const item = document.createElement('li');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox', id: `step-${i}`, checked: done.has(i) });
    box.addEventListener('change', () => {
      if (box.checked) done.add(i);
      else done.delete(i);
      save();
      renderProgress();
    });
    const label = Object.assign(document.createElement('label'), { htmlFor: `step-${i}`, textContent: text });
    item.append(box, label);
    return item;
  }),
);
renderProgress();
