import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/msw-server';
import { Icon } from './icon';
import { localIcons, type LocalIconName } from './icons';

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
  vi.restoreAllMocks();
});

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

  it('draws every icon of the set without a request', async () => {
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
