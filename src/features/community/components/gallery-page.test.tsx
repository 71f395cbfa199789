import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { demoPhotos } from '@/demo-api/content';
import { answerList } from '@/testing/community-answers';
import { server } from '@/testing/msw-server';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/community.json';

/** The demo API lists photos newest first. */
const newest = [...demoPhotos].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const firstPage = newest.slice(0, 12);

/** The demo API answers absolute URLs on its own origin, which in unit tests is the page's. */
const fromApi = (path: string) => new URL(path, window.location.origin).href;

async function openGallery(url = paths.communityGallery('en')) {
  const view = renderRoute(url);
  await findPageHeading(en.gallery.heading);
  await screen.findByRole('button', { name: firstPage[0]!.title.en });
  return view;
}

function dialogTitle() {
  return within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent;
}

describe('photo gallery', () => {
  it('shows twelve lazy thumbnails sized from the photo, each named by its title', async () => {
    await openGallery();
    const thumbs = [...document.querySelectorAll<HTMLImageElement>('.gallery-thumb img')];
    expect(thumbs).toHaveLength(12);
    expect(thumbs.map((img) => img.alt)).toEqual(firstPage.map((photo) => photo.title.en));
    const [first] = thumbs;
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('src', fromApi(firstPage[0]!.thumbnailPath));
    // 1200 x 800 in the data: a 3:2 box.
    expect(Number(first!.getAttribute('width')) / Number(first!.getAttribute('height'))).toBe(1.5);
  });

  it('shows the rest of the photos on page 2', async () => {
    renderRoute(`${paths.communityGallery('en')}?page=2`);
    await findPageHeading(en.gallery.heading);
    expect(await screen.findByRole('button', { name: newest[12]!.title.en })).toBeInTheDocument();
    expect(document.querySelectorAll('.gallery-thumb')).toHaveLength(newest.length - 12);
  });

  it('opens the lightbox with Enter and moves through the photos with the arrow keys', async () => {
    const { user } = await openGallery();
    const thumb = screen.getByRole('button', { name: firstPage[0]!.title.en });
    thumb.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: firstPage[0]!.title.en });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: firstPage[0]!.title.en })).toHaveAttribute(
      'src',
      fromApi(firstPage[0]!.imagePath),
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText('Photo 1 of 12')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(dialogTitle()).toBe(firstPage[1]!.title.en);
    expect(within(dialog).getByText('Photo 2 of 12')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(dialogTitle()).toBe(firstPage[2]!.title.en);
    await user.keyboard('{ArrowLeft}');
    expect(dialogTitle()).toBe(firstPage[1]!.title.en);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // It wraps around rather than stopping, so no button ever disables under the focus.
    expect(dialogTitle()).toBe(firstPage[11]!.title.en);

    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('keeps Tab inside the lightbox and closes with its button', async () => {
    const { user } = await openGallery();
    await user.click(screen.getByRole('button', { name: firstPage[3]!.title.en }));
    const dialog = await screen.findByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(dialogTitle()).toBe(firstPage[4]!.title.en);
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(dialogTitle()).toBe(firstPage[3]!.title.en);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: firstPage[3]!.title.en })).toHaveFocus();
  });

  it('returns focus to the thumbnail of the photo last shown', async () => {
    const { user } = await openGallery();
    await user.click(screen.getByRole('button', { name: firstPage[0]!.title.en }));
    await screen.findByRole('dialog');
    await user.keyboard('{ArrowRight}{ArrowRight}{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: firstPage[2]!.title.en })).toHaveFocus(),
    );
  });

  it('changes photo on a horizontal swipe longer than 50 px, not on a short or vertical one', async () => {
    const { user } = await openGallery();
    await user.click(screen.getByRole('button', { name: firstPage[0]!.title.en }));
    const stage = (await screen.findByRole('dialog')).querySelector('.lightbox__stage')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(stage, { clientX: from[0], clientY: from[1], pointerType: 'touch' });
      fireEvent.pointerUp(stage, { clientX: to[0], clientY: to[1], pointerType: 'touch' });
    };
    swipe([300, 200], [200, 210]);
    expect(dialogTitle()).toBe(firstPage[1]!.title.en);
    swipe([200, 200], [320, 190]);
    expect(dialogTitle()).toBe(firstPage[0]!.title.en);
    swipe([200, 200], [170, 200]);
    expect(dialogTitle()).toBe(firstPage[0]!.title.en);
    swipe([200, 100], [140, 300]);
    expect(dialogTitle()).toBe(firstPage[0]!.title.en);
  });

  it('shows pictures that the API serves from another origin', async () => {
    const media = 'https://media.trio-sport.example/gallery';
    server.use(
      answerList('gallery', {
        items: [
          {
            id: 1,
            title: 'Remote',
            imageUrl: `${media}/remote.webp`,
            thumbnailUrl: `${media}/remote-thumb.webp`,
            width: 1200,
            height: 800,
          },
        ],
        page: 1,
        size: 12,
        total: 1,
      }),
    );
    const { user } = renderRoute(paths.communityGallery('en'));
    await findPageHeading(en.gallery.heading);
    const thumb = await screen.findByRole('img', { name: 'Remote' });
    expect(thumb).toHaveAttribute('src', `${media}/remote-thumb.webp`);

    await user.click(screen.getByRole('button', { name: 'Remote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remote' });
    expect(within(dialog).getByRole('img', { name: 'Remote' })).toHaveAttribute(
      'src',
      `${media}/remote.webp`,
    );
  });

  it('skips photos without a usable image or title and keeps the rest', async () => {
    server.use(
      answerList('gallery', {
        items: [
          { id: 1, title: 'Script', imageUrl: 'javascript:alert(1)', thumbnailUrl: 'javascript:1' },
          { id: 2, title: 'Data', imageUrl: 'data:image/png;base64,AAAA' },
          { id: 3, imageUrl: '/demo/gallery/photo-01.svg' },
          { id: 4, title: 'Thumb only', thumbnailUrl: '/demo/gallery/photo-02-thumb.svg' },
          { id: 5, title: 'No size', imageUrl: 'https://cdn.example.org/p.jpg', width: 'wide' },
        ],
        page: 1,
        size: 12,
        total: 5,
      }),
    );
    renderRoute(paths.communityGallery('en'));
    await findPageHeading(en.gallery.heading);
    await screen.findByRole('button', { name: 'Thumb only' });
    const names = [...document.querySelectorAll<HTMLImageElement>('.gallery-thumb img')].map(
      (img) => img.alt,
    );
    expect(names).toEqual(['Thumb only', 'No size']);
    const noSize = screen.getByRole('img', { name: 'No size' });
    expect(noSize).toHaveAttribute('src', 'https://cdn.example.org/p.jpg');
    expect(noSize).toHaveAttribute('width');
    expect(noSize).toHaveAttribute('height');
  });
});
