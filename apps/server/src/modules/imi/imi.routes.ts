import {
  askImi,
  type ChatCompletion,
  type ChatCompletionChunk,
  getChat,
  getChats,
  getMyImi,
  tryImi,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newId } from '../../lib/ids.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import { afterOthersDecided, startDeciding } from './deciding.ts';
import type { ImiService } from './imi.service.ts';
import { pageOf } from '../../lib/pages.ts';

/** Imi's API (spec §7): ask in a chat (whole or streamed), read chats, the greeting. */
export const imiRoutes: FastifyPluginAsyncZod<{ imi: ImiService; guards: Guards }> = async (
  app,
  { imi: service, guards },
) => {
  const route = endpointRoutes(['imi'], guards.signedIn);
  const adminRoute = endpointRoutes(['imi'], guards.platformAdmin);
  // Issue 18: chatting with Imi needs consent (organisation, age or a parent's).
  const askRoute = endpointRoutes(['imi'], guards.consent);

  app.route({
    ...adminRoute(
      tryImi,
      'The /test-ai page: provider, model, timing and raw pieces of one prompt',
    ),
    handler: async (request) =>
      success(await service.trial(request.body.prompt, request.body.language)),
  });

  app.route({
    ...askRoute(
      askImi,
      'Ask Imi: a chat.completion, or chat.completion.chunk events when stream is true',
    ),
    handler: async (request, reply) => {
      const { userId } = callerOf(request);
      // A learner who stops the reply closes the request: the answer stops there too.
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const decided = startDeciding();
      const answer = await service.ask(userId, request.body, abort.signal).finally(decided);
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
      // Pieces ready at the same moment leave in one write (one system call, not one each):
      // the opening chunk with the first piece, at once; later ones at the end of their tick.
      let isCorked = false;
      const flushAtEndOfTick = () => {
        if (isCorked) return;
        isCorked = true;
        reply.raw.cork();
        process.nextTick(() => {
          isCorked = false;
          reply.raw.uncork();
        });
      };
      try {
        reply.raw.cork();
        send(chunk({ role: 'assistant', content: '' }));
        let isFirst = true;
        for await (const piece of answer.pieces) {
          if (!isFirst) flushAtEndOfTick();
          send(chunk({ content: piece }));
          if (isFirst) {
            reply.raw.uncork();
            // The rest, and the bookkeeping writes, once the other learners asking at the same
            // time have their questions decided (issue 22): with a class asking at once, each
            // waited for every answer before it to finish.
            await afterOthersDecided();
          }
          isFirst = false;
        }
        if (isFirst) reply.raw.uncork();
        send(chunk({}, finishReason()));
        send('[DONE]');
      } catch (error) {
        // Mid-stream trouble is said, not a silent cut.
        request.log.error({ err: error }, 'imi stream failed');
        send({ error: { code: 'INTERNAL_ERROR', message: 'Imi kon dit antwoord niet afmaken.' } });
      }
      reply.raw.end();
    },
  });

  app.route({
    ...route(getChats, "The learner's chats, newest first, a page at a time"),
    handler: async (request) => {
      const { rows, page } = pageOf(await service.chats(callerOf(request).userId), request.query);
      return success({ chats: rows, page });
    },
  });

  app.route({
    ...route(
      getChat,
      "One of the learner's chats with its messages ('Geen bericht gevonden' otherwise)",
    ),
    handler: async (request) =>
      success(await service.chat(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(getMyImi, "Imi's greeting, suggested questions and today's remaining quota"),
    handler: async (request) => success(await service.myImi(callerOf(request).userId)),
  });
};
