/** Writes lib/domain/theme/theme-vars.css from the theme (lib/domain/theme/theme-css.ts). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { themeStyleSheet } from '../lib/domain/theme/theme-css';

const target = path.resolve(import.meta.dirname, '../lib/domain/theme/theme-vars.css');
writeFileSync(target, themeStyleSheet());
console.log(`[theme:css] wrote ${path.relative(process.cwd(), target)}`);
