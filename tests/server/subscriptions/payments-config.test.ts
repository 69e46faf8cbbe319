import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const LEMONSQUEEZY = {
  PAYMENT_PROVIDER: 'lemonsqueezy',
  LEMONSQUEEZY_API_KEY: 'ls-key',
  LEMONSQUEEZY_STORE_ID: '1',
  LEMONSQUEEZY_MONTHLY_VARIANT_ID: '2',
  LEMONSQUEEZY_TRIAL_VARIANT_ID: '3',
  LEMONSQUEEZY_WEBHOOK_SECRET: 'secret-123',
};

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
};

describe('payment settings', () => {
  it('defaults to the offline sandbox, which needs no Lemon Squeezy settings', () => {
    expect(loadConfig({})).toMatchObject({
      paymentProvider: 'sandbox',
      lemonSqueezyApiUrl: 'https://api.lemonsqueezy.com',
      lemonSqueezyWebhookSecret: undefined,
    });
  });

  it('refuses to start lemonsqueezy without each of its settings, naming every missing one', () => {
    const message = errorOf({ PAYMENT_PROVIDER: 'lemonsqueezy' });
    for (const name of Object.keys(LEMONSQUEEZY).filter((key) => key !== 'PAYMENT_PROVIDER')) {
      expect(message).toContain(`${name}: is required when PAYMENT_PROVIDER=lemonsqueezy`);
    }
    const { LEMONSQUEEZY_TRIAL_VARIANT_ID: _left, ...allButOne } = LEMONSQUEEZY;
    expect(errorOf(allButOne)).toContain('LEMONSQUEEZY_TRIAL_VARIANT_ID: is required');
    expect(loadConfig(LEMONSQUEEZY).paymentProvider).toBe('lemonsqueezy');
  });

  it('refuses unknown providers, non-numeric ids and short secrets, hiding secret values', () => {
    expect(errorOf({ PAYMENT_PROVIDER: 'stripe' })).toContain(
      'PAYMENT_PROVIDER: must be one of sandbox, lemonsqueezy',
    );
    expect(errorOf({ ...LEMONSQUEEZY, LEMONSQUEEZY_STORE_ID: 'my-store' })).toContain(
      'LEMONSQUEEZY_STORE_ID: must be a numeric id (got "my-store")',
    );
    const secret = errorOf({ LEMONSQUEEZY_WEBHOOK_SECRET: 'abc' });
    expect(secret).toContain(
      'LEMONSQUEEZY_WEBHOOK_SECRET: must be at least 6 characters long (value hidden)',
    );
    expect(secret).not.toContain('abc');
    expect(errorOf({ LEMONSQUEEZY_API_URL: 'api.lemonsqueezy.com' })).toContain(
      'LEMONSQUEEZY_API_URL: must be an http:// or https:// URL',
    );
  });
});
