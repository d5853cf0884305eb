import type { ImiSource, Language, ModuleFile } from '@leerloop/contracts';
import { toLanguage } from '@leerloop/contracts';
import { amsterdamMidnightAfter } from '../../lib/amsterdam-time.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { weekLock } from '../programme/week-lock.ts';
import type { ImiRepository } from './imi.repository.ts';
import { imiTexts } from './imi-texts.ts';
import { answerablePassages } from './knowledge.ts';
import { isAnswerAllowed, moderateQuestion } from './moderation.ts';
import type { ImiProvider } from './providers/provider.ts';

const HISTORY = 6;

export type Outcome = 'answered' | 'unknown' | 'crisis' | 'refused' | 'stopped';

interface Learner {
  id: string;
  firstName: string;
  langSelected: string | null;
}

export function createImiService(deps: {
  programme: ProgrammeRepository;
  chats: ImiRepository;
  provider: ImiProvider;
  dailyLimit: number;
  findUser: (userId: string) => Promise<Learner | undefined>;
}) {
  const { programme, chats, provider, dailyLimit } = deps;

  async function learnerOf(userId: string) {
    const user = await deps.findUser(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return { ...user, language: toLanguage(user.langSelected) };
  }

  const remainingToday = async (userId: string, now: Date) =>
    Math.max(0, dailyLimit - (await chats.questionsSince(userId, amsterdamMidnightAfter(now, 0))));

  async function openWeeks(userId: string, now: Date) {
    const [weeks, schedule] = await Promise.all([
      programme.activeWeeks(),
      programme.schedule(userId),
    ]);
    return weeks.filter((w) => !weekLock(w.number, schedule, now).isLocked);
  }

  /** The passages Imi may answer from: sure enough, and in the weeks open to the learner. */
  async function confidentPassages(userId: string, question: string, language: Language) {
    const open = await openWeeks(userId, new Date());
    return answerablePassages(programme, question, language, new Set(open.map((w) => w.number)));
  }

  return {
    /**
     * A learner's question in a chat (a new one without chatId). The answer comes as pieces;
     * when they end — finished, stopped by the learner, or cut by the output check — the
     * message is saved with what was said.
     */
    async ask(userId: string, input: { chatId?: string; message: string }, signal: AbortSignal) {
      const now = new Date();
      const learner = await learnerOf(userId);
      const texts = imiTexts[learner.language];
      if ((await remainingToday(userId, now)) === 0)
        throw new AppError('DAILY_LIMIT', undefined, undefined, { limit: dailyLimit });
      const existing = input.chatId ? await chats.chatOf(userId, input.chatId) : undefined;
      if (input.chatId && !existing) throw new AppError('NOT_FOUND');
      const chatId =
        existing?.id ?? (await chats.createChat(userId, input.message.slice(0, 80), now));

      const moderation = moderateQuestion(input.message);
      await chats.addMessage({
        chatId,
        userId,
        role: 'user',
        content: input.message,
        flag: moderation.verdict === 'crisis' ? moderation.category : undefined,
        at: now,
      });

      let outcome: Outcome;
      let source: ImiSource | null = null;
      let pieces: AsyncIterable<string> | string[];
      if (moderation.verdict !== 'ok') {
        // Never a generated answer: the fixed help text, or the refusal.
        outcome = moderation.verdict;
        pieces = [moderation.verdict === 'crisis' ? texts.crisis : texts.refused];
      } else {
        const found = await confidentPassages(userId, input.message, learner.language);
        if (found.length === 0) {
          outcome = 'unknown';
          pieces = [texts.unknown];
        } else {
          outcome = 'answered';
          source = found[0]!.passage.source;
          const history = (existing?.messages ?? []).slice(-HISTORY).map((m) => ({
            role: m.role,
            content: m.content,
          }));
          pieces = provider.answer(
            { question: input.message, language: learner.language, found, history },
            signal,
          );
        }
      }

      const state: { outcome: Outcome; source: ImiSource | null; filtered: boolean } = {
        outcome,
        source,
        filtered: false,
      };
      async function* checked() {
        let said = '';
        let failed = false;
        try {
          for await (const piece of pieces) {
            // What a model says is checked before it leaves, piece by piece.
            if (!isAnswerAllowed(said + piece)) {
              state.filtered = true;
              state.outcome = 'refused';
              return;
            }
            said += piece;
            yield piece;
          }
          if (signal.aborted) state.outcome = 'stopped';
        } catch (error) {
          if (!signal.aborted) {
            // The model failed: nothing is written as if Imi had answered.
            failed = true;
            throw error;
          }
          state.outcome = 'stopped';
        } finally {
          if (!failed) {
            const content = state.filtered ? texts.unknown : said.trim() || texts.unknown;
            await chats.addMessage({
              chatId,
              userId,
              role: 'assistant',
              content: state.outcome === 'stopped' && !said.trim() ? '…' : content,
              source: state.outcome === 'answered' || state.outcome === 'stopped' ? source : null,
              outcome: state.outcome,
              at: new Date(),
            });
          }
        }
      }

      return { chatId, model: provider.model, state, pieces: checked() };
    },

    /**
     * The /test-ai page: one prompt through moderation, retrieval (every week) and the provider,
     * timed piece by piece. Nothing is saved and no quota is used.
     */
    async trial(prompt: string, language: Language) {
      const started = performance.now();
      const since = () => Math.round((performance.now() - started) * 10) / 10;
      const moderation = moderateQuestion(prompt);
      const weeks = new Set((await programme.activeWeeks()).map((w) => w.number));
      const found =
        moderation.verdict === 'ok'
          ? await answerablePassages(programme, prompt, language, weeks)
          : [];
      const chunks: { atMs: number; content: string }[] = [];
      const outcome: Outcome =
        moderation.verdict !== 'ok' ? moderation.verdict : found.length ? 'answered' : 'unknown';
      if (outcome === 'answered') {
        const pieces = provider.answer(
          { question: prompt, language, found, history: [] },
          new AbortController().signal,
        );
        for await (const content of pieces) chunks.push({ atMs: since(), content });
      }
      return {
        provider: provider.name,
        model: provider.model,
        outcome,
        source: found[0]?.passage.source ?? null,
        firstChunkMs: chunks.find((c) => c.content.trim())?.atMs ?? null,
        totalMs: since(),
        chunks,
      };
    },

    chat: async (userId: string, chatId: string) => {
      const chat = await chats.chatOf(userId, chatId);
      if (!chat) throw new AppError('NOT_FOUND');
      return chat;
    },

    chats: (userId: string) => chats.chats(userId),

    /** GET /my-imi: the greeting, this week's suggested questions, and today's quota. */
    async myImi(userId: string) {
      const now = new Date();
      const learner = await learnerOf(userId);
      const texts = imiTexts[learner.language];
      const [open, items] = await Promise.all([openWeeks(userId, now), programme.activeItems()]);
      const current = open.at(-1);
      const questions = current?.week.imiQuestions?.map((q) => q[learner.language]) ?? [];
      const fromModules = items
        .filter((item) => item.kind === 'module' && item.weekId === current?.id)
        .map((item) => texts.suggestionFor((item.data as ModuleFile).title[learner.language]));
      return {
        greeting: texts.greeting(learner.firstName),
        suggestions: (questions.length ? questions : fromModules).slice(0, 4),
        limit: dailyLimit,
        remaining: await remainingToday(userId, now),
      };
    },
  };
}

export type ImiService = ReturnType<typeof createImiService>;
