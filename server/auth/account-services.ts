import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { Db } from '../db/database';
import type { AttemptCounter } from '../limits/attempt-counter';
import { createMailer } from '../mail/mailer';
import { accountLimits } from './account-limit';
import { codeMailer } from './code-mail';
import { codeStore } from './codes';
import { configuredGoogleVerifier } from './google';
import { sessionService, sessionStore } from './session';
import { userRepository } from './users';

/**
 * What the account use cases (sign-up.ts, sign-in.ts, password-reset.ts,
 * profile-changes.ts) work with, built once for the auth plugin: the users, codes and
 * their mail, sessions, the Google verifier and the account limits.
 */
export function accountServices(deps: AppDeps, attempts: AttemptCounter, log: FastifyBaseLogger) {
  const { config, database, jwtSecret } = deps;
  const codesIn = (db: Db) =>
    codeStore(db, jwtSecret, { resendWaitMs: config.codeResendWaitSeconds * 1000 });
  const codes = codesIn(database.db);
  const mailer = createMailer(config, database.db, log);
  // The outbox writes in the caller's transaction; an SMTP transport is one for all.
  const mailerIn = (db: Db) => (mailer.kind === 'smtp' ? mailer : createMailer(config, db, log));
  return {
    log,
    users: userRepository(database.db),
    codes,
    mailer,
    codeMail: codeMailer(codes, mailer, log),
    sessions: sessionService(deps),
    /** Undefined when Google sign-in is off (no GOOGLE_CLIENT_ID). */
    verifyGoogle: configuredGoogleVerifier(config),
    limits: accountLimits(attempts, config),
    /**
     * Work that writes together or not at all: its users, code mail (kept in the outbox
     * offline) and session ends are in one transaction. Sessions ended inside must be
     * forgotten after it (`sessions.forgetUser`): nobody hears the hub inside a transaction.
     */
    inTransaction: <T>(
      work: (scope: {
        users: ReturnType<typeof userRepository>;
        codeMail: ReturnType<typeof codeMailer>;
        sessions: ReturnType<typeof sessionStore>;
      }) => Promise<T>,
    ) =>
      database.db.transaction((tx) =>
        work({
          users: userRepository(tx),
          codeMail: codeMailer(codesIn(tx), mailerIn(tx), log),
          sessions: sessionStore(tx, config.sessionMaxDays),
        }),
      ),
  };
}

export type AccountServices = ReturnType<typeof accountServices>;
