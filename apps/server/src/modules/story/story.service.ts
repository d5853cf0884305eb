import { isQuestion, type Localized } from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { type Chapter, chaptersIn } from './story-chapters.ts';

/**
 * The growth story: a chapter per week, readable once the learner finished that week's work,
 * with their own words; and the week's reflection for the evolution view.
 */
/** A statement quoted inside a sentence, without its own full stop. */
const bare = (text: string) => text.replace(/[.!?؟]+$/u, '');

export function createStoryService(programme: ProgrammeRepository) {
  async function personalLeadIn(userId: string, weekId: string): Promise<Localized | null> {
    // The learner's own programme (their organisation's modules too) and progress, kept.
    const { programme: seen, progress } = await programme.learnerState(userId);
    const ofWeek = seen.items.filter((item) => item.weekId === weekId);
    const parts: Localized[] = [];
    const best = itemsOfKind(ofWeek, 'module')
      .map(({ data: module }) => {
        const total = module.items.filter(isQuestion).length;
        return { module, total, score: progress.get(module.id)?.bestScore ?? null };
      })
      .filter((m) => m.score !== null && m.total > 0)
      .sort((a, b) => b.score! / b.total - a.score! / a.total)[0];
    if (best)
      parts.push({
        nl: `Bij "${best.module.title.nl}" had je ${best.score} van de ${best.total} vragen goed.`,
        mc: `ف "${best.module.title.mc}" جبتي ${best.score} من ${best.total} ديال الأسئلة صحاح.`,
      });
    const deckItem = itemsOfKind(ofWeek, 'swipe-deck')[0];
    if (deckItem) {
      const deck = deckItem.data;
      const choices = await programme.swipeChoicesOf(userId, deck.id);
      // An opinion says more about the learner than a fact they knew.
      const opinion = choices
        .map((c) => ({ ...c, card: deck.cards.find((card) => card.id === c.cardId) }))
        .find((c) => c.card && !c.card.correct);
      if (opinion?.card)
        parts.push(
          opinion.choice === 'agree'
            ? {
                nl: `In de swipe-game was je het eens met "${bare(opinion.card.statement.nl)}".`,
                mc: `فلعبة السوايپ وافقتي على "${bare(opinion.card.statement.mc)}".`,
              }
            : {
                nl: `In de swipe-game was je het oneens met "${bare(opinion.card.statement.nl)}".`,
                mc: `فلعبة السوايپ ماوافقتيش على "${bare(opinion.card.statement.mc)}".`,
              },
        );
    }
    if (parts.length === 0) return null;
    return { nl: parts.map((p) => p.nl).join(' '), mc: parts.map((p) => p.mc).join(' ') };
  }

  const chapters = async (userId: string, now = new Date()) =>
    chaptersIn(await programme.learnerState(userId), now);

  const publicView = ({ weekId: _weekId, reflection: _reflection, ...chapter }: Chapter) => chapter;

  /** The chapter of week n, refusing a week that does not exist (404) or is not open (403). */
  async function openWeek(userId: string, week: number) {
    const chapter = (await chapters(userId)).find((c) => c.week === week);
    if (!chapter) throw new AppError('NOT_FOUND');
    if (chapter.state === 'locked')
      throw new AppError('LOCKED', { details: { unlocksAt: chapter.unlocksAt } });
    return chapter;
  }

  return {
    /** getMyStory; reading it marks new chapters as read. */
    async myStory(userId: string) {
      const list = await chapters(userId);
      const readAt = new Date().toISOString();
      for (const chapter of list.filter((c) => c.isNew))
        await programme.saveJournal(userId, chapter.weekId, { chapterReadAt: readAt });
      return list.map(publicView);
    },

    /** The learner's own words for an unlocked chapter; empty text removes them. */
    async saveOwnWords(userId: string, week: number, text: string) {
      const chapter = await openWeek(userId, week);
      if (chapter.state !== 'unlocked')
        throw new AppError('CHAPTER_NOT_OPEN', { details: { week } });
      await programme.saveJournal(userId, chapter.weekId, { storyText: text || null });
      return publicView({ ...chapter, ownWords: text || null });
    },

    /**
     * The week's reflection question, led in by what the learner did that week (their best
     * module and a statement they chose in the swipe game), in both languages. Without work
     * to refer to, the content's question alone.
     */
    async prompt(userId: string, week: number) {
      const chapter = await openWeek(userId, week);
      const leadIn = await personalLeadIn(userId, chapter.weekId);
      const prompt = leadIn
        ? {
            nl: `${leadIn.nl} ${chapter.reflection.nl}`,
            mc: `${leadIn.mc} ${chapter.reflection.mc}`,
          }
        : chapter.reflection;
      return { week, prompt };
    },

    async reflection(userId: string, week: number) {
      const chapter = await openWeek(userId, week);
      const journal = (await programme.journals(userId)).get(chapter.weekId);
      return {
        week,
        text: journal?.reflectionText ?? null,
        updatedAt: journal?.reflectionUpdatedAt ? toIso(journal.reflectionUpdatedAt) : null,
      };
    },

    async saveReflection(userId: string, week: number, text: string) {
      const chapter = await openWeek(userId, week);
      const now = new Date();
      await programme.saveJournal(userId, chapter.weekId, {
        reflectionText: text || null,
        reflectionUpdatedAt: text ? now.toISOString() : null,
      });
      return { week, text: text || null, updatedAt: text ? now.toISOString() : null };
    },
  };
}

export type StoryService = ReturnType<typeof createStoryService>;
