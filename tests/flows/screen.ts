import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** Types `value` into the field labelled `label`. */
export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Sends the form of the button named `name` (the machine validates, not the browser). */
export const submit = (name: string) =>
  fireEvent.submit(screen.getByRole('button', { name }).closest('form') as HTMLFormElement);

/** The error shown in the form of the button named `name`, or null. */
export const formError = (name: string | RegExp) =>
  within(screen.getByRole('button', { name }).closest('form') as HTMLFormElement).queryByRole(
    'alert',
  )?.textContent ?? null;

/** The button named `name` is there and enabled (or disabled). */
export const button = (name: string | RegExp, enabled: boolean) =>
  expect(screen.getByRole('button', { name })).toHaveProperty('disabled', !enabled);
