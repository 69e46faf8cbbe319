import { z } from 'zod';
import { CODE_PATTERN, MIN_PASSWORD_LENGTH } from '../../contracts/accounts';
import { languages } from '../../contracts/language';
import { hasInvisibleCharacters, NAME_INVISIBLE_CODE } from '../../contracts/names';

// Field rules of SPEC §5, with limits so no field can be abused to store megabytes.
export const email = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .max(254, 'The e-mail address is too long.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));
export const password = z
  .string({ error: 'Enter a password.' })
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
  .max(200, 'The password is too long.');
export const code = z
  .string({ error: 'Enter the 4-digit code.' })
  .trim()
  .regex(CODE_PATTERN, 'The code must be 4 digits.');
export const language = z.enum(languages, { error: 'The language must be en or es.' });
export const name = z
  .string({ error: 'Enter your name.' })
  .trim()
  .min(1, 'Enter your name.')
  .max(100, 'The name is too long.')
  // A name is shown in mails and pages; line breaks or control bytes there are only trouble.
  .refine((value) => !/\p{Cc}/u.test(value), 'The name cannot contain control characters.')
  .refine((value) => !hasInvisibleCharacters(value), {
    message: 'The name cannot contain invisible or text-direction characters.',
    params: { code: NAME_INVISIBLE_CODE },
  });

export const registerBody = z.object({
  name,
  email,
  password,
  language: language.default('en'),
});
export const emailBody = z.object({ email });
export const verifyCodeBody = z.object({ email, code });
export const loginBody = z.object({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200),
});
export const googleBody = z.object({
  id_token: z.string({ error: 'id_token is required.' }).min(1).max(4096),
  language: language.optional(),
});
export const tokenBody = z.object({ token: z.string({ error: 'token is required.' }).max(4096) });
export const resetRequestBody = z.object({ identifier: email });
export const resetVerifyBody = z.object({ identifier: email, code });
export const resetConfirmBody = z.object({ identifier: email, code, new_password: password });

// Profile (DESIGN.md "API contract"). Unknown fields are refused rather than ignored, so a
// client that sends `email` here learns that the address changes only through a code.
export const profileBody = z
  .strictObject(
    { name: name.optional(), language: language.optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only name and language can be changed here.'
          : undefined,
    },
  )
  .refine((body) => body.name !== undefined || body.language !== undefined, {
    message: 'Send a name or a language to change.',
  });
// The owner's proof (profile-changes.ts `proveOwner`): the password, or for a Google-only
// account a fresh Google id_token. Which one an account needs is the use case's question.
export const emailChangeRequestBody = z.object({
  new_email: email,
  current_password: z.string().max(200, 'The password is too long.').optional(),
  id_token: z.string().max(4096).optional(),
});
export const emailChangeConfirmBody = z.object({ code });
export const passwordChangeBody = z.object({
  current_password: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(200, 'The password is too long.'),
  new_password: password,
});
/** What an e-mail change keeps with its code: the address to switch to once proven. */
export const emailChangePayload = z.object({ email: z.string() });
