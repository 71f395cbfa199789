import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/config/site';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/company.json';
import ko from '../../../../locales/ko/company.json';

const encodedQuery = encodeURIComponent(company.mapQuery);

function mentionsOpenStreetMap() {
  return document.documentElement.outerHTML.includes('openstreetmap.org');
}

describe('map page', () => {
  it('loads the OpenStreetMap embed only after the visitor asks for it', async () => {
    const { user } = renderRoute('/en/company/map');
    await findPageHeading(en.map.heading);

    expect(document.querySelector('iframe')).toBeNull();
    expect(mentionsOpenStreetMap()).toBe(false);
    const button = screen.getByRole('button', { name: 'Show the map' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    const frame = screen.getByTitle(en.map.embed.title);
    expect(frame.tagName).toBe('IFRAME');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    const { lat, lng } = company.coordinates;
    expect(src.searchParams.get('marker')).toBe(`${lat},${lng}`);
    expect(src.searchParams.get('layer')).toBe('mapnik');
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(lng);
    expect(east).toBeGreaterThan(lng);
    expect(south).toBeLessThan(lat);
    expect(north).toBeGreaterThan(lat);

    // The same button hides it again, and keeps the keyboard focus.
    expect(button).toHaveAccessibleName('Hide the map');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('loads nothing from OpenStreetMap before the click in Korean either', async () => {
    const { user } = renderRoute('/ko/company/map');
    await findPageHeading(ko.map.heading);
    expect(document.querySelector('iframe')).toBeNull();
    expect(mentionsOpenStreetMap()).toBe(false);

    await user.click(screen.getByRole('button', { name: '지도 보기' }));
    expect(screen.getByTitle(ko.map.embed.title)).toHaveAttribute(
      'src',
      expect.stringContaining(`marker=${company.coordinates.lat},${company.coordinates.lng}`),
    );
  });

  it.each([
    ['en', en, '(opens in a new window)'],
    ['ko', ko, '(새 창에서 열림)'],
  ] as const)('opens the address in three map services (%s)', async (lang, copy, newWindow) => {
    renderRoute(`/${lang}/company/map`);
    await findPageHeading(copy.map.heading);
    const expected = {
      kakao: `https://map.kakao.com/?q=${encodedQuery}`,
      naver: `https://map.naver.com/p/search/${encodedQuery}`,
      google: `https://www.google.com/maps/search/?api=1&query=${encodedQuery}`,
    };
    for (const [service, href] of Object.entries(expected)) {
      const name = copy.map.links[service as keyof typeof expected];
      const link = screen.getByRole('link', { name: `${name} ${newWindow}` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it.each(['en', 'ko'] as const)('shows the configured address and contacts (%s)', async (lang) => {
    renderRoute(`/${lang}/company/map`);
    await findPageHeading(lang === 'en' ? en.map.heading : ko.map.heading);
    const main = within(screen.getByRole('main'));
    expect(main.getByText(company.labAddress[lang])).toBeInTheDocument();
    expect(
      main.getByRole('link', { name: lang === 'ko' ? '02-6952-3710' : company.phone }),
    ).toHaveAttribute('href', `tel:${company.phone}`);
    expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
  });

  it('gives subway directions from the configured stations', async () => {
    renderRoute('/en/company/map');
    await findPageHeading(en.map.heading);
    const [nearest, other] = company.subway;
    expect(
      screen.getByText(
        `${nearest!.station.en} (${nearest!.lines.en}): about ${nearest!.walkMinutes} minutes on foot`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${other!.station.en} `))).toBeInTheDocument();
  });

  it('gives subway directions in Korean', async () => {
    renderRoute('/ko/company/map');
    await findPageHeading(ko.map.heading);
    const [nearest] = company.subway;
    expect(
      screen.getByText(
        `${nearest!.station.ko}(${nearest!.lines.ko})에서 걸어서 약 ${nearest!.walkMinutes}분`,
      ),
    ).toBeInTheDocument();
  });
});
