import { GamesList } from '../../../features/modules/components/games-list';

export function Component() {
  return <GamesList />;
}
