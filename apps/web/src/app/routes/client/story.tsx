import { StoryScreen } from '../../../features/story/components/story-screen';

export function Component() {
  return <StoryScreen />;
}
