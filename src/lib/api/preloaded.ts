import { useState } from 'react';
import {
  apiAnswersElementId,
  apiCallKey,
  type ApiAnswers,
  type ApiCall,
} from '@/config/api-answers';

/**
 * The API answers the page's HTML was rendered with (src/config/api-answers.ts): set by the
 * server render before it renders, read from the page by the app before it hydrates, and
 * forgotten once the first page has rendered, so a later visit to the same page asks the API.
 */
let answers: ApiAnswers = {};

export function providePreloadedAnswers(given: ApiAnswers): void {
  answers = given;
}

export function forgetPreloadedAnswers(): void {
  answers = {};
}

/** The answers a page carries in `<script type="application/json" id="trio-api-answers">`. */
export function readPreloadedAnswers(document: Document): ApiAnswers {
  const text = document.getElementById(apiAnswersElementId)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ApiAnswers)
      : {};
  } catch {
    return {};
  }
}

/**
 * The `result` the page was rendered with for `call`, checked by the call's own parser as if
 * the API had just sent it; undefined when the page has none. Read once, when the component
 * mounts: with `useApiResource`'s `initial`, the first render equals the HTML.
 */
export function usePreloaded<T>(call: ApiCall, parse: (result: unknown) => T | undefined) {
  const [value] = useState(() => {
    const key = apiCallKey(call);
    return Object.hasOwn(answers, key) ? parse(answers[key]) : undefined;
  });
  return value;
}
