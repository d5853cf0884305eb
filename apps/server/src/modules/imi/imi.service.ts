import type { ImiOutcome, ImiSource, Language } from '@leerloop/contracts';
import { toLanguage } from '@leerloop/contracts';
import { amsterdamMidnightAfter } from '../../lib/amsterdam-time.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { weekLock } from '../programme/week-lock.ts';
import type { ImiRepository, NewMessage } from './imi.repository.ts';
import { imiTexts } from './imi-texts.ts';
import { answerCheck } from './moderation.ts';
import type { ImiProvider } from './providers/provider.ts';
import type { ImiDecisions } from './decision-thread.ts';
import type { Decision } from './reply.ts';

const HISTORY = 6;

type Outcome = ImiOutcome;

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
  /** How a message is decided on (its crisis check with the model's moderation included). */
  decisions: ImiDecisions;
  /** Tells the people who look after the learner that a flagged message came in. */
  onCrisis?: (learnerId: string, messageId: string) => void;
}) {
  const { programme, chats, provider, dailyLimit, decisions } = deps;

  async function learnerOf(userId: string) {
    const user = await deps.findUser(userId);
    if (!user) throw new AppError('UNAUTHORIZED');
    return { ...user, language: toLanguage(user.langSelected) };
  }

  /** Today in Amsterdam, [start, end), worked out again only once a day has passed. */
  let today = { start: 0, end: 0 };
  const startOfToday = (now: Date) => {
    if (now.getTime() < today.start || now.getTime() >= today.end)
      today = {
        start: amsterdamMidnightAfter(now, 0).getTime(),
        end: amsterdamMidnightAfter(now, 1).getTime(),
      };
    return new Date(today.start);
  };

  const remainingToday = async (userId: string, now: Date) =>
    Math.max(0, dailyLimit - (await chats.questionsSince(userId, startOfToday(now))));

  async function openWeeks(userId: string, now: Date) {
    const [weeks, schedule] = await Promise.all([
      programme.activeWeeks(),
      programme.schedule(userId),
    ]);
    return weeks.filter((w) => !weekLock(w.number, schedule, now).isLocked);
  }

  /**
   * What Imi says for a decision: its own fixed words, or the provider's answer from the
   * passages. The source is the item the answer came from.
   */
  function replyOf(
    decision: Decision,
    language: Language,
    question: string,
    history: { role: 'user' | 'assistant'; content: string }[],
    signal: AbortSignal,
  ): { pieces: AsyncIterable<string> | string[]; source: ImiSource | null; grounding: string } {
    const texts = imiTexts[language];
    switch (decision.outcome) {
      case 'crisis': {
        // Never a generated answer: the fixed help text for this kind of crisis.
        const help = texts.crisis(decision.category);
        return { pieces: [help], source: null, grounding: help };
      }
      case 'refused':
      case 'unknown':
      case 'redirect': {
        const text = texts['own' in decision ? decision.own : decision.outcome];
        return { pieces: [text], source: null, grounding: '' };
      }
      case 'hint': {
        const tip = decision.found[0]?.passage;
        const text = `${texts.hint} ${tip?.text ?? texts.hintWithoutTip}`;
        return { pieces: [text], source: tip?.source ?? null, grounding: text };
      }
      case 'answered': {
        if ('own' in decision)
          return { pieces: [texts[decision.own]], source: null, grounding: '' };
        const grounding = [question, ...decision.found.map((f) => f.passage.text)].join('\n');
        return {
          pieces: provider.answer({ question, language, found: decision.found, history }, signal),
          source: decision.found[0]!.passage.source,
          grounding,
        };
      }
    }
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
      // Imi's thread decides while the day's count and the chat are read (issue 22). Refused
      // below before it is awaited, its failure is not left unhandled.
      const deciding = decisions.decide(input.message, learner.language);
      deciding.catch(() => {});
      const [remaining, existing] = await Promise.all([
        remainingToday(userId, now),
        input.chatId ? chats.chatOf(userId, input.chatId) : undefined,
      ]);
      if (input.chatId && !existing) throw new AppError('NOT_FOUND');
      const decision = await deciding;
      // Past the day's limit a message about a crisis still gets the help lines and its flag:
      // a learner in trouble is never turned away.
      if (remaining === 0 && decision.outcome !== 'crisis')
        throw new AppError('DAILY_LIMIT', { details: { limit: dailyLimit } });
      const chatId = existing?.id ?? newId();
      // Written once the first piece is on its way (issue 22): the learner reads while the
      // question, its chat and a crisis flag are committed, in one step — after the other
      // learners' waiting requests have had their turn (setImmediate). An answer done before
      // that is committed with its question: one commit, not two.
      const chat = {
        chatId,
        newChatTitle: existing ? undefined : input.message.slice(0, 80),
        userId,
      };
      const question: NewMessage = {
        role: 'user',
        content: input.message,
        flag: decision.outcome === 'crisis' ? decision.category : undefined,
        at: now,
      };
      const save = async (messages: NewMessage[]) => {
        const [questionId] = await chats.addMessages(chat, messages);
        if (decision.outcome === 'crisis') deps.onCrisis?.(userId, questionId!);
      };
      let questionWrite: { isTaken: boolean; done: Promise<void> } | undefined;
      const saveQuestionSoon = () => {
        if (questionWrite) return;
        const write = { isTaken: false, done: Promise.resolve() };
        write.done = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          if (write.isTaken) return;
          write.isTaken = true;
          await save([question]);
        });
        questionWrite = write;
      };
      /** Writes the answer, with the question when that is not written yet. */
      const saveAnswer = async (answer?: NewMessage) => {
        if (questionWrite?.isTaken) {
          await questionWrite.done;
          if (answer) await chats.addMessages({ chatId, userId }, [answer]);
          return;
        }
        // Not written yet: the write waiting for its turn finds it taken and leaves it.
        if (questionWrite) questionWrite.isTaken = true;
        await save(answer ? [question, answer] : [question]);
      };

      const history = (existing?.messages ?? []).slice(-HISTORY).map((m) => ({
        role: m.role,
        content: m.content,
      }));
      const { pieces, source, grounding } = replyOf(
        decision,
        learner.language,
        input.message,
        history,
        signal,
      );
      const outcome: Outcome = decision.outcome;

      const state: { outcome: Outcome; source: ImiSource | null; filtered: boolean } = {
        outcome,
        source,
        filtered: false,
      };
      const isAllowed = answerCheck(grounding);
      async function* checked() {
        let said = '';
        let failed = false;
        try {
          for await (const piece of pieces) {
            // What a model says is checked before it leaves, piece by piece.
            if (!isAllowed(said + piece)) {
              state.filtered = true;
              state.outcome = 'refused';
              return;
            }
            said += piece;
            yield piece;
            saveQuestionSoon();
          }
          if (signal.aborted) state.outcome = 'stopped';
          else if (!isAllowed(said, true)) {
            state.filtered = true;
            state.outcome = 'refused';
          }
        } catch (error) {
          if (!signal.aborted) {
            // The model failed: nothing is written as if Imi had answered.
            failed = true;
            throw error;
          }
          state.outcome = 'stopped';
        } finally {
          const content = state.filtered ? texts.unknown : said.trim() || texts.unknown;
          await saveAnswer(
            failed
              ? undefined
              : {
                  role: 'assistant',
                  content: state.outcome === 'stopped' && !said.trim() ? '…' : content,
                  source: ['answered', 'hint', 'stopped'].includes(state.outcome) ? source : null,
                  outcome: state.outcome,
                  at: new Date(),
                },
          );
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
      const decision = await decisions.decide(prompt, language);
      const chunks: { atMs: number; content: string }[] = [];
      const reply = replyOf(decision, language, prompt, [], new AbortController().signal);
      for await (const content of reply.pieces) chunks.push({ atMs: since(), content });
      const outcome: Outcome = decision.outcome;
      return {
        provider: provider.name,
        model: provider.model,
        outcome,
        source: reply.source,
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

    /** Imi's greeting, this week's suggested questions, and today's quota. */
    async myImi(userId: string) {
      const now = new Date();
      const learner = await learnerOf(userId);
      const texts = imiTexts[learner.language];
      const [open, items] = await Promise.all([openWeeks(userId, now), programme.activeItems()]);
      const current = open.at(-1);
      const questions = current?.week.imiQuestions?.map((q) => q[learner.language]) ?? [];
      const fromModules = itemsOfKind(items, 'module')
        .filter((item) => item.weekId === current?.id)
        .map((item) => texts.suggestionFor(item.data.title[learner.language]));
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
