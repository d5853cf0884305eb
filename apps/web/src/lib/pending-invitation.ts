/**
 * An invitation opened while signed out: kept for this tab while the person signs in or up,
 * then opened again (app.tsx), so the link still leads to "Uitnodiging accepteren". Where the
 * browser refuses session storage (a frame on another site: /iframe) there is none to keep.
 */
const KEY = 'pendingInvitation';

export function keepPendingInvitation(token: string) {
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // No session storage: the invitation link is opened again by hand.
  }
}

export function takePendingInvitation() {
  try {
    const token = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return token;
  } catch {
    return null;
  }
}
