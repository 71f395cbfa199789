import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { demoFilePath, demoReferences } from '@/demo-api/content';
import { answerList } from '@/testing/community-answers';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';
import ko from '../../../../locales/ko/community.json';
import { formatFileSize } from '../lib/format';

const newest = [...demoReferences].sort(
  (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
);

describe('resource files', () => {
  it('lists each file with its name, size, date and a download link', async () => {
    renderRoute(paths.communityReference('en'));
    await findPageHeading(en.reference.heading);
    const file = { ...newest[0]!, ...newest[0]!.files.en };
    const link = await screen.findByRole('link', { name: `Download ${file.title.en}` });
    // The demo API answers absolute URLs on its own origin, which in unit tests is the page's.
    expect(link).toHaveAttribute('href', new URL(demoFilePath(file), window.location.origin).href);
    expect(link).toHaveAttribute('download', file.fileName);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const item = link.closest('li')!;
    expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent(file.title.en);
    expect(within(item).getByText(file.fileName)).toBeInTheDocument();
    // A no-break space, which Testing Library reads as a space.
    const size = formatFileSize(file.fileSize, 'en').replace('\u00a0', ' ');
    expect(within(item).getByText(size)).toBeInTheDocument();
    expect(item.querySelector('time')).toHaveAttribute('dateTime', file.createdAt);
    expect(screen.getAllByRole('link', { name: /^Download / })).toHaveLength(10);
  });

  it('speaks Korean in Korean', async () => {
    renderRoute(paths.communityReference('ko'));
    await findPageHeading(ko.reference.heading);
    const file = newest[0]!;
    expect(
      await screen.findByRole('link', { name: `${file.title.ko} 다운로드` }),
    ).toHaveTextContent('다운로드');
  });

  it('lists only files whose link is http(s) or a path of this site', async () => {
    server.use(
      answerList('references', {
        items: [
          { id: 1, title: 'Script', fileName: 'a.pdf', fileUrl: 'javascript:alert(1)' },
          { id: 2, title: 'Data', fileName: 'b.pdf', fileUrl: 'data:application/pdf;base64,AA' },
          { id: 3, title: 'Other host', fileName: 'c.pdf', fileUrl: '//evil.example/c.pdf' },
          { id: 4, title: 'Backslash', fileName: 'd.pdf', fileUrl: '/\\evil.example/d.pdf' },
          { id: 5, title: 'Local', fileName: 'e.pdf', fileUrl: '/demo/files/e.pdf', fileSize: 5 },
          {
            id: 6,
            title: 'CDN',
            fileUrl: 'https://cdn.example.org/files/f%20g.pdf',
            fileSize: '3 MB',
          },
        ],
        page: 1,
        size: 10,
        total: 6,
      }),
    );
    renderRoute(paths.communityReference('en'));
    await findPageHeading(en.reference.heading);
    await screen.findByRole('link', { name: 'Download Local' });
    const links = screen.getAllByRole('link', { name: /^Download / });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/demo/files/e.pdf',
      'https://cdn.example.org/files/f%20g.pdf',
    ]);
    // A missing name comes from the URL; a size that is not a number is left out.
    const cdn = links[1]!.closest('li')!;
    expect(within(cdn).getByText('f g.pdf')).toBeInTheDocument();
    expect(within(cdn).queryByText(/MB|kB/)).not.toBeInTheDocument();
  });
});

describe('formatFileSize', () => {
  it('uses KB and MB in the language of the page', () => {
    const nb = '\u00a0';
    expect(formatFileSize(765, 'en')).toBe(`0.7${nb}kB`);
    expect(formatFileSize(3, 'en')).toBe(`0.1${nb}kB`);
    expect(formatFileSize(2200, 'en')).toBe(`2.1${nb}kB`);
    expect(formatFileSize(5 * 1024 * 1024 + 300_000, 'en')).toBe(`5.3${nb}MB`);
    expect(formatFileSize(5 * 1024 * 1024, 'zh')).toBe(`5${nb}MB`);
    expect(formatFileSize(2200, 'es')).toBe(`2,1${nb}kB`);
    expect(formatFileSize(1536 * 1024, 'es')).toBe(`1,5${nb}MB`);
    expect(formatFileSize(2200, 'ko')).toBe('2.1kB');
  });
});
