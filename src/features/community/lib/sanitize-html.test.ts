import { describe, expect, it } from 'vitest';
import {
  noticePicture,
  noticeSummary,
  sanitizeNoticeHtml,
  withoutInlineAttributes,
} from './sanitize-html';

function parse(html: string) {
  // A detached element: nothing in it loads or runs, and jest-dom can inspect it.
  const root = document.createElement('div');
  root.innerHTML = String(sanitizeNoticeHtml(html));
  return root;
}

describe('sanitizeNoticeHtml', () => {
  it('keeps the markup staff use', () => {
    const html =
      '<h3>Title</h3><p><strong>Bold</strong> <em>it</em></p><ul><li>a</li></ul>' +
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>' +
      '<p><img src="/demo/gallery/photo-05.svg" alt="Final" width="1200" height="800"></p>' +
      '<ol start="3"><li>c</li></ol><blockquote><p>quote</p></blockquote>' +
      '<p><a href="https://example.org/rules">rules</a></p>';
    const out = parse(html);
    expect(out.querySelector('h3')?.textContent).toBe('Title');
    expect(out.querySelector('table td')?.textContent).toBe('d');
    expect(out.querySelector('img')).toHaveAttribute('src', '/demo/gallery/photo-05.svg');
    expect(out.querySelector('img')).toHaveAttribute('width', '1200');
    expect(out.querySelector('ol')).toHaveAttribute('start', '3');
    expect(out.querySelector('blockquote p')?.textContent).toBe('quote');
    expect(out.querySelector('a')).toHaveAttribute('href', 'https://example.org/rules');
  });

  // Every element and attribute of the allow-list, one by one: a notice written with it keeps it.
  it.each([
    ['p', '<p>x</p>'],
    ['br', 'line<br>next'],
    ['hr', '<p>a</p><hr><p>b</p>'],
    ...['h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, `<${tag}>Heading</${tag}>`]),
    ['blockquote', '<blockquote>quote</blockquote>'],
    ['pre', '<pre>1  2</pre>'],
    ['code', '<code>x</code>'],
    ['span', '<span lang="en">Sports Instructor</span>'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark'].map((tag) => [
      tag,
      `<p>a <${tag}>word</${tag}></p>`,
    ]),
    ['abbr', '<abbr title="Korea Sports Council">KSC</abbr>'],
    ...['ul', 'ol'].map((tag) => [tag, `<${tag}><li>item</li></${tag}>`]),
    ['li', '<ul><li>item</li></ul>'],
    ...['dl', 'dt', 'dd'].map((tag) => [tag, '<dl><dt>Date</dt><dd>3 May</dd></dl>']),
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'].map((tag) => [
      tag,
      '<table><caption>Fees</caption><thead><tr><th>Course</th></tr></thead>' +
        '<tbody><tr><td>Sport</td></tr></tbody><tfoot><tr><td>Total</td></tr></tfoot></table>',
    ]),
    ['a', '<a href="/en/community">Community</a>'],
    ['img', '<img src="/demo/a.png" alt="Final">'],
    ...['figure', 'figcaption'].map((tag) => [
      tag,
      '<figure><img src="/demo/a.png" alt="Final"><figcaption>The final</figcaption></figure>',
    ]),
  ])('keeps a %s', (tag, html) => {
    // The markup itself, not a parse of it: a parser would put back a `tbody` or `tr` it lost.
    expect(String(sanitizeNoticeHtml(html))).toMatch(new RegExp(`<${tag}[ >]`));
  });

  it.each([
    ['href', 'a', '<a href="https://example.org/rules">rules</a>', 'https://example.org/rules'],
    ['title', 'abbr', '<abbr title="Korea Sports Council">KSC</abbr>', 'Korea Sports Council'],
    ['lang', 'span', '<p>In English: <span lang="en">Sports Instructor</span></p>', 'en'],
    ['dir', 'p', '<p dir="rtl">مرحبا</p>', 'rtl'],
    ['src', 'img', '<img src="/demo/a.png" alt="Final">', '/demo/a.png'],
    ['alt', 'img', '<img src="/demo/a.png" alt="The final">', 'The final'],
    ['width', 'img', '<img src="/demo/a.png" alt="" width="1200">', '1200'],
    ['height', 'img', '<img src="/demo/a.png" alt="" height="800">', '800'],
    ['colspan', 'td', '<table><tr><td colspan="2">x</td></tr></table>', '2'],
    ['rowspan', 'td', '<table><tr><td rowspan="3">x</td></tr></table>', '3'],
    ['scope', 'th', '<table><tr><th scope="col">Course</th></tr></table>', 'col'],
    ['start', 'ol', '<ol start="3"><li>c</li></ol>', '3'],
  ])('keeps the attribute %s', (attribute, tag, html, value) => {
    expect(parse(html).querySelector(tag)).toHaveAttribute(attribute, value);
  });

  it('keeps pictures from the media hosts', () => {
    const picture = 'https://media.trio-sport.example/notices/final.jpg';
    expect(parse(`<img src="${picture}" alt="Final">`).querySelector('img')).toHaveAttribute(
      'src',
      picture,
    );
  });

  // Each vector the security review found surviving (issue #33), one by one.
  it.each([
    ['a video with a poster', '<video poster="https://evil.example/p.png" src="/v.mp4"></video>'],
    ['an audio element', '<audio src="https://evil.example/a.mp3" autoplay></audio>'],
    ['a media source', '<video><source src="https://evil.example/v.mp4"></video>'],
    ['a text track', '<video><track src="https://evil.example/t.vtt"></video>'],
    ['a picture element', '<picture><source srcset="https://evil.example/i.png"></picture>'],
    ['an open dialog', '<dialog open><p>Your session expired</p></dialog>'],
    ['a details element', '<details open><summary>more</summary></details>'],
  ])('removes %s', (_, html) => {
    const out = parse(html);
    expect(out.querySelector('video, audio, source, track, picture, dialog, details')).toBeNull();
    expect(out.innerHTML).not.toContain('evil.example');
  });

  it.each([
    [
      'a table background',
      '<table><tr><td background="https://evil.example/b.png">x</td></tr></table>',
      'background',
    ],
    ['a cite address', '<blockquote cite="https://evil.example/q">q</blockquote>', 'cite'],
    ['a popover', '<p popover id="fake">Log in again</p>', 'popover'],
    [
      'a class of the site',
      '<a class="button button--primary" href="/en/auth/login">Log in</a>',
      'class',
    ],
    ['an id of the page', '<p id="main-content">x</p>', 'id'],
    ['a style', '<p style="position:fixed;inset:0">x</p>', 'style'],
    ['a data attribute', '<p data-app="ready">x</p>', 'data-app'],
    ['an aria role', '<p role="button">x</p>', 'role'],
    // A link named "Log out" that goes elsewhere: the name a screen reader says is the text.
    ['an aria label', '<a href="/en/community" aria-label="Log out">Community</a>', 'aria-label'],
    ['a hidden part', '<p>Fee <span aria-hidden="true">waived</span></p>', 'aria-hidden'],
  ])('removes %s', (_, html, attribute) => {
    const out = parse(html);
    expect(out.querySelector(`[${attribute}]`)).toBeNull();
    expect(out.textContent).not.toBe('');
  });

  it('keeps pictures from the API only, never from another host', () => {
    const out = parse(
      '<img src="https://evil.example/track.png" alt="tracker">' +
        `<img src="${window.location.origin}/demo/a.png" alt="site">`,
    );
    expect(out.querySelectorAll('img')).toHaveLength(1);
    expect(out.querySelector('img')).toHaveAttribute('src', `${window.location.origin}/demo/a.png`);
    expect(out.textContent).toBe('tracker');
  });

  it('leaves no picture without an address: its description stays as text, else it goes', () => {
    // WCAG 1.1.1: an <img> without src and alt is an unnamed image to a screen reader.
    const out = parse(
      '<p>Before<img src="javascript:x()" alt=" Final score "><img src="https://evil.example/t.png">' +
        '<img alt="">After<img></p>',
    );
    expect(out.querySelectorAll('img')).toHaveLength(0);
    expect(out.textContent).toBe('BeforeFinal scoreAfter');
  });

  it('takes bidi overrides and other invisible characters out of the text and the names', () => {
    const out = parse(
      '<p>invoice\u202Egnp.exe and &#x202E;fdp.exe &#x2066;x&#x2069;\u200B 👩🏽‍🏫</p>' +
        '<img src="/demo/a.png" alt="photo\u202Egnp" title="t&#x202D;x">',
    );
    expect(out.querySelector('p')?.textContent).toBe('invoicegnp.exe and fdp.exe x 👩🏽‍🏫');
    expect(out.querySelector('img')).toHaveAttribute('alt', 'photognp');
    expect(out.querySelector('img')).toHaveAttribute('title', 'tx');
  });

  it('removes scripts, handlers, SVG and MathML, frames, forms and inline styles', () => {
    const out = parse(
      '<script>x()</script><img src="/a.png" onerror="x()"><svg><script>x()</script></svg>' +
        '<math><mi>x</mi></math><iframe src="https://example.org"></iframe><object></object>' +
        '<form><input><button>go</button></form><style>body{display:none}</style>' +
        '<p style="color:red" onmouseover="x()">text</p>',
    );
    expect(out.querySelector('script, svg, math, iframe, object, form, input, button, style')).toBe(
      null,
    );
    expect(out.querySelector('[style], [onerror], [onmouseover]')).toBeNull();
    expect(out.querySelector('p')?.textContent).toBe('text');
  });

  it('opens external links in a new tab without giving them access to the page', () => {
    const out = parse(
      '<a href="https://example.org/a" target="_self" rel="opener">e</a><a href="http://example.org">h</a>',
    );
    for (const link of out.querySelectorAll('a')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('keeps links to this site as they are, in the same tab', () => {
    const out = parse(
      `<a href="/en/community" target="_blank">path</a><a href="#part">fragment</a>` +
        '<a href=" #rules ">fragment with spaces</a>' +
        `<a href="${window.location.origin}/en/home">absolute</a>`,
    );
    for (const link of out.querySelectorAll('a')) {
      expect(link).toHaveAttribute('href');
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('removes links and sources that are neither http(s) nor internal', () => {
    const out = parse(
      '<a href="javascript:x()">1</a><a href="data:text/html,x">2</a><a href="//evil.example">3</a>' +
        '<a href="/\\evil.example">4</a><a href="mailto:a@b.c">5</a><a href="relative/page">6</a>' +
        '<a href="vbscript:x">7</a><img src="data:image/png;base64,AAAA" alt="d">' +
        '<img src="javascript:x()" alt="j"><img src="//evil.example/i.png" alt="p">',
    );
    expect(out.querySelectorAll('a[href]')).toHaveLength(0);
    expect(out.querySelectorAll('a')).toHaveLength(7);
    expect(out.querySelectorAll('img[src]')).toHaveLength(0);
  });
});

describe('withoutInlineAttributes', () => {
  it('takes style and handler attributes out of start tags before any parser reads them, and nothing else', () => {
    expect(
      withoutInlineAttributes(
        `<p style="color:red" class=a STYLE='x:y'>style="kept as text" <b style=bold>b</b></p><span data-style="k" style>s</span>`,
      ),
    ).toBe(`<p class=a>style="kept as text" <b>b</b></p><span data-style="k">s</span>`);
    expect(
      withoutInlineAttributes(`<img src=x onerror="a()" ONLOAD='b()'><p onclick=c()>onclick=d</p>`),
    ).toBe(`<img src=x><p>onclick=d</p>`);
  });
});

describe('noticeSummary and noticePicture', () => {
  it('give the first text of a notice, whitespace collapsed, and its first picture', () => {
    const html = `<p> </p><h2>Spring <b>courses</b></h2><p>Later</p><img src="/demo/a.png" alt="">`;
    expect(noticeSummary(html)).toBe('Spring courses');
    expect(noticePicture(html)).toBe(`${window.location.origin}/demo/a.png`);
    expect(noticeSummary(`<p>${'word '.repeat(60)}</p>`)).toMatch(/^(word ){20,}word…$/);
    expect(noticeSummary('<script>alert(1)</script>')).toBe('');
    expect(noticePicture('<img src="https://evil.example/x.png">')).toBeUndefined();
  });
});
