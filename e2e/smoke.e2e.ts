import { expect, test } from './support/fixtures';
import { byRole, within } from './support/web/query';

test('the language switch keeps the page', async ({ web }) => {
  await web.goto('/en/trio/rule');
  await web.click(
    within(byRole('navigation', 'Choose a language'), byRole('link', 'Español')),
  );
  await web.waitForPath('/es/trio/rule');
  expect(await web.evaluate(() => document.documentElement.lang)).toBe('es');
  await web.expectVisible(byRole('navigation', 'Menú principal'));
  await web.fill(byRole('textbox', undefined, { nth: 0 }), '23');
  expect(await web.problems()).toEqual([]);
});
