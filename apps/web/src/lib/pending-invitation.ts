/**
 * An invitation opened while signed out: kept for this tab while the person signs in or up,
 * then opened again (app.tsx), so the link still leads to "Uitnodiging accepteren".
 */
const KEY = 'pendingInvitation';

export const keepPendingInvitation = (token: string) => sessionStorage.setItem(KEY, token);

export function takePendingInvitation() {
  const token = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return token;
}
