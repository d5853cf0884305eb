import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flushQueue, onQueueChange, queuedWrites } from '../../lib/offline-queue';
import { sendWrite } from '../../lib/offline-writes';
import { checkConnection, useIsOnline } from '../../lib/use-is-online';

/** How often waiting work is tried again while the browser believes it is online. */
const RETRY_MS = 30_000;

/**
 * Says when the app is offline, and sends the work done meanwhile when the connection returns
 * (in order, each once); then every screen reads the server again, the truth (issue 24).
 */
export function OfflineSync({ userId }: { userId: string | null }) {
  const { t } = useTranslation('pwa');
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    // Opened without a connection (from the worker's copy): say so at once.
    void checkConnection();
    void queuedWrites().then((writes) => setWaiting(writes.length));
    return onQueueChange(setWaiting);
  }, []);

  const hasWaiting = waiting > 0;
  useEffect(() => {
    if (!isOnline || !userId || !hasWaiting) return;
    const flush = () =>
      void flushQueue(userId, sendWrite).then((sent) => {
        if (sent > 0) void queryClient.invalidateQueries();
      });
    flush();
    const timer = setInterval(flush, RETRY_MS);
    return () => clearInterval(timer);
  }, [isOnline, userId, hasWaiting, queryClient]);

  return (
    <Snackbar open={!isOnline} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status">
        {t('offline.banner')}
      </Alert>
    </Snackbar>
  );
}
