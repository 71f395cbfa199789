import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { popupHiddenUntilKey } from '@/config/popup';
import type * as PopupModule from '@/config/popup';
import { findPageHeading, renderRoute } from '@/testing/render';

// The operator's switch: the same page with the popup turned off in its content.
vi.mock('@/config/popup', async (importOriginal) => {
  const original = await importOriginal<typeof PopupModule>();
  const { currentPopup, popupContent } = await import('@/config/popup-content');
  const popup = { ...popupContent, enabled: false };
  return { ...original, loadPopup: (now: Date) => Promise.resolve(currentPopup(now, popup)) };
});

describe('home popup switched off', () => {
  it('is not shown, and storage is not even read', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    renderRoute('/en/home');
    await findPageHeading('Three teams, one game');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getItem).not.toHaveBeenCalledWith(popupHiddenUntilKey);
  });
});
