import { type ToastOptions, toast } from 'react-toastify';

/** SPEC §4 / DESIGN "Decisions": top-right, at most 20, 4 s default and error, 2 s success. */
export const toastSettings = {
  position: 'top-right',
  limit: 20,
  autoClose: 4000,
} as const satisfies Partial<ToastOptions> & { limit: number };

export const successToastDuration = 2000;

export const notify = {
  info: (message: string) => toast(message),
  error: (message: string) => toast.error(message),
  success: (message: string) => toast.success(message, { autoClose: successToastDuration }),
  /** Stays until dismissed or updated (SPEC §4). */
  loading: (message: string) => toast.loading(message),
};
