/**
 * Control characters (C0 and DEL) break back ends, logs and URLs. `allowed` lists the ones a
 * value may hold anyway.
 */
// Stryker disable next-line StringLiteral: letters in `allowed` change nothing, only controls are looked at
export function hasControlCharacter(text: string, allowed = ''): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 || code === 0x7f) && !allowed.includes(char);
  });
}

/**
 * Characters a person counts: code points, after NFC. Not UTF-16 units (an emoji is one
 * character, not two) and not grapheme clusters either: after NFC every letter of Korean,
 * Chinese, English and Spanish is one code point, and code points are what a back end's
 * character columns count, so a value we accept is never refused for its length there. Only
 * emoji sequences (👩🏽‍🏫 is four code points) count more than a person sees, on the safe side.
 */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * Line breaks of every kind: a single-line field holds none. The vertical tab is `\u000B`, not
 * `\v`: Stryker's regex mutants turn `\v` into `\V`, which a `u` pattern refuses, and the whole
 * module then fails to load in a mutation run.
 */
// eslint-disable-next-line no-control-regex -- line breaks are what this pattern looks for
const lineBreak = /[\n\u000B\f\r\u0085\u2028\u2029]/u;

/** Control (Cc) and format (Cf) characters: bidi overrides and isolates, zero-width marks… */
const controlOrFormat = /[\p{Cc}\p{Cf}]/u;

/**
 * The two uses of format characters that are visible text: the zero-width joiner inside an
 * emoji sequence (👩🏽‍🏫) and the tag characters of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Taken out
 * before the check; no lookbehind, which older Safari cannot parse.
 */
const emojiSequences =
  /\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?(?:\u200D\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?)+|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;

/**
 * Text that shows nothing: white space, control and format characters, default-ignorable code
 * points (zero-width marks, variation selectors, the Hangul fillers that pass for a name) and
 * the blank braille pattern.
 */
const invisibleOnly = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

export function hasLineBreak(text: string): boolean {
  return lineBreak.test(text);
}

/**
 * A control or format character other than those `allowed` (the memo's line breaks and tab):
 * U+202E can make `gnp.exe` read as `exe.png`, a zero-width space makes two names that look the
 * same differ.
 */
// Stryker disable next-line StringLiteral: as in hasControlCharacter
export function hasInvisibleCharacter(text: string, allowed = ''): boolean {
  // Stryker disable next-line StringLiteral: any visible replacement leaves the same invisible characters to find
  const rest = text.replace(emojiSequences, '');
  return [...rest].some((char) => controlOrFormat.test(char) && !allowed.includes(char));
}

/** An emoji sequence (kept whole) or one control or format character. */
// Stryker disable next-line StringLiteral: without `u` the pattern does not compile and the module fails to load, which Stryker's Vitest runner does not count
const emojiOrInvisible = new RegExp(`${emojiSequences.source}|[\\p{Cc}\\p{Cf}]`, 'gu');

/**
 * A text from the API as the page shows it (a title, a file name, a product name): NFC, and
 * without the control and format characters the forms refuse (`hasInvisibleCharacter`), but
 * for those in `keep` (a description's line breaks) and the joiners of emoji sequences; a tab
 * or line break not kept is a space, as HTML shows it. A bidi override would otherwise turn
 * `invoice\u202Egnp.exe` into "invoiceexe.png" on screen.
 */
// Stryker disable next-line StringLiteral: as in hasControlCharacter
export function displayText(text: string, keep = ''): string {
  return text.normalize('NFC').replace(emojiOrInvisible, (found) => {
    if ([...found].length > 1 || !controlOrFormat.test(found) || keep.includes(found)) {
      return found;
    }
    return /[\t-\r\u0085]/.test(found) ? ' ' : '';
  });
}

/**
 * What a form keeps of a typed value: NFC (the same text typed on any keyboard is the same
 * string: `e` + U+0301 becomes `é`), without white space around it, and empty when nothing in
 * it is visible, so "required" refuses a name of one zero-width space.
 */
export function normalizeText(text: string): string {
  const value = text.normalize('NFC').trim();
  return invisibleOnly.test(value) ? '' : value;
}

/** A memo's line breaks, whichever a browser or a paste gave, as `\n`. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?|\u2028|\u2029/g, '\n');
}
