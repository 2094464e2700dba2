// Written by `npm run icons` (scripts/icons.ts) from components/ui/icon-registry.ts: do not edit.
// The version changes with the sprite, so public/icons.svg can be cached for a year.
export const ICON_SPRITE_URL = '/icons.svg?v=68ee4c017f';
