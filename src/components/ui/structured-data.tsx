import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Thing, WithContext } from 'schema-dts';
import { trustedJsonLd } from '@/lib/trusted-types';

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

/** One `<script type="application/ld+json">` element as markup, for the pre-rendered head. */
export function jsonLdMarkup(text: string): string {
  return `<script type="application/ld+json">${text}</script>`;
}

/** The pre-render's collection of the page's blocks (src/entry-server.tsx puts them in `<head>`). */
const PrerenderBlocks = createContext<string[] | undefined>(undefined);

export function StructuredDataCollector({
  blocks,
  children,
}: {
  blocks: string[];
  children: ReactNode;
}) {
  return <PrerenderBlocks.Provider value={blocks}>{children}</PrerenderBlocks.Provider>;
}

/** Blocks a component of this page owns: two components never share one element. */
const owned = new WeakSet<Element>();

function jsonLdScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')];
}

/**
 * One JSON-LD block (schema.org structured data for search engines), kept in `<head>` outside
 * React's tree: React creates `<script>` elements through `innerHTML`, which Trusted Types
 * refuses. The pre-render writes the block into the page's head; in the browser the component
 * adopts that element, or creates one through the DOM with its text from the `trio-json-ld`
 * policy when the page changes. It renders nothing, on the server as in the browser, so
 * hydration matches. It is a data block, not a script: browsers never run it.
 */
export function StructuredData({ data }: { data: WithContext<Thing> }) {
  const text = jsonLdText(data);
  const prerender = useContext(PrerenderBlocks);
  if (prerender && !prerender.includes(text)) prerender.push(text);
  useEffect(() => {
    let script = jsonLdScripts().find((element) => !owned.has(element) && element.text === text);
    if (!script) {
      script = document.createElement('script');
      script.type = 'application/ld+json';
      script.text = trustedJsonLd(text);
      document.head.append(script);
    }
    owned.add(script);
    const element = script;
    return () => {
      owned.delete(element);
      element.remove();
    };
  }, [text]);
  return null;
}
