import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Organization, WithContext } from 'schema-dts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonLdMarkup,
  jsonLdText,
  StructuredData,
  StructuredDataCollector,
} from './structured-data';

const attack = '</script><script>alert(1)</script>';

/** Text that would end the element, open a comment or break an old parser, in every field. */
const hostile: WithContext<Organization> = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: attack,
  alternateName: '<!-- & -->',
  description: 'line\u2028separator\u2029paragraph </SCRIPT >',
  sameAs: ['https://example.com/?a=1&b=<2>'],
};

/** What an HTML parser makes of the markup: the scripts it sees and their text. */
function parsedScripts(html: string) {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return [...document.querySelectorAll('script')].map((script) => ({
    type: script.getAttribute('type'),
    text: script.textContent ?? '',
  }));
}

describe('jsonLdText', () => {
  it('writes no character that could end the script element', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain(
      '\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e',
    );
    expect(text).toContain('\\u003c!-- \\u0026 --\\u003e');
    expect(text).toContain('line\\u2028separator\\u2029paragraph');
  });

  it('is JSON that means exactly the data', () => {
    expect(JSON.parse(jsonLdText(hostile))).toEqual(hostile);
  });
});

describe('StructuredData', () => {
  afterEach(() => {
    for (const script of document.querySelectorAll('script')) script.remove();
  });

  it('gives the pre-render one data block for the head, with </script> kept inside it', () => {
    const blocks: string[] = [];
    const html = renderToString(
      <StructuredDataCollector blocks={blocks}>
        <StructuredData data={hostile} />
      </StructuredDataCollector>,
    );
    // Nothing in the body: hydration has nothing to compare.
    expect(html).toBe('');
    expect(blocks).toHaveLength(1);
    const markup = jsonLdMarkup(blocks[0] ?? '');
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    const scripts = parsedScripts(markup);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.text ?? '')).toEqual(hostile);
  });

  it('keeps one data block in the head while it is shown, never a second script', () => {
    const { container, unmount } = render(<StructuredData data={hostile} />);
    expect(container).toBeEmptyDOMElement();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostile);
    unmount();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('adopts the pre-rendered block and hydrates without a mismatch', () => {
    const blocks: string[] = [];
    const ui = <StructuredData data={hostile} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <StructuredDataCollector blocks={blocks}>{ui}</StructuredDataCollector>,
    );
    document.body.append(container);
    document.head.insertAdjacentHTML('beforeend', jsonLdMarkup(blocks[0] ?? ''));
    const before = document.head.querySelector('script');
    const onRecoverableError = vi.fn();
    render(ui, { container, hydrate: true, onRecoverableError });
    // React reports a mismatch as a recoverable error and a console.error (setup-tests.ts).
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
    // The same element, kept: nothing was created again.
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.head.querySelector('script')).toBe(before);
  });
});
