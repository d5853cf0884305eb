import { InstallHintBanner } from './install-hint-banner';
import { OfflineSync } from './offline-sync';
import { UpdatePrompt } from './update-prompt';

/**
 * What the installable app adds around every screen (issue 24). Loaded in a task after the first
 * render, so the first bundle carries none of it (issue 22's budgets).
 */
export default function PwaChrome({ userId }: { userId: string | null }) {
  return (
    <>
      <UpdatePrompt />
      <OfflineSync userId={userId} />
      {userId && <InstallHintBanner />}
    </>
  );
}
