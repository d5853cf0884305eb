import { isQuestion, type ModuleFile, type WeekProgress } from '@leerloop/contracts';
import { contentImageUrl } from './content-image-url.ts';
import type { LearnerState } from './learner-state.repository.ts';
import { taskKey } from './learner-state.repository.ts';
import { type ItemOfKind, itemsOfKind } from './programme-items.ts';
import type { ParsedProgramme } from './programme.repository.ts';

/**
 * One week of the programme as every learner's screens see it, worked out once per import
 * (issue 22): its items by kind and each module's part of a tile that is the same for everyone.
 */
export interface WeekView {
  id: string;
  number: number;
  folder: string;
  title: ParsedProgramme['weeks'][number]['week']['title'];
  intro: ParsedProgramme['weeks'][number]['week']['intro'];
  modules: {
    module: ModuleFile;
    itemCount: number;
    tile: {
      id: string;
      week: number;
      title: ModuleFile['title'];
      description: ModuleFile['description'];
      cover: { url: string; alt: ModuleFile['cover']['alt'] };
      minutes: number;
      questionCount: number;
    };
  }[];
  swipeDeck?: ItemOfKind<'swipe-deck'>;
  assignment?: ItemOfKind<'assignment'>;
  story?: ItemOfKind<'story'>;
  /** The assignment's tasks as taskKey(assignmentId, taskId), in order. */
  taskKeys: string[];
}

const views = new WeakMap<ParsedProgramme, WeekView[]>();

/** The programme's weeks, in order, as views (made once per parsed programme). */
export function weekViewsOf(programme: ParsedProgramme): WeekView[] {
  let made = views.get(programme);
  if (made) return made;
  made = programme.weeks.map(({ id, number, folder, week }) => {
    const ofWeek = programme.items.filter((item) => item.weekId === id);
    const assignment = itemsOfKind(ofWeek, 'assignment')[0];
    return {
      id,
      number,
      folder,
      title: week.title,
      intro: week.intro,
      modules: itemsOfKind(ofWeek, 'module').map(({ data: module }) => ({
        module,
        itemCount: module.items.length,
        tile: {
          id: module.id,
          week: number,
          title: module.title,
          description: module.description,
          cover: { url: contentImageUrl(folder, module.cover.src), alt: module.cover.alt },
          minutes: module.minutes,
          questionCount: module.items.filter(isQuestion).length,
        },
      })),
      swipeDeck: itemsOfKind(ofWeek, 'swipe-deck')[0],
      assignment,
      story: itemsOfKind(ofWeek, 'story')[0],
      taskKeys: (assignment?.data.tasks ?? []).map((task) => taskKey(assignment!.id, task.id)),
    };
  });
  views.set(programme, made);
  return made;
}

/**
 * What the learner finished of one week: its modules, the tasks of its assignment they
 * answered (any review status: the learner did the work) and its swipe deck.
 */
export const weekProgressIn = (
  week: WeekView,
  state: Pick<LearnerState, 'progress' | 'answeredTasks' | 'decks'>,
): WeekProgress => ({
  modulesDone: week.modules.filter(({ tile }) => state.progress.get(tile.id)?.completedAt).length,
  modulesTotal: week.modules.length,
  tasksAnswered: week.taskKeys.filter((key) => state.answeredTasks.has(key)).length,
  tasksTotal: week.taskKeys.length,
  deckFinished: !week.swipeDeck || state.decks.finished.has(week.swipeDeck.id),
});
