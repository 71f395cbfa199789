import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { company } from '@/config/site';
import { findPageHeading, renderRoute } from '@/testing/render';
import en from '../../../../locales/en/company.json';
import ko from '../../../../locales/ko/company.json';

const copies = { en, ko } as const;

describe.each(['en', 'ko'] as const)('company overview (%s)', (lang) => {
  const copy = copies[lang];

  it('introduces the company by its configured name and shows the lab address', async () => {
    renderRoute(paths.company(lang));
    await findPageHeading(copy.overview.heading);
    const main = within(screen.getByRole('main'));
    expect(
      main.getByText(copy.overview.intro.replace('{{name}}', company.name[lang])),
    ).toBeInTheDocument();
    expect(main.getByText(company.labAddress[lang])).toBeInTheDocument();
  });

  it('quotes the CEO, signed with the configured name, and links to the full greeting', async () => {
    renderRoute(paths.company(lang));
    await findPageHeading(copy.overview.heading);
    const greeting = within(screen.getByRole('region', { name: copy.overview.greeting.heading }));
    expect(greeting.getByText(copy.ceo.letter.p3)).toBeInTheDocument();
    expect(greeting.getByText(company.ceo[lang])).toBeInTheDocument();
    expect(greeting.getByRole('link', { name: copy.overview.greeting.link })).toHaveAttribute(
      'href',
      paths.companyCeo(lang),
    );
  });

  it('links to the map, the vision and the pages about what the company does', async () => {
    renderRoute(paths.company(lang));
    await findPageHeading(copy.overview.heading);
    const main = within(screen.getByRole('main'));
    const expected: Array<[string, string]> = [
      [copy.overview.lab.link, paths.companyMap(lang)],
      [copy.overview.vision.link, paths.companyFuture(lang)],
      [copy.overview.whatWeDo.sport.link, paths.trio(lang)],
      [copy.overview.whatWeDo.app.link, paths.trioApp(lang)],
      [copy.overview.whatWeDo.courses.link, paths.certificate(lang)],
    ];
    for (const [name, href] of expected) {
      expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('lists the audiences under their own heading', async () => {
    renderRoute(paths.company(lang));
    await findPageHeading(copy.overview.heading);
    const audience = within(screen.getByRole('region', { name: copy.overview.audience.heading }));
    const items = audience.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(
      audience.getByRole('heading', { level: 3, name: copy.overview.audience.hospitals.title }),
    ).toBeInTheDocument();
  });
});

describe('company sub-navigation', () => {
  it('marks the current page and moves between the four pages', async () => {
    const { user, router } = renderRoute(paths.company('en'));
    await findPageHeading(en.overview.heading);
    const nav = within(screen.getByRole('navigation', { name: en.nav.label }));
    expect(nav.getByRole('link', { name: en.nav.overview })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: en.nav.future })).not.toHaveAttribute('aria-current');

    await user.click(nav.getByRole('link', { name: en.nav.future }));
    await findPageHeading(en.future.heading);
    expect(router.state.location.pathname).toBe(paths.companyFuture('en'));
    const after = within(screen.getByRole('navigation', { name: en.nav.label }));
    expect(after.getByRole('link', { name: en.nav.future })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(after.getByRole('link', { name: en.nav.overview })).not.toHaveAttribute('aria-current');
  });
});
