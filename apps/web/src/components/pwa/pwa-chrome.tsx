import { InstallHintBanner } from './install-hint-banner';
import { UpdatePrompt } from './update-prompt';

/**
 * What the installable app adds around every screen (issue 24). Loaded after the first render,
 * so the first bundle carries none of it (issue 22's budgets).
 */
export default function PwaChrome({ isSignedIn }: { isSignedIn: boolean }) {
  return (
    <>
      <UpdatePrompt />
      {isSignedIn && <InstallHintBanner />}
    </>
  );
}
