import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/mocks/server';
import { Icon } from './icon';
import { localIcons, type LocalIconName } from './icons';
import {
  clearRemoteIconCache,
  iconApiOrigin,
  iconFetchTimeoutMs,
  loadRemoteIcon,
} from './remote-icon';

const whistleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="currentColor" d="M0 0h24v24H0z"/></svg>';

/** Every request that reaches the network layer, answered or not. */
let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(request.url);
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});

afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  clearRemoteIconCache();
  vi.useRealTimers();
});

function serveIcon(answer: (info: { request: Request }) => Promise<Response> | Response) {
  server.use(http.get(`${iconApiOrigin}/:prefix/:name`, answer));
}

describe('Icon: the local set', () => {
  it('draws a bundled icon inline, hidden from assistive technology, without any request', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { container } = render(<Icon name="users-three" />);
    const box = container.querySelector('.icon');
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveClass('icon--md');
    expect(box?.querySelector('svg path')).toHaveAttribute(
      'd',
      localIcons['users-three'].join(' '),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('never asks the public API for any local name', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const names = Object.keys(localIcons) as LocalIconName[];
    render(
      <>
        {names.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('is announced as an image with its label when given one', () => {
    render(<Icon name="trophy" label="Ranking" size="lg" />);
    const icon = screen.getByRole('img', { name: 'Ranking' });
    expect(icon).not.toHaveAttribute('aria-hidden');
    expect(icon).toHaveClass('icon--lg');
  });

  it('has well-formed path data for every icon', () => {
    for (const [name, paths] of Object.entries(localIcons)) {
      for (const d of paths) expect(d, name).toMatch(/^M[\d\s.,\-a-zA-Z]+$/);
    }
  });
});

describe('Icon: the public fallback', () => {
  it('fetches a name missing locally from the public API after mount and shows it', async () => {
    serveIcon(() =>
      HttpResponse.text(whistleSvg, { headers: { 'Content-Type': 'image/svg+xml' } }),
    );
    const { container } = render(<Icon name="mdi:whistle" label="Whistle" />);
    const icon = screen.getByRole('img', { name: 'Whistle' });
    // The box is there from the first render, with its size, before anything arrives.
    expect(icon).toHaveClass('icon', 'icon--md');
    expect(icon).toBeEmptyDOMElement();

    const remote = await vi.waitFor(() => {
      const node = container.querySelector<HTMLElement>('[data-icon-source="remote"]');
      if (!node) throw new Error('not loaded yet');
      return node;
    });
    expect(remote.style.getPropertyValue('--icon-url')).toContain('data:image/svg+xml,');
    expect(requests).toEqual([`${iconApiOrigin}/mdi/whistle.svg`]);
  });

  it('asks once for a name shown several times', async () => {
    serveIcon(() => HttpResponse.text(whistleSvg));
    const { container } = render(
      <>
        <Icon name="mdi:whistle" />
        <Icon name="mdi:whistle" />
      </>,
    );
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-icon-source="remote"]')).toHaveLength(2),
    );
    expect(requests).toHaveLength(1);
  });

  it('renders nothing visible, in the same box, when the API has no such icon', async () => {
    serveIcon(() => new HttpResponse('404', { status: 404 }));
    const { container } = render(<Icon name="mdi:no-such-icon" />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await loadRemoteIcon('mdi:no-such-icon')).toBeNull();
    const box = container.querySelector('.icon');
    expect(box).toHaveClass('icon--md');
    expect(box).toBeEmptyDOMElement();
  });

  it('ignores an answer that is not an SVG', async () => {
    serveIcon(() => HttpResponse.html('<html><script>alert(1)</script></html>'));
    expect(await loadRemoteIcon('mdi:odd')).toBeNull();
  });

  it('refuses names that are not icon names, without a request', async () => {
    expect(await loadRemoteIcon('mdi:../../evil')).toBeNull();
    expect(await loadRemoteIcon('https://evil.example/x:y')).toBeNull();
    expect(requests).toEqual([]);
  });

  it('gives up after 1500 ms on a slow server', async () => {
    expect(iconFetchTimeoutMs).toBe(1500);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let signal: AbortSignal | undefined;
    serveIcon(async ({ request }) => {
      signal = request.signal;
      await delay(10_000);
      return HttpResponse.text(whistleSvg);
    });

    let result: string | null | undefined;
    void loadRemoteIcon('mdi:slow').then((svg) => {
      result = svg;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(result).toBeUndefined();
    expect(signal?.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(result).toBeNull());
    expect(signal?.aborted).toBe(true);
  });

  it('leaves the icon box empty when the timeout passes (shortened here)', async () => {
    let answered = false;
    serveIcon(async () => {
      await delay(400);
      answered = true;
      return HttpResponse.text(whistleSvg);
    });
    const { container } = render(<Icon name="mdi:late" timeoutMs={20} />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(true);
    expect(container.querySelector('.icon')).toBeEmptyDOMElement();
  });

  it('stays empty when the network fails', async () => {
    serveIcon(() => HttpResponse.error());
    const { container } = render(<Icon name="mdi:offline" />);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await loadRemoteIcon('mdi:offline')).toBeNull();
    expect(container.querySelector('.icon')).toBeEmptyDOMElement();
  });
});
