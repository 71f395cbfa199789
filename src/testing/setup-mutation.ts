import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

/**
 * The mutation run's setup for tests of browser-side logic that calls no API and shows no
 * translated text (vitest.mutation.config.ts): the DOM matchers and a clean storage, without
 * what setup-tests.ts prepares for the rest (the API, translations), which is most of a file's
 * start-up, paid once per mutant.
 */
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
