// What the auth screens hand each other through navigation state (SPEC §2): the e-mail
// to verify, and the identifier whose password is being reset.
declare module '@tanstack/history' {
  interface HistoryState {
    email?: string;
    identifier?: string;
  }
}

export {};
