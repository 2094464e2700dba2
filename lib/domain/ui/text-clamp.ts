import { TEXT_CLAMP_DEFAULT_LINES, TEXT_CLAMP_ERROR } from './ui-constants';

/** The CSS of a clamp to `lines` lines (an `sx`/style object). */
export type LineClampStyles = {
  display: '-webkit-box';
  WebkitBoxOrient: 'vertical';
  WebkitLineClamp: number;
  lineClamp: number;
  overflow: 'hidden';
  overflowWrap: 'anywhere';
};

/**
 * CSS line clamp (spec §9: 3 lines by default). A count below 1 (or not a whole number) has no
 * meaning and throws the spec's error text word for word, typo included (§8 'Invaild clamp
 * number!'), so a bad prop fails loudly in development instead of hiding the text.
 *
 * `-webkit-line-clamp` is the form every current browser supports; the unprefixed `line-clamp`
 * is added for when it lands. `overflow-wrap: anywhere` keeps one long word (a URL) from
 * overflowing the box instead of being clamped.
 */
export function lineClampStyles(lines: number = TEXT_CLAMP_DEFAULT_LINES): LineClampStyles {
  if (!Number.isInteger(lines) || lines < 1) throw new Error(TEXT_CLAMP_ERROR);
  return {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    lineClamp: lines,
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  };
}
