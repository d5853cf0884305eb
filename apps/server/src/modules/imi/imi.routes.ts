import {
  chatBody,
  type ChatCompletion,
  type ChatCompletionChunk,
  chatCompletion,
  chatIdParams,
  chatResponse,
  chatsQuery,
  chatsResponse,
  imiTestBody,
  imiTestResponse,
  myImiResponse,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { newId } from '../../lib/ids.ts';
import {
  callerOf,
  createPlatformAdminOnly,
  signedInRoute,
  success,
} from '../../plugins/authenticate.ts';
import { createConsentGate } from '../consent/consent-gate.ts';
import { createProgrammeRepository } from '../programme/programme.repository.ts';
import { createUsersRepository } from '../users/users.repository.ts';
import { createCrisisAlerts } from './crisis/crisis-alerts.ts';
import { warmUpCrisisClassifier } from './crisis/crisis-classifier.ts';
import { createSecondOpinion } from './crisis/second-opinion.ts';
import { createImiRepository } from './imi.repository.ts';
import { createImiService } from './imi.service.ts';
import { createEmbeddedProvider } from './providers/embedded.ts';
import { createOpenAiProvider } from './providers/openai.ts';
import type { ImiProvider } from './providers/provider.ts';
import { pageOf } from '../../lib/pages.ts';

/** The configured provider: an OpenAI-compatible endpoint when set, else the embedded one. */
export function imiProviderOf(ctx: AppContext): ImiProvider {
  const { openai, maxTokens, embeddedPaceMs } = ctx.config.imi;
  return openai
    ? createOpenAiProvider({ ...openai, maxTokens })
    : createEmbeddedProvider({ paceMs: embeddedPaceMs });
}

/** Imi's API (spec §7): ask in a chat (whole or streamed), read chats, the greeting. */
export const imiRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const users = createUsersRepository(ctx.database.db, ctx.config.ssoConnections);
  const chats = createImiRepository(ctx.database.db);
  const alerts = createCrisisAlerts({
    chats,
    mailer: ctx.mailer,
    reviewUrl: `${ctx.config.baseUrl}/dashboards/review`,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    alerts.start();
    // Trained on first use; trained now, the first learner's message does not wait for it
    // (not in tests, where most apps never see a crisis).
    if (ctx.config.env !== 'test') void warmUpCrisisClassifier();
  });
  app.addHook('onClose', async () => alerts.stop());
  const { openai } = ctx.config.imi;
  const service = createImiService({
    programme: createProgrammeRepository(ctx.database.db),
    chats,
    provider: imiProviderOf(ctx),
    dailyLimit: ctx.config.imi.dailyLimit,
    findUser: users.findById,
    secondOpinion: openai && createSecondOpinion(openai, app.log),
    onCrisis: (_learnerId, messageId) => alerts.alert(messageId),
  });
  const route = signedInRoute(ctx, ['imi']);
  const adminRoute = signedInRoute(ctx, ['imi'], createPlatformAdminOnly(ctx));
  // Issue 18: chatting with Imi needs consent (organisation, age or a parent's).
  const askRoute = signedInRoute(ctx, ['imi'], createConsentGate(ctx));

  app.post(
    '/api/imi/test',
    adminRoute('The /test-ai page: provider, model, timing and raw pieces of one prompt', {
      body: imiTestBody,
      response: { 200: imiTestResponse },
    }),
    async (request) => success(await service.trial(request.body.prompt, request.body.language)),
  );

  app.post(
    '/api/chats',
    askRoute('Ask Imi: a chat.completion, or chat.completion.chunk events when stream is true', {
      body: chatBody,
      response: { 200: chatCompletion },
    }),
    async (request, reply) => {
      const { userId } = callerOf(request);
      // A learner who stops the reply closes the request: the answer stops there too.
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const answer = await service.ask(userId, request.body, abort.signal);
      const id = `chatcmpl-${newId()}`;
      const created = Math.floor(Date.now() / 1000);
      const fields = () => ({
        chat_id: answer.chatId,
        source: answer.state.source,
        outcome: answer.state.outcome,
      });
      const finishReason = () => (answer.state.filtered ? 'content_filter' : 'stop') as 'stop';

      if (!request.body.stream) {
        let content = '';
        for await (const piece of answer.pieces) content += piece;
        const completion: ChatCompletion = {
          id,
          object: 'chat.completion',
          created,
          model: answer.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: answer.state.filtered ? '' : content.trim() },
              finish_reason: finishReason(),
            },
          ],
          ...fields(),
        };
        return completion;
      }

      // Server-sent events: one chat.completion.chunk per piece, then [DONE].
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      const send = (data: object | string) =>
        reply.raw.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
      const chunk = (
        delta: ChatCompletionChunk['choices'][number]['delta'],
        finish: ChatCompletionChunk['choices'][number]['finish_reason'] = null,
      ): ChatCompletionChunk => ({
        id,
        object: 'chat.completion.chunk',
        created,
        model: answer.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...fields(),
      });
      try {
        send(chunk({ role: 'assistant', content: '' }));
        for await (const piece of answer.pieces) send(chunk({ content: piece }));
        send(chunk({}, finishReason()));
        send('[DONE]');
      } catch (error) {
        // Mid-stream trouble is said, not a silent cut.
        request.log.error({ err: error }, 'imi stream failed');
        send({ error: { code: 'INTERNAL_ERROR', message: 'Imi kon dit antwoord niet afmaken.' } });
      }
      reply.raw.end();
    },
  );

  app.get(
    '/api/chats',
    route("The learner's chats, newest first, a page at a time", {
      querystring: chatsQuery,
      response: { 200: chatsResponse },
    }),
    async (request) => {
      const { rows, page } = pageOf(await service.chats(callerOf(request).userId), request.query);
      return success({ chats: rows, page });
    },
  );

  app.get(
    '/api/chats/:id',
    route("One of the learner's chats with its messages ('Geen bericht gevonden' otherwise)", {
      params: chatIdParams,
      response: { 200: chatResponse },
    }),
    async (request) => success(await service.chat(callerOf(request).userId, request.params.id)),
  );

  app.get(
    '/api/my-imi',
    route("Imi's greeting, suggested questions and today's remaining quota", {
      response: { 200: myImiResponse },
    }),
    async (request) => success(await service.myImi(callerOf(request).userId)),
  );
};
