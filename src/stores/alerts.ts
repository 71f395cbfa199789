import { create } from 'zustand';

type PendingAlert = { id: number; message: string; close: () => void };

type AlertsState = {
  queue: PendingAlert[];
};

let nextId = 1;

export const useAlerts = create<AlertsState>()(() => ({ queue: [] }));

/**
 * Shows a message in the site's alert dialog (never `window.alert`) and resolves when the
 * visitor closes it, so a caller can continue afterwards ("then go to the login page").
 */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    const close = () => {
      useAlerts.setState((state) => ({ queue: state.queue.filter((alert) => alert.id !== id) }));
      resolve();
    };
    useAlerts.setState((state) => ({ queue: [...state.queue, { id, message, close }] }));
  });
}

export function resetAlerts(): void {
  useAlerts.setState({ queue: [] }, true);
}
