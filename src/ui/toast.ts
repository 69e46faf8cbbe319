import { i18n, type MessageDescriptor } from '@lingui/core';
import type { Id, ToastOptions } from 'react-toastify';

/** SPEC §4 / DESIGN "Decisions": top-right, at most 20, 4 s default and error, 2 s success. */
export const toastSettings = {
  position: 'top-right',
  limit: 20,
  autoClose: 4000,
} as const satisfies Partial<ToastOptions> & { limit: number };

export const successToastDuration = 2000;

// react-toastify and its stylesheet are fetched with the first toast, not with the first
// page (the JS budget of /auth). A toast sent before the container has mounted waits in
// react-toastify's queue and shows as soon as it does.
const listeners = new Set<() => void>();
let requested = false;

function toastify() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify');
}

/** Whether any toast has been asked for yet: <Toasts> mounts the container from then on. */
export const toastDemand = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  requested: () => requested,
};

export const notify = {
  info: (message: string) => void toastify().then(({ toast }) => toast(message)),
  error: (message: string) => void toastify().then(({ toast }) => toast.error(message)),
  success: (message: string) =>
    void toastify().then(({ toast }) =>
      toast.success(message, { autoClose: successToastDuration }),
    ),
  /** Stays until dismissed or updated (SPEC §4). */
  loading: (message: string): Promise<Id> => toastify().then(({ toast }) => toast.loading(message)),
};

/**
 * Toasts as machine actions (decision 012): a machine names `showError` / `showSuccess`
 * with a catalogue message as params, and the app provides these, so no view watches the
 * machine's context to toast and then tells it the toast was shown.
 */
export const toastActions = {
  showError: (_: unknown, message: MessageDescriptor) => notify.error(i18n._(message)),
  showSuccess: (_: unknown, message: MessageDescriptor) => notify.success(i18n._(message)),
};
