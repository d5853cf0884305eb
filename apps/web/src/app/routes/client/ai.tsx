import { ConsentGate } from '../../../features/consent/components/consent-gate';
import { ChatScreen } from '../../../features/imi/components/chat-screen';

export function Component() {
  return (
    <ConsentGate>
      <ChatScreen />
    </ConsentGate>
  );
}
