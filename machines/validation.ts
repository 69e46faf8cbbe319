import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CODE_PATTERN, MIN_PASSWORD_LENGTH } from '../contracts/accounts';
import { hasInvisibleCharacters, NAME_INVISIBLE_CODE } from '../contracts/names';

/** SPEC §5: codes are 4 characters, digits only (after trimming). */
export function codeProblem(code: string): MessageDescriptor | null {
  return CODE_PATTERN.test(code.trim()) ? null : msg`Enter the 4-digit code from the e-mail.`;
}

export function passwordProblem(password: string): MessageDescriptor | null {
  return password.length >= MIN_PASSWORD_LENGTH
    ? null
    : msg`Password must be at least 8 characters`;
}

const invisibleName = msg`The name cannot contain invisible or text-direction characters.`;

/** The server refuses these names once trimmed (contracts/names.ts): say why before sending. */
export function nameProblem(name: string): MessageDescriptor | null {
  return hasInvisibleCharacters(name.trim()) ? invisibleName : null;
}

/** The same message when the server refused the name with its code. */
export function nameProblemOfCode(code: unknown): MessageDescriptor | null {
  return code === NAME_INVISIBLE_CODE ? invisibleName : null;
}
