import type { Localized, StoryChapter } from '@leerloop/contracts';
import { contentImageUrl } from '../programme/content-image-url.ts';
import type { LearnerState } from '../programme/learner-state.repository.ts';
import type { ParsedProgramme } from '../programme/programme.repository.ts';
import { weekProgressIn, weekViewsOf } from '../programme/programme-views.ts';
import { weekLock } from '../programme/week-lock.ts';
import { isWeekFinished } from '../programme/week-progress.ts';

export type Chapter = StoryChapter & { weekId: string; reflection: Localized };

/**
 * The growth story of one learner: a chapter per week, readable once the learner finished that
 * week's work, with their own words — worked out from what they did, without asking again.
 */
export function chaptersIn(
  state: LearnerState & { programme: ParsedProgramme },
  now = new Date(),
): Chapter[] {
  return weekViewsOf(state.programme).flatMap((view) => {
    const { id, number, folder, story: item } = view;
    if (!item) return [];
    const { chapter, reflection } = item.data;
    const lock = weekLock(number, state.schedule, now);
    const done = weekProgressIn(view, state);
    const journal = state.journals.get(id);
    const chapterState = lock.isLocked ? 'locked' : isWeekFinished(done) ? 'unlocked' : 'open';
    const isUnlocked = chapterState === 'unlocked';
    return [
      {
        id: item.id,
        weekId: id,
        week: number,
        title: chapter.title,
        state: chapterState,
        unlocksAt: lock.unlocksAt,
        body: isUnlocked ? chapter.body : null,
        image:
          isUnlocked && chapter.image
            ? { url: contentImageUrl(folder, chapter.image.src), alt: chapter.image.alt }
            : null,
        isNew: isUnlocked && !journal?.chapterReadAt,
        ownWords: journal?.storyText ?? null,
        progress: done,
        reflection,
      },
    ];
  });
}

/** The first chapter the learner earned and has not read yet. */
export function newChapterIn(state: LearnerState & { programme: ParsedProgramme }, now?: Date) {
  const fresh = chaptersIn(state, now).find((chapter) => chapter.isNew);
  return fresh ? { week: fresh.week, title: fresh.title } : null;
}
