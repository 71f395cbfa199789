import { cleanup, render as renderOnClient, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createHydratingRouter } from '@/app/router';
import { env } from '@/config/env';
import { render } from '@/entry-server';

const builtAt = env.buildTime;

beforeEach(() => {
  // Built on 1 December 2026, before every session's deadline in the content.
  env.buildTime = Date.parse('2026-12-01T00:00:00Z');
});

afterEach(() => {
  env.buildTime = builtAt;
  vi.useRealTimers();
  cleanup();
  document.head.replaceChildren();
});

const first = 'Saturday 16 January 2027';

/** Pre-renders `path` as the build does, then hydrates it in this document at `visit`. */
async function hydrateAt(path: string, visit: string) {
  const page = await render(path);
  document.documentElement.lang = page.lang;
  document.head.innerHTML = page.head;
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = page.body;
  document.body.append(container);
  window.history.replaceState(null, '', path);
  vi.setSystemTime(new Date(visit));
  const router = await createHydratingRouter(window.location);
  if (!router) throw new Error(`${path} did not hydrate`);
  const onRecoverableError = vi.fn();
  renderOnClient(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    { container, hydrate: true, onRecoverableError },
  );
  return { page, container, onRecoverableError };
}

describe('a course page built before a session’s deadline', () => {
  it('lists the session in its HTML, and drops it after hydration once the deadline passed', async () => {
    // The deadline is 8 January 2027 in Seoul; this visit is 9 January, 00:30 in Seoul.
    const { page, onRecoverableError } = await hydrateAt(
      '/en/certificate/sport',
      '2027-01-08T15:30:00Z',
    );
    expect(page.body).toContain(first);
    expect(page.head).toContain('2027-01-16T09:00:00+09:00');
    await waitFor(() => expect(screen.queryByText(first)).not.toBeInTheDocument());
    // The next sessions stay, and the JSON-LD follows the list.
    expect(screen.getByRole('heading', { name: 'Saturday 20 February 2027' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.innerHTML).not.toContain('2027-01-16T09:00:00+09:00'));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });

  it('keeps it, and its apply button, for a visit before the deadline', async () => {
    const { onRecoverableError } = await hydrateAt('/en/certificate/sport', '2027-01-08T14:00:00Z');
    expect(await screen.findByRole('heading', { name: first })).toBeInTheDocument();
    expect(
      screen.getAllByRole('button', { name: 'Apply for this session' }).length,
    ).toBeGreaterThan(0);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('says no session is open when the last deadline has passed, on the overview too', async () => {
    const { onRecoverableError } = await hydrateAt('/en/certificate', '2027-06-01T00:00:00Z');
    expect(
      await screen.findByText('No session is open for applications right now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the notices' })).toHaveAttribute(
      'href',
      '/en/community/notice',
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
  });
});
