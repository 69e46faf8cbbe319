// The account rules of SPEC §5 and §9 that the SPA checks before sending and the server
// enforces: one definition for both (names: contracts/names.ts).

/** SPEC §9 "Minimum password length 8". */
export const MIN_PASSWORD_LENGTH = 8;

/** SPEC §9 "Codes: 4 digits" (SPEC §5: after trimming, digits only). */
export const CODE_PATTERN = /^\d{4}$/;

/** SPEC §9 "resend wait 60 seconds": the wait between two e-mail codes. */
export const CODE_RESEND_WAIT_SECONDS = 60;
