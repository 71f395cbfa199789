import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '@/stores/alerts';
import { renderWithProviders } from '@/testing/render';
import { AlertHost } from './alert-host';

function Page() {
  return (
    <>
      <button type="button">Opener</button>
      <AlertHost />
    </>
  );
}

describe('alert dialog', () => {
  it('is an accessible alertdialog with focus on OK, closed by OK', async () => {
    const { user } = renderWithProviders(<Page />);
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    screen.getByRole('button', { name: 'Opener' }).focus();
    let closed = false;
    act(() => void showAlert('Password has been changed.').then(() => (closed = true)));

    const dialog = await screen.findByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription('Password has been changed.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves in the effect that follows the dialog's first render.
    await waitFor(() => expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closed).toBe(true);
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('closes with Escape and shows queued messages one after another', async () => {
    const { user } = renderWithProviders(<Page />);
    act(() => {
      void showAlert('First');
      void showAlert('Second');
    });
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('First');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Second');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<Page />);
    act(() => void showAlert('Stay here'));
    const ok = await screen.findByRole('button', { name: 'OK' });
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });
});
