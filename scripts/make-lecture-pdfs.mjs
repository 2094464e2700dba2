// Regenerates the PDF handouts of the demo lectures: media/lectures/handouts/{category}-{es,pt,en}.pdf
// (issue 15; the seed's PDF lectures point at them: lib/server/db/seed/lecture-media.ts handoutPath).
// Paid course content: outside public/, served only through the access-checked lecture media route
// (app/api/classroom/lectures/[lectureId]/media/, docs/classroom.md).
// A one-off tool, never run by the build, the tests or the server: the PDFs are committed.
//
//   npx tsx scripts/make-lecture-pdfs.mjs      (from the repository root)
//
// Written with PDFKit (devDependency `pdfkit`): real PDF 1.3 files with the standard Helvetica
// fonts (nothing embedded, so each file is a few KB), one A4 handout per category and language
// built from the catalogue vocabulary (lib/server/db/seed/catalogue-data.ts). Dates are fixed so
// a rerun writes the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';

const root = process.cwd();
const { CATEGORIES } = await import(pathToFileURL(path.join(root, 'lib/server/db/seed/catalogue-data.ts')).href);
const out = path.join(root, 'media/lectures/handouts');
mkdirSync(out, { recursive: true });

const FIXED_DATE = new Date('2026-01-15T12:00:00Z');
const BRAND = '#5b3df5';

const TEXT = {
  es: {
    kind: 'Guía del curso',
    how: 'Cómo aprovechar el curso',
    tips: [
      'Mira cada clase con el programa abierto y repite los pasos: pausar y practicar rinde más que ver de corrido.',
      'Reserva dos o tres sesiones cortas por semana; la constancia pesa más que las maratones.',
      'Anota tus dudas con el minuto del video en "Mis apuntes" para repasar justo ese momento.',
      'Haz los ejercicios de cada módulo: son la base de tu proyecto final.',
    ],
    topics: 'Temas de esta área',
    checklist: 'Lista para tu proyecto final',
    items: [
      'Define el objetivo y para quién es el proyecto.',
      'Reúne referencias y decide una dirección.',
      'Documenta el proceso con capturas o fotos de cada etapa.',
      'Pide una opinión antes de la entrega y ajusta lo necesario.',
      'Sube el resultado con una explicación breve de tus decisiones.',
    ],
    footer: 'Cursalia · material de apoyo del curso',
  },
  pt: {
    kind: 'Guia do curso',
    how: 'Como aproveitar o curso',
    tips: [
      'Assista a cada aula com o programa aberto e repita os passos: pausar e praticar rende mais do que assistir direto.',
      'Reserve duas ou três sessões curtas por semana; a constância vale mais do que maratonas.',
      'Anote suas dúvidas com o minuto do vídeo em "Minhas anotações" para revisar exatamente aquele momento.',
      'Faça os exercícios de cada módulo: eles são a base do seu projeto final.',
    ],
    topics: 'Temas desta área',
    checklist: 'Lista para o seu projeto final',
    items: [
      'Defina o objetivo e para quem é o projeto.',
      'Reúna referências e escolha uma direção.',
      'Documente o processo com capturas ou fotos de cada etapa.',
      'Peça uma opinião antes da entrega e ajuste o necessário.',
      'Envie o resultado com uma breve explicação das suas decisões.',
    ],
    footer: 'Cursalia · material de apoio do curso',
  },
  en: {
    kind: 'Course guide',
    how: 'How to get the most from the course',
    tips: [
      'Watch each lesson with the software open and repeat the steps: pausing and practising beats watching straight through.',
      'Set aside two or three short sessions a week; consistency matters more than marathons.',
      'Write down questions with the video minute in "My notes" to review exactly that moment.',
      "Do each module's exercises: they are the basis of your final project.",
    ],
    topics: 'Topics in this area',
    checklist: 'Final project checklist',
    items: [
      'Define the goal and who the project is for.',
      'Gather references and settle on a direction.',
      'Document the process with screenshots or photos of each stage.',
      'Ask for feedback before handing in and adjust what is needed.',
      'Upload the result with a short explanation of your choices.',
    ],
    footer: 'Cursalia · course support material',
  },
};

function heading(doc, text) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(BRAND).text(text).moveDown(0.3);
  doc.font('Helvetica').fontSize(10.5).fillColor('#1f2328');
}

function handout(category, lang) {
  const t = TEXT[lang];
  const name = category.name[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: true,
    info: { Title: `${name} — ${t.kind}`, Author: 'Cursalia', Subject: t.kind, CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    lang,
  });
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.rect(0, 0, doc.page.width, 8).fill(BRAND);
  doc.fillColor('#57606a').font('Helvetica').fontSize(10).text(t.kind.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.2).fillColor('#1f2328').font('Helvetica-Bold').fontSize(22).text(name);
  doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#57606a').text(category.description[lang]);

  heading(doc, t.how);
  doc.list(t.tips, { bulletRadius: 2, textIndent: 12, paragraphGap: 4 });

  heading(doc, t.topics);
  for (const sub of category.subcategories) {
    doc.font('Helvetica-Bold').text(sub.name[lang], { continued: true }).font('Helvetica').text(`: ${sub.topics.map((x) => x.name[lang]).join(' · ')}`);
    doc.moveDown(0.2);
  }

  heading(doc, t.checklist);
  t.items.forEach((item) => {
    const y = doc.y + 1;
    doc.rect(doc.page.margins.left, y, 9, 9).lineWidth(0.8).stroke('#57606a');
    doc.text(item, doc.page.margins.left + 16, doc.y, { paragraphGap: 4 });
  });

  doc.font('Helvetica').fontSize(8.5).fillColor('#57606a').text(t.footer, doc.page.margins.left, doc.page.height - 40, { lineBreak: false });
  doc.end();
  return done;
}

for (const category of CATEGORIES) {
  for (const lang of ['es', 'pt', 'en']) {
    const file = path.join(out, `${category.slug}-${lang}.pdf`);
    writeFileSync(file, await handout(category, lang));
  }
}
console.log(`wrote ${CATEGORIES.length * 3} handouts to ${path.relative(root, out)}/`);
