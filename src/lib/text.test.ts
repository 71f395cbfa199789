import { describe, expect, it } from 'vitest';
import {
  characterCount,
  hasControlCharacter,
  hasInvisibleCharacter,
  hasLineBreak,
  normalizeLineBreaks,
  normalizeText,
} from './text';

describe('hasControlCharacter (what an address may not hold)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['the last C0 control', 'a\u001Fb'],
    ['a tab', 'a\tb'],
    ['DEL', 'a\u007Fb'],
    ['a control at the start', '\u0007abc'],
  ])('finds %s', (_, text) => expect(hasControlCharacter(text)).toBe(true));

  it.each([
    ['a space', 'a b'],
    ['a tilde, next to DEL', 'a~b'],
    ['letters of every language', 'Jimin 지민 吉民 Ñandú é'],
    ['an emoji', '🏸'],
    ['nothing', ''],
  ])('lets %s pass', (_, text) => expect(hasControlCharacter(text)).toBe(false));

  it('lets the controls a value may hold pass, and no others', () => {
    expect(hasControlCharacter('a\nb\tc', '\n\t')).toBe(false);
    expect(hasControlCharacter('a\nb\u0000c', '\n\t')).toBe(true);
  });
});

describe('characterCount', () => {
  it('counts characters as a person does, not UTF-16 units', () => {
    expect(characterCount('Jimin')).toBe(5);
    expect(characterCount('지민')).toBe(2);
    expect(characterCount('🏸🏓')).toBe(2);
    expect(characterCount('')).toBe(0);
  });
});

describe('hasLineBreak', () => {
  it.each([
    ['line feed', '\n'],
    ['vertical tab', '\v'],
    ['form feed', '\f'],
    ['carriage return', '\r'],
    ['next line', '\u0085'],
    ['line separator', '\u2028'],
    ['paragraph separator', '\u2029'],
  ])('finds a %s', (_, lineBreak) => expect(hasLineBreak(`Kim${lineBreak}Jimin`)).toBe(true));

  it('finds none in a single line, tabs and spaces included', () =>
    expect(hasLineBreak('Kim\tJimin 지민')).toBe(false));
});

describe('hasInvisibleCharacter', () => {
  it.each([
    ['a right-to-left override', 'invoice\u202Egnp.exe'],
    ['a zero-width space', 'Kim\u200BJimin'],
    ['a lone zero-width joiner', 'Kim\u200DJimin'],
    ['a joiner after an emoji with nothing to join', '🏸\u200D'],
    ['a tag character outside a flag', 'Kim\u{E0067}'],
    ['a flag sequence that never ends', '🏴\u{E0067}\u{E0062}'],
    ['a control character', 'Kim\u0007'],
    ['a format character at the start', '\u2066Kim'],
  ])('finds %s', (_, text) => expect(hasInvisibleCharacter(text)).toBe(true));

  it.each([
    ['plain text in every language', 'Kim Jimin 지민 吉民 Ñandú'],
    ['an emoji with a skin tone, joined (👩🏽‍🏫)', 'Coach 👩🏽\u200D🏫'],
    ['a family of three joined emoji', '👨\u200D👩\u200D👧 team'],
    ['a joined emoji with a variation selector (❤️‍🔥)', '\u2764\uFE0F\u200D🔥'],
    ['a joined emoji whose second part has a skin tone', '🧑\u200D🤝\u200D🧑🏿'],
    [
      'a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿)',
      'Scotland 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ],
    ['two joined emoji side by side', '👩\u200D🏫👨\u200D🏫'],
  ])('lets %s pass', (_, text) => expect(hasInvisibleCharacter(text)).toBe(false));

  it('lets the characters a memo keeps pass, and no others', () => {
    expect(hasInvisibleCharacter('line\nnext\tcell', '\n\t')).toBe(false);
    expect(hasInvisibleCharacter('line\nnext\u200B', '\n\t')).toBe(true);
    expect(hasInvisibleCharacter('line\nnext')).toBe(true);
  });
});

describe('normalizeText', () => {
  it('composes what was typed decomposed, so the same name is the same string', () => {
    expect(normalizeText('E\u0301lodie')).toBe('\u00C9lodie');
    expect(normalizeText('\u1112\u1161\u11AB')).toBe('한');
  });

  it('trims white space around the value, not inside it', () =>
    expect(normalizeText('  Kim Jimin \n')).toBe('Kim Jimin'));

  it.each([
    ['nothing', ''],
    ['spaces', '   '],
    ['a zero-width space', '\u200B'],
    ['Hangul fillers', '\u3164\u115F'],
    ['a blank braille pattern', '\u2800'],
    ['a variation selector', '\uFE0F'],
    ['a bidi override between spaces', ' \u202E '],
    ['a control character', '\u0007'],
  ])('is empty for %s', (_, text) => expect(normalizeText(text)).toBe(''));

  it('keeps a value with anything visible in it, invisible characters and all', () => {
    expect(normalizeText('\u200BKim')).toBe('\u200BKim');
    expect(normalizeText('Kim\u2800')).toBe('Kim\u2800');
  });
});

describe('normalizeLineBreaks', () => {
  it("writes every kind of line break a browser or a paste gives as '\\n'", () => {
    expect(normalizeLineBreaks('a\r\nb\rc\nd\u2028e\u2029f')).toBe('a\nb\nc\nd\ne\nf');
  });

  it('turns one Windows line break into one line break, not two', () =>
    expect(normalizeLineBreaks('a\r\n\r\nb')).toBe('a\n\nb'));
});
