/** Writes public/icons.svg, components/ui/icon-sprite-url.ts and components/ui/icon-masks.css from the icon registry (components/ui/icon-sprite.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconMaskCss, iconSprite, iconSpriteUrlModule } from '../components/ui/icon-sprite';

const root = path.resolve(import.meta.dirname, '..');
const { svg, version } = iconSprite();
const targets: [string, string][] = [
  ['public/icons.svg', svg],
  ['components/ui/icon-sprite-url.ts', iconSpriteUrlModule(version)],
  ['components/ui/icon-masks.css', iconMaskCss()],
];
for (const [file, text] of targets) {
  writeFileSync(path.join(root, file), text);
  console.log(`[icons] wrote ${file}`);
}
console.log(`[icons] ${svg.match(/<symbol /g)?.length ?? 0} icons, version ${version}`);
