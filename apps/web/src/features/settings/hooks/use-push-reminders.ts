import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPushKey, removePushSubscription, savePushSubscription } from '../api/push-subscription';

/**
 * Push on this device: `unsupported` (no service worker or Push API here, or the app is not
 * installed as one yet), `blocked` (the browser's permission was refused), `off`, `on`.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const hasPush = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** The app's service worker, when one is registered (the PWA's; none in development). */
async function registration() {
  if (!hasPush()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** URL-safe base64 (the VAPID key) to the bytes `applicationServerKey` takes. */
function bytesOf(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** This device's push state, read from the browser. */
async function pushStateOf(): Promise<PushState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await worker.pushManager.getSubscription()) ? 'on' : 'off';
}

async function subscribe() {
  const worker = await registration();
  if (!worker || (await Notification.requestPermission()) !== 'granted') return;
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOf(await getPushKey()),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await savePushSubscription({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

async function unsubscribe() {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await removePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

const pushStateQuery = queryOptions({
  queryKey: ['push-reminders'],
  queryFn: () => pushStateOf().catch((): PushState => 'unsupported'),
  staleTime: Infinity,
});

/** Whether this device gets reminders by push, and the switch: the browser asks once. */
export function usePushReminders() {
  const queryClient = useQueryClient();
  const { data: state = 'unsupported' } = useQuery(pushStateQuery);
  const change = useMutation({
    mutationFn: (isOn: boolean) => (isOn ? subscribe() : unsubscribe()),
    onSettled: () => queryClient.invalidateQueries(pushStateQuery),
  });
  return { state, isBusy: change.isPending, isError: change.isError, set: change.mutate };
}
