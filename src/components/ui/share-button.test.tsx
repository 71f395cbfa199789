import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyChannels } from '@/config/site';
import { linkEvent } from '@/lib/analytics-sender';
import { renderWithProviders } from '@/testing/render';
import { KakaoChannelLink } from './kakao-channel-link';
import { ShareButton } from './share-button';

function stubShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

const address = `${window.location.origin}${window.location.pathname}`;

describe('the share button', () => {
  it('opens the system share sheet where there is one, with the page’s title and address', async () => {
    const share = vi.fn<Navigator['share']>().mockResolvedValue(undefined);
    stubShare(share);
    const { user } = renderWithProviders(<ShareButton title="TRIO badminton referee level 3" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'TRIO badminton referee level 3', url: address });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says nothing when the visitor cancels the share sheet (AbortError)', async () => {
    stubShare(vi.fn<Navigator['share']>().mockRejectedValue(new DOMException('', 'AbortError')));
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<ShareButton title="Notice" />);
    // After user-event's setup, which puts its own clipboard in place.
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link without the Web Share API, and says so in a live region', async () => {
    stubShare(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<ShareButton title="Notice" />);
    // After user-event's setup, which puts its own clipboard in place.
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('copies the link when the browser refuses to share (NotAllowedError)', async () => {
    stubShare(
      vi.fn<Navigator['share']>().mockRejectedValue(new DOMException('', 'NotAllowedError')),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(<ShareButton title="Notice" />);
    // After user-event's setup, which puts its own clipboard in place.
    stubClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
  });

  it('says how to copy by hand when the clipboard is refused too', async () => {
    stubShare(undefined);
    const { user } = renderWithProviders(<ShareButton title="Notice" />);
    // After user-event's setup, which puts its own clipboard in place.
    stubClipboard(() => Promise.reject(new DOMException('', 'NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The link could not be copied. Please copy it from the address bar.',
    );
  });
});

describe('the KakaoTalk channel link', () => {
  it('is a plain link to the channel from content, counted as a KakaoTalk click', () => {
    renderWithProviders(<KakaoChannelLink />);
    const link = screen.getByRole('link', { name: /KakaoTalk channel/ });
    expect(link).toHaveAttribute('href', companyChannels.kakaoChannel.url);
    expect(linkEvent(link, 'en')).toEqual({ name: 'KakaoTalk' });
  });
});
