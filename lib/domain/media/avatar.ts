/**
 * Illustrated portraits for people (issue 18 item 10): instead of initials, a drawn head and
 * shoulders whose face shape, skin tone, hair style and colour, glasses, beard, clothes and
 * background all follow from the person's slug (same person, same portrait). Pure.
 */
import { circle, ellipse, line, path, rect, rngFor, SKIN_TONES } from './scene-kit';
import { hslToHex } from './svg';

const HAIR_COLOURS = ['#1F1A17', '#2E1E14', '#4A2C1A', '#6B3F22', '#8E5A2B', '#B7773A', '#D9A85B', '#A33A1E', '#8B8B8B', '#D8D2C8'] as const;

/** Given names that end in -a but are men's, and women's that do not end in -a. */
const MASCULINE_A = new Set(['luca', 'joshua', 'borja', 'bautista', 'garcilaso', 'elias', 'jonas']);
const FEMININE = new Set(['isabel', 'carmen', 'ines', 'raquel', 'pilar', 'beatriz', 'mercedes', 'luz', 'rocio', 'belen', 'soledad', 'noemi', 'ruth', 'esther', 'miriam', 'nicole', 'abigail', 'ingrid', 'karen', 'allison', 'rachel', 'sharon', 'liz', 'raquel', 'maite', 'consuelo', 'aline', 'beatrice', 'ester', 'leonor', 'marisol']);

/** Whether the first given name in the slug reads as a woman's (Spanish and Portuguese names). */
export function looksFeminine(slug: string): boolean {
  const first = slug.split('-')[0] ?? '';
  if (FEMININE.has(first)) return true;
  return first.endsWith('a') && !MASCULINE_A.has(first);
}

type Style = { hair: string; skin: string; feminine: boolean };

function hairBack(kind: number, s: Style): string {
  switch (kind) {
    case 0: // long, straight to the shoulders
      return path('M70 118C66 58 190 58 186 118L196 214C168 230 88 230 60 214Z', s.hair);
    case 1: // bob
      return path('M68 120C62 56 194 56 188 120L190 170C170 182 86 182 66 170Z', s.hair);
    case 2: // ponytail behind
      return ellipse(190, 150, 20, 44, s.hair, 'transform="rotate(-18 190 150)"');
    case 3: // curly volume
      return [[70, 100], [186, 100], [62, 140], [194, 140], [72, 176], [184, 176], [128, 56], [90, 66], [166, 66]].map(([x, y]) => circle(x, y, 30, s.hair)).join('');
    default:
      return '';
  }
}

function hairFront(kind: number, s: Style): string {
  switch (kind) {
    case 0: // side part
      return path('M76 118C70 62 110 48 136 50C170 52 188 76 182 118C176 100 166 88 150 82C130 96 100 100 76 118Z', s.hair);
    case 1: // short crop
      return path('M78 110C76 64 104 52 128 52C156 52 182 64 178 110C170 92 152 82 128 82C104 82 86 92 78 110Z', s.hair);
    case 2: // quiff
      return path('M80 108C74 60 108 40 140 44C168 46 190 70 178 108C168 88 150 80 126 82C106 84 88 92 80 108Z', s.hair) + path('M110 48C130 30 170 36 168 60C150 50 130 50 110 60Z', s.hair);
    case 3: // curls on top
      return [[92, 80], [112, 66], [134, 62], [156, 68], [172, 86], [80, 100], [178, 104]].map(([x, y]) => circle(x, y, 18, s.hair)).join('');
    case 4: // fringe (long hair front)
      return path('M74 120C70 60 186 52 182 120C178 96 160 86 140 84C150 92 150 100 148 104C128 88 100 90 74 120Z', s.hair);
    case 5: // bun on top
      return circle(128, 46, 22, s.hair) + path('M78 112C74 66 104 56 128 56C152 56 182 66 178 112C168 90 150 84 128 84C106 84 88 90 78 112Z', s.hair);
    case 6: // buzz cut
      return path('M80 104C80 66 106 58 128 58C150 58 176 66 176 104C168 90 150 84 128 84C106 84 88 90 80 104Z', s.hair, 'fill-opacity="0.85"');
    default: // receding / bald with sides
      return path('M80 122C78 104 82 96 88 92L92 122ZM176 122C178 104 174 96 168 92L164 122Z', s.hair);
  }
}

/** A round portrait, 256x256, body of the SVG (no wrapper). */
export function portraitBody(slug: string, idPrefix: string): string {
  const rng = rngFor(`avatar:${slug}`);
  const feminine = looksFeminine(slug);
  const skin = SKIN_TONES[rng.int(0, SKIN_TONES.length - 1)];
  const older = rng.next() < 0.14;
  const hair = older ? rng.pick(HAIR_COLOURS.slice(8)) : rng.pick(HAIR_COLOURS.slice(0, 8));
  const s: Style = { hair, skin, feminine };
  const bgHue = rng.int(0, 359);
  const clothesHue = (bgHue + rng.int(120, 240)) % 360;
  const clothes = hslToHex(clothesHue, rng.int(35, 70), rng.int(30, 55));
  const back = feminine ? rng.pick([0, 0, 0, 1, 1, 2, 3, -1]) : rng.pick([-1, -1, -1, -1, 3]);
  const front = feminine
    ? back === 0 ? rng.pick([0, 4]) : back === 1 ? 4 : back === 2 ? 1 : back === 3 ? 3 : 5
    : back === 3 ? 3 : rng.pick([0, 1, 2, 3, 6, older ? 7 : 1]);
  const faceRx = rng.int(42, 48);
  const faceRy = rng.int(52, 58);
  const eyeY = 122;
  const glasses = rng.next() < 0.25;
  const beard = !feminine && rng.next() < 0.3;
  const shade = '#000';
  const clipId = `${idPrefix}c`;
  const neckline = rng.int(0, 2);

  const body =
    path('M30 256C30 206 72 184 128 184C184 184 226 206 226 256Z', clothes) +
    (neckline === 0
      ? path('M108 186L128 214L148 186Z', skin)
      : neckline === 1
        ? path('M100 188C108 204 148 204 156 188', 'none', `stroke="${hslToHex(clothesHue, 30, 85)}" stroke-width="8"`)
        : path('M104 186L128 206L152 186L146 184L128 196L110 184Z', hslToHex(clothesHue, 25, 92)));

  const face =
    rect(110, 150, 36, 44, skin, 14) +
    rect(110, 166, 36, 14, shade, 0, 'fill-opacity="0.12"') +
    circle(128 - faceRx, 128, 10, skin) +
    circle(128 + faceRx, 128, 10, skin) +
    ellipse(128, 120, faceRx, faceRy, skin) +
    (beard ? path(`M${128 - faceRx} 124C${128 - faceRx} 170 110 ${120 + faceRy + 8} 128 ${120 + faceRy + 8}C146 ${120 + faceRy + 8} ${128 + faceRx} 170 ${128 + faceRx} 124C${128 + faceRx - 6} 150 150 150 128 150C106 150 ${128 - faceRx + 6} 150 ${128 - faceRx} 124Z`, hair) : '') +
    line(`M104 ${eyeY - 14}Q112 ${eyeY - 19} 120 ${eyeY - 14}M136 ${eyeY - 14}Q144 ${eyeY - 19} 152 ${eyeY - 14}`, hair, 4) +
    circle(112, eyeY, 4.5, '#1D1D24') +
    circle(144, eyeY, 4.5, '#1D1D24') +
    line(`M128 ${eyeY + 6}Q124 ${eyeY + 18} 130 ${eyeY + 20}`, shade, 2.5, 'stroke-opacity="0.3"') +
    (beard ? line(`M116 ${eyeY + 32}Q128 ${eyeY + 38} 140 ${eyeY + 32}`, '#fff', 3, 'stroke-opacity="0.7"') : path(`M114 ${eyeY + 30}Q128 ${eyeY + 42} 142 ${eyeY + 30}Z`, '#8C2F39', 'fill-opacity="0.85"')) +
    circle(100, eyeY + 18, 8, '#E86A6A', 'fill-opacity="0.18"') +
    circle(156, eyeY + 18, 8, '#E86A6A', 'fill-opacity="0.18"') +
    (glasses ? circle(112, eyeY, 13, 'none', 'stroke="#1D1D24" stroke-width="3.5"') + circle(144, eyeY, 13, 'none', 'stroke="#1D1D24" stroke-width="3.5"') + line(`M125 ${eyeY}L131 ${eyeY}`, '#1D1D24', 3.5) : '') +
    (feminine && rng.next() < 0.4 ? circle(128 - faceRx, 142, 4, hslToHex(bgHue, 80, 60)) + circle(128 + faceRx, 142, 4, hslToHex(bgHue, 80, 60)) : '');

  return (
    `<defs><clipPath id="${clipId}"><circle cx="128" cy="128" r="128"/></clipPath></defs>` +
    circle(128, 128, 128, hslToHex(bgHue, 55, 84)) +
    `<g clip-path="url(#${clipId})">` +
    circle(128 + rng.int(-60, 60), 128 + rng.int(-60, 60), rng.int(50, 90), hslToHex(bgHue, 60, 76), 'fill-opacity="0.8"') +
    // Framed like a portrait photo: the head fills the circle, so it still reads at 40–64 px.
    `<g transform="translate(128 150) scale(1.15) translate(-128 -150)">` +
    hairBack(back, s) +
    body +
    face +
    hairFront(front, s) +
    '</g></g>'
  );
}
