import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** SPEC §5: codes are 4 characters, digits only (after trimming). */
export function codeProblem(code: string): MessageDescriptor | null {
  return /^\d{4}$/.test(code.trim()) ? null : msg`Enter the 4-digit code from the e-mail.`;
}

export const minimumPasswordLength = 8;

export function passwordProblem(password: string): MessageDescriptor | null {
  return password.length >= minimumPasswordLength
    ? null
    : msg`Password must be at least 8 characters`;
}
