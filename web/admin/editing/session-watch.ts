/**
 * @file While an edit form is open, a lost session must not navigate away (issue 26): the admin shell's 401 handler
 * asks here first, and the open form shows its sign-in dialog instead.
 */

const listeners = new Set<() => void>();

/** Registers an open edit form; `onLost` opens its sign-in dialog. Returns the unregister function. */
export function watchSession(onLost: () => void): () => void {
  listeners.add(onLost);
  return () => listeners.delete(onLost);
}

/** Called on a 401: true when an open form took it over (then stay on the page). */
export function sessionLostWhileEditing(): boolean {
  if (listeners.size === 0) return false;
  for (const onLost of listeners) onLost();
  return true;
}
