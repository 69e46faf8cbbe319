import { ofetch } from 'ofetch';
import { tokenStore } from '../lib/storage';

/** Same origin by default (the server serves the SPA and `/api`); VITE_API_URL points elsewhere. */
export const apiBase: string = import.meta.env.VITE_API_URL ?? '/api';

/** JSON client for the API; protected calls carry the stored token as a bearer header. */
export const api = ofetch.create({
  baseURL: apiBase,
  onRequest({ options }) {
    const token = tokenStore.get();
    if (token && !options.headers.has('Authorization')) {
      options.headers.set('Authorization', `Bearer ${token}`);
    }
  },
});
