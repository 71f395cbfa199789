import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { Organization, WithContext } from 'schema-dts';
import { describe, expect, it, vi } from 'vitest';
import { jsonLdText, StructuredData } from './structured-data';

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
  it('keeps a name with </script> inside its one data block in the server markup', () => {
    const html = renderToString(<StructuredData data={hostile} />);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
    const scripts = parsedScripts(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]?.text ?? '')).toEqual(hostile);
  });

  it('renders one data block in the browser, never a second script', () => {
    const { container } = render(<StructuredData data={hostile} />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('type', 'application/ld+json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(hostile);
  });

  it('hydrates the server markup without a mismatch', () => {
    const ui = <StructuredData data={hostile} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const before = container.querySelector('script');
    const onRecoverableError = vi.fn();
    render(ui, { container, hydrate: true, onRecoverableError });
    // React reports a mismatch as a recoverable error and a console.error (setup-tests.ts).
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
    // The same element, kept: nothing was rendered again.
    expect(container.querySelector('script')).toBe(before);
  });
});
