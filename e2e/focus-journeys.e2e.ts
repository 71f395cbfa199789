import { expect, test } from './support/fixtures';
import { announced, focusedElement, lateLiveRegions, watchLiveRegions } from './support/focus';
import { phone } from './support/viewports';
import type { Web } from './support/web/driver';
import { byCss, byRole, within } from './support/web/query';

/**
 * Where focus goes, in every engine (issue #34, docs/decisions/015): the open phone menu keeps
 * it or closes, an in-app navigation moves it to the new page's heading and names the page, and
 * it survives the control it was on going away. Each engine moves focus and scrolls on its own;
 * the page sweep (pages.e2e.ts) checks that no stop of any page hides under the header.
 */

const heading = byRole('heading', undefined, { level: 1 });
const menu = byCss('.site-header__menu');

/** The focused element's tag, or "body" when nothing has focus. */
async function focusedTag(web: Web): Promise<string> {
  return (await focusedElement(web)).tag;
}

test('the phone menu: Tab past its last item closes it, and focus never goes under it', async ({
  web,
}) => {
  await web.setViewport(phone);
  await web.goto('/en/home');
  await web.waitForSettled();
  await web.focus(byRole('button', 'Menu'));
  await web.press('Enter');
  await web.expectVisible(menu);
  for (let stop = 0; stop < 40; stop += 1) {
    await web.press('Tab');
    const { open, inside } = await web.evaluate(() => {
      const node = document.querySelector('.site-header__menu');
      return {
        open: Boolean(node?.matches(':popover-open')),
        inside: Boolean(node?.contains(document.activeElement)),
      };
    });
    if (!open) break;
    expect(inside, 'focus left the open menu for the page under it').toBe(true);
  }
  await web.expectHidden(menu);
  expect(await focusedTag(web)).not.toBe('body');
  expect(await web.problems()).toEqual([]);
});

test('an in-app navigation moves focus to the heading and names the page; not the first load', async ({
  web,
}) => {
  await web.goto('/en/home');
  await web.waitForSettled();
  expect(await announced(web)).toBe('');

  // A link inside the page.
  await web.focus(within(byRole('main'), byCss('a[href="/en/trio/rule"]', { nth: 0 })));
  await web.press('Enter');
  await web.waitForPath('/en/trio/rule');
  await web.expectFocused(heading);
  const rule = (await web.state(heading)).text ?? '';
  await web.waitFor(async () => (await announced(web)) === rule, `"${rule}" announced`);

  // A link of the header, which stays on the page: focus must not stay on it.
  await web.focus(byCss('.site-nav a[href="/en/community"]'));
  await web.press('Enter');
  await web.waitForPath('/en/community');
  await web.expectFocused(heading);
  await web.waitFor(async () => (await announced(web)) === 'Community', '"Community" announced');

  // Back: the rule again.
  await web.evaluate(() => history.back());
  await web.waitForPath('/en/trio/rule');
  await web.expectFocused(heading);
  await web.waitFor(async () => (await announced(web)) === rule, `"${rule}" announced again`);
  expect(await web.problems()).toEqual([]);
});

test.describe('focus stays when the control it was on goes away', () => {
  for (const list of ['gallery', 'notice'] as const) {
    test(`${list}: "Next" by keyboard; the new page is said`, async ({ web }) => {
      await web.goto(`/en/community/${list}`);
      await web.waitForSettled();
      await web.evaluate(watchLiveRegions);
      await web.focus(byRole('link', 'Next'));
      await web.press('Enter');
      await web.waitForPath(`/en/community/${list}?page=2`);
      // The address changes before the second page starts loading: wait for what is said.
      const status = byCss('.list-status');
      await web.waitFor(
        async () => /^Page 2 of \d+$/.test((await web.state(status)).text ?? ''),
        '"Page 2 of …" said',
      );
      await web.waitForSettled();
      expect(await focusedTag(web), 'focus after "Next"').not.toBe('body');
      // Only the query changed: the page is the same, focus is not sent to its heading.
      expect((await web.state(heading)).focused).toBe(false);
      expect(await lateLiveRegions(web)).toEqual([]);
      expect(await web.problems()).toEqual([]);
    });
  }

  test('"Try again" of a list that failed', async ({ web, site }) => {
    await site.injectFault({
      method: 'GET',
      path: '/api/v1/gallery',
      kind: 'json',
      code: 500,
      status: 500,
      times: 1,
    });
    await web.goto('/en/community/gallery');
    const retry = byRole('button', 'Try again');
    await web.find(retry);
    await web.evaluate(watchLiveRegions);
    await web.focus(retry);
    await web.press('Enter');
    await web.waitForSettled();
    await web.expectVisible(byCss('.gallery-thumb', { nth: 0 }));
    expect(await focusedTag(web), 'focus after "Try again"').not.toBe('body');
    expect(await lateLiveRegions(web)).toEqual([]);
  });
});
