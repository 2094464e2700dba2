// The language of an embedded tool: ?lang=es|pt|en (the lecture's url carries it), Spanish by default.
// Fills every [data-t] element from the page's dictionary and returns the chosen texts.
export function applyLanguage(dictionary) {
  const requested = new URLSearchParams(location.search).get('lang');
  const lang = Object.hasOwn(dictionary, requested ?? '') ? requested : 'es';
  const texts = dictionary[lang];
  document.documentElement.lang = lang;
  document.title = texts.title;
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = texts[el.dataset.t] ?? el.textContent;
  return texts;
}
