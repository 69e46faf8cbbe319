import type { Session } from '../../../contracts/session';
import type {
  EmailChangeRequest,
  EmailChangeRequested,
} from '../../../machines/email-change.machine';
import type { ProfileChange } from '../../../machines/profile-personal.machine';
import type { PasswordChange } from '../../../machines/profile-security.machine';
import { api } from '../../api/http';

/** The signed-in user's account calls (DESIGN.md "API contract", profile). */
export const profileApi = {
  update: (change: ProfileChange) =>
    api<Session>('/auth/me/', { method: 'PATCH', body: { ...change } }),
  requestEmailChange: (request: EmailChangeRequest) =>
    api<EmailChangeRequested>('/auth/email-change/request/', {
      method: 'POST',
      body: { ...request },
    }),
  confirmEmailChange: (code: string) =>
    api<Session>('/auth/email-change/confirm/', { method: 'POST', body: { code } }),
  changePassword: (body: PasswordChange) =>
    api<{ detail: string }>('/auth/password-change/', { method: 'POST', body: { ...body } }),
};
