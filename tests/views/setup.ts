import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, inject } from 'vitest';

// Same origin as the API server started by api-server.global.ts.
const { happyDOM } = window as unknown as { happyDOM: { setURL(url: string): void } };
happyDOM.setURL(`${inject('apiOrigin')}/`);

beforeEach(() => window.localStorage.clear());
afterEach(() => cleanup());
