import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type Registration, registerMachine } from '../../machines/register.machine';
import { messageText } from './message-text';
import { formatCoverage, walkEveryPath } from './model-coverage';
import { httpError } from './models/fixtures';
import { form, registerModel } from './models/register.model';

async function register(outcome: (registration: Registration) => Promise<void>, event = form) {
  const sent: Registration[] = [];
  const machine = registerMachine.provide({
    actors: {
      register: fromPromise<void, Registration>(async ({ input }) => {
        sent.push(input);
        await outcome(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.send(event);
  await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
  const snapshot = actor.getSnapshot();
  return {
    value: snapshot.value,
    sent,
    error: messageText(snapshot.context.error),
    spanish: messageText(snapshot.context.error, 'es'),
  };
}

describe('register machine', () => {
  it('covers every state and transition with generated paths', async () => {
    const coverage = await walkEveryPath(registerModel);
    console.info(formatCoverage('register', coverage));
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('sends the trimmed registration and ends registered', async () => {
    const result = await register(async () => {});
    expect(result.value).toBe('registered');
    expect(result.sent).toEqual([
      { name: 'Ana', email: 'ana@example.com', password: 'long-enough', language: 'es' },
    ]);
  });

  it('sends nothing when the passwords do not match', async () => {
    const result = await register(async () => {}, { ...form, confirmPassword: 'different!' });
    expect(result.error).toBe('Passwords do not match');
    expect(result.sent).toEqual([]);
  });

  it('sends nothing with a missing field', async () => {
    const result = await register(async () => {}, { ...form, name: '' });
    expect(result.error).toBe('Please fill in every field.');
    expect(result.sent).toEqual([]);
  });

  it.each(['Ana \u202Egnp.exe', 'Ad\u200Bmin', 'An\uFEFFa'])(
    'sends nothing for a name with invisible or direction characters (%j)',
    async (name) => {
      const result = await register(async () => {}, { ...form, name });
      expect(result.error).toBe('The name cannot contain invisible or text-direction characters.');
      expect(result.sent).toEqual([]);
    },
  );

  it('shows the server refusing the name from the catalogue, not the server text', async () => {
    const result = await register(async () => {
      throw httpError(400, { code: 'name_invisible_characters', detail: 'server wording' });
    });
    expect(result.error).toBe('The name cannot contain invisible or text-direction characters.');
  });

  it('shows a taken address from the catalogue, not the server text', async () => {
    const result = await register(async () => {
      throw httpError(400, { code: 'email_taken', errors: { email: ['server wording'] } });
    });
    expect(result.error).toBe('Email is already in use');
  });

  // SPEC §8 "Register", in the user's words: the server's English never reaches the form.
  it.each([
    [400, { errors: { email: ['This e-mail is taken.'] } }, 'El correo electrónico ya está en uso'],
    [400, { email: ['Already registered'] }, 'El correo electrónico ya está en uso'],
    [400, { email: [] }, 'El correo electrónico ya está en uso'],
    [
      400,
      {
        code: 'invalid_input',
        errors: { email: ['Enter a valid e-mail address.'] },
        field_codes: { email: 'invalid' },
      },
      'Introduce un correo electrónico válido.',
    ],
    [
      400,
      { code: 'invalid_input', field_codes: { name: 'too_long' } },
      'El nombre es demasiado largo.',
    ],
    [
      429,
      { code: 'too_many_requests', retry_after: 90 },
      'Demasiadas solicitudes. Inténtalo de nuevo dentro de 2 min.',
    ],
    [
      503,
      { code: 'mail_failed', detail: 'We could not send the e-mail.' },
      'No pudimos enviar el correo. Inténtalo de nuevo en unos instantes.',
    ],
    [
      400,
      { detail: 'Registration is closed.' },
      'Se produjo un error al crear tu cuenta. Inténtalo de nuevo.',
    ],
    [400, {}, 'Se produjo un error al crear tu cuenta. Inténtalo de nuevo.'],
  ])('shows the server answer %i %j as %s', async (status, data, spanish) => {
    const result = await register(async () => {
      throw httpError(status, data);
    });
    expect(result.value).toBe('editing');
    expect(result.spanish).toBe(spanish);
  });
});
