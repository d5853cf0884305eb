/**
 * Issue 24 item 4: the service worker's side of reminders by push, for the PWA's service worker
 * to import and call with its global scope (`registerPushHandlers(self)`). A reminder arrives as
 * JSON `{ title, body, url, tag }` (the server's reminders.service.ts); a tap opens (or focuses)
 * Leerloop at its `url`. Typed structurally, so it needs no WebWorker lib beside the DOM one.
 */

interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface PushScope {
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const isMessage = (value: unknown): value is PushMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PushMessage).title === 'string' &&
  typeof (value as PushMessage).url === 'string';

/** Only our own pages open from a notification. */
const ownUrl = (scope: PushScope, url: unknown) => {
  try {
    const parsed = new URL(typeof url === 'string' ? url : '/dashboards', scope.location.origin);
    return parsed.origin === scope.location.origin ? parsed.href : `${scope.location.origin}/`;
  } catch {
    return `${scope.location.origin}/`;
  }
};

export function registerPushHandlers(scope: PushScope) {
  scope.addEventListener('push', (event) => {
    let message: unknown = null;
    try {
      message = event.data?.json();
    } catch {
      // Not ours: nothing to show.
    }
    if (!isMessage(message)) return;
    event.waitUntil(
      scope.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/favicon.svg',
        data: { url: message.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = ownUrl(scope, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url.startsWith(scope.location.origin));
        if (open) {
          await open.navigate(url);
          await open.focus();
        } else await scope.clients.openWindow(url);
      })(),
    );
  });
}
