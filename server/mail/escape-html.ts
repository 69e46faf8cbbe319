/** Makes any text safe to place inside HTML (mail bodies, the dev mailbox page). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
