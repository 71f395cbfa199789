import type { Thing, WithContext } from 'schema-dts';

/**
 * Characters that could end the script element or confuse an HTML parser (`</script>`, `<!--`),
 * and the two line separators older JavaScript parsers reject in strings. In JSON they can only
 * occur inside strings, where a `\uXXXX` escape means the same character.
 */
const unsafe = /[<>&\u2028\u2029]/g;

const escape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The JSON text of a JSON-LD block, safe inside `<script>`: no data can close the element. */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(unsafe, escape);
}

/**
 * One JSON-LD block (schema.org structured data for search engines). It is a data block, not a
 * script: browsers never run it, so the Content Security Policy stays as it is. Server and client
 * render the same text, so hydration matches.
 */
export function StructuredData({ data }: { data: WithContext<Thing> }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
