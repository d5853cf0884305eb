import { ChatScreen } from '../../../features/imi/components/chat-screen';

export function Component() {
  return <ChatScreen />;
}
