import type { Session } from '../../../contracts/session';
import type { Registration } from '../../../machines/register.machine';
import { api } from '../../api/http';

const post = <T>(path: string, body: Record<string, unknown>) =>
  api<T>(path, { method: 'POST', body });

/** The account calls of SPEC §7, paths and payloads exactly. */
export const authApi = {
  login: (body: { email: string; password: string }) => post<Session>('/auth/login/', body),
  loginWithGoogle: (idToken: string, language: string) =>
    post<Session>('/auth/oauth/google/', { id_token: idToken, language }),
  register: (body: Registration) => post<void>('/auth/register/', { ...body }),
  verifyCode: (body: { email: string; code: string }) =>
    post<Session>('/auth/register/verify-code/', body),
  resendCode: (email: string) => post<void>('/auth/register/resend-code/', { email }),
  requestPasswordReset: (identifier: string) =>
    post<{ email: string }>('/auth/password-reset/request/', { identifier }),
  verifyPasswordReset: (body: { identifier: string; code: string }) =>
    post<{ verified: boolean }>('/auth/password-reset/verify/', body),
  confirmPasswordReset: (body: { identifier: string; code: string; new_password: string }) =>
    post<void>('/auth/password-reset/confirm/', body),
};
