import { describe, expect, it } from 'vitest';
import { successToastDuration, toastSettings } from '../../src/ui/toast';

describe('toasts', () => {
  it('sit top-right, at most 20, 4 s by default and for errors, 2 s for success', () => {
    expect(toastSettings).toEqual({ position: 'top-right', limit: 20, autoClose: 4000 });
    expect(successToastDuration).toBe(2000);
  });
});
