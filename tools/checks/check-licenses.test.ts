// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowed } from './check-licenses';

describe('isAllowed', () => {
  it.each(['MIT', 'Apache-2.0', 'BSD-3-Clause', 'ISC', '0BSD', 'Python-2.0'])(
    'accepts the permissive licence %s',
    (licence) => expect(isAllowed(licence)).toBe(true),
  );

  it.each(['GPL-3.0', 'AGPL-3.0-only', 'LGPL-2.1', 'SSPL-1.0', 'UNKNOWN', 'SEE LICENSE IN x'])(
    'refuses %s',
    (licence) => expect(isAllowed(licence)).toBe(false),
  );

  it('needs one side of an OR and both sides of an AND', () => {
    expect(isAllowed('MIT OR GPL-3.0')).toBe(true);
    expect(isAllowed('GPL-3.0 OR MIT')).toBe(true);
    expect(isAllowed('MIT AND Apache-2.0')).toBe(true);
    expect(isAllowed('MIT AND GPL-3.0')).toBe(false);
    expect(isAllowed('GPL-3.0 AND MIT')).toBe(false);
  });

  it('groups with parentheses, AND binding tighter than OR', () => {
    expect(isAllowed('(MIT AND GPL-3.0) OR ISC')).toBe(true);
    expect(isAllowed('MIT AND (GPL-3.0 OR ISC)')).toBe(true);
    expect(isAllowed('GPL-3.0 OR MIT AND ISC')).toBe(true);
    expect(isAllowed('(GPL-3.0 OR LGPL-2.1) AND MIT')).toBe(false);
  });

  it('keeps the main licence of a WITH exception and a trailing +', () => {
    expect(isAllowed('Apache-2.0 WITH LLVM-exception')).toBe(true);
    expect(isAllowed('GPL-2.0 WITH Classpath-exception-2.0')).toBe(false);
    expect(isAllowed('MIT+')).toBe(true);
  });

  it('refuses what is not a complete expression', () => {
    expect(isAllowed('')).toBe(false);
    expect(isAllowed('(MIT')).toBe(false);
    expect(isAllowed('MIT)')).toBe(false);
    expect(isAllowed('MIT OR')).toBe(false);
    expect(isAllowed('MIT ISC')).toBe(false);
  });
});
