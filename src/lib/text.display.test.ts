import { describe, expect, it } from 'vitest';
import { displayText, hasInvisibleCharacter } from './text';

describe('displayText: an API text as the page shows it', () => {
  it.each([
    ['a right-to-left override', 'invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['embeddings and the pop', '\u202Aa\u202Bb\u202Cc\u202Dd', 'abcd'],
    ['isolates', 'x \u2066y\u2067z\u2068w\u2069', 'x yzw'],
    ['direction marks', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width and word joiner characters', 'Kim\u200BJi\uFEFFmin\u2060', 'KimJimin'],
    ['control characters', 'NUL\u0000 bell\u0007 esc\u001b[31m del\u007f', 'NUL bell esc[31m del'],
  ])('takes out %s', (_name, text, shown) => {
    expect(displayText(text)).toBe(shown);
    expect(hasInvisibleCharacter(displayText(text))).toBe(false);
  });

  it('shows a tab or line break of a single-line text as the space HTML would show', () => {
    expect(displayText('two\nlines\r\nhere\tand\u0085there')).toBe('two lines  here and there');
  });

  it('keeps emoji sequences whole, and what the caller keeps', () => {
    expect(displayText('👩🏽‍🏫 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBe('👩🏽‍🏫 and 🏴󠁧󠁢󠁳󠁣󠁴󠁿');
    expect(displayText('a\nb\u202Ec', '\n')).toBe('a\nbc');
  });

  it('finds an override hidden right after an emoji sequence', () => {
    expect(displayText('👩‍🏫\u202Egnp.exe')).toBe('👩‍🏫gnp.exe');
    expect(hasInvisibleCharacter('👩‍🏫\u202Egnp.exe')).toBe(true);
  });

  it('composes the text as the forms do (NFC)', () => {
    expect(displayText('E\u0301lodie')).toBe('Élodie');
    expect(displayText('\u1112\u1161\u11AB')).toBe('한');
  });
});
