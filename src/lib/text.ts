/**
 * Control characters (C0 and DEL) break back ends, logs and URLs. `allowed` lists the ones a
 * value may hold anyway (a memo's line breaks and tabs).
 */
export function hasControlCharacter(text: string, allowed = ''): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 0x20 || code === 0x7f) && !allowed.includes(char);
  });
}
