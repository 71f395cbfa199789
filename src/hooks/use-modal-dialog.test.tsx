import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModalDialog } from './use-modal-dialog';

function Modal({ onClose, focusSecond = false }: { onClose: () => void; focusSecond?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const second = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, onClose, focusSecond ? second : undefined);
  return (
    <dialog ref={dialog} aria-label="Modal">
      <button type="button">First</button>
      <button ref={second} type="button">
        Second
      </button>
    </dialog>
  );
}

/** The page's state opens and closes the modal, as every caller does. */
function Page({ onClose = () => undefined, focusSecond = false }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Modal onClose={close} focusSecond={focusSecond} />}
    </>
  );
}

async function openModal(ui = <Page />) {
  const user = userEvent.setup();
  const view = render(ui);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Modal' });
  return { ...view, user, dialog };
}

/** The `close` event is a task; its listeners have run once the next timer has. */
const afterCloseEvent = () => act(() => new Promise((resolve) => setTimeout(resolve)));

describe('useModalDialog on a native dialog', () => {
  it('shows it as a modal with focus on its first control, and the page kept still', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openModal();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('focuses the initial control when one is named', async () => {
    await openModal(<Page focusSecond />);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('turns Escape into one onClose, leaves closing to the page, and gives focus back', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(<Page onClose={onClose} />);
    await user.keyboard('{Escape}');
    await afterCloseEvent();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('follows a close the browser would not let it cancel, still with one onClose', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal(<Page onClose={onClose} />);
    // A close request without a user action since the last one: `cancel` cannot be cancelled.
    act(() => {
      if (dialog.dispatchEvent(new Event('cancel', { cancelable: false }))) dialog.close();
    });
    await afterCloseEvent();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside', async () => {
    const { user } = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('closes without onClose or an error when the page unmounts it', async () => {
    const onClose = vi.fn();
    const { dialog, unmount } = await openModal(<Page onClose={onClose} />);
    expect(() => unmount()).not.toThrow();
    await afterCloseEvent();
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('keeps the page still until the last of two modals closes, in either order', () => {
    const view = render(
      <>
        <Modal key="first" onClose={() => undefined} />
        <Modal key="second" onClose={() => undefined} />
      </>,
    );
    view.rerender(<Modal key="second" onClose={() => undefined} />);
    expect(document.documentElement.style.overflow).toBe('hidden');
    view.rerender(<></>);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it("stays open through React's development re-run of its effects", async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal(
      <StrictMode>
        <Page onClose={onClose} />
      </StrictMode>,
    );
    await afterCloseEvent();
    expect(dialog).toHaveAttribute('open');
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await afterCloseEvent();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
