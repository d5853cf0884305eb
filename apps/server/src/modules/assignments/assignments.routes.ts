import {
  answerFile,
  checkAnswer,
  checkMyAssignment,
  errorResponseSchema,
  getAnswerFile,
  getBrainfood,
  getMyAssignments,
  getTextAnswers,
  setShareConsent,
  updateAnswer,
  updateTextBody,
  uploadFields,
  uploadFileAnswer,
  uploadTextAnswer,
} from '@leerloop/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { serializeAsBuilt } from '../../lib/serialize-as-built.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { Storage } from '../../storage/storage.ts';
import { acceptUploads, filePart } from '../../lib/multipart.ts';
import type { IncomingFile } from './answer-files.ts';
import type { AssignmentsService } from './assignments.service.ts';
import type { BrainfoodService } from './brainfood.service.ts';
import { parseByteRange } from './byte-range.ts';
import { pageOf } from '../../lib/pages.ts';

const fieldValue = (part: MultipartFile, name: string) => {
  const field = part.fields[name];
  return field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
};

/** The stream of an upload; when the sender goes away half-way, that is their mistake, not a 500. */
const incoming = (request: FastifyRequest, part: MultipartFile): IncomingFile => ({
  stream: part.file,
  name: part.filename,
  aborted: () => request.raw.readableAborted,
});

/**
 * A route whose body the handler reads itself (a file streams in): the types of body it takes,
 * for the OpenAPI description.
 */
const readsForm = <R extends { schema: object }>(consumes: string[], declared: R) => ({
  ...declared,
  schema: { ...declared.schema, consumes },
});

export const assignmentsRoutes: FastifyPluginAsyncZod<{
  answers: AssignmentsService;
  brainfood: BrainfoodService;
  storage: Storage;
  browserCallerOf(request: FastifyRequest): Promise<string | undefined>;
  guards: Guards;
}> = async (app, { answers: service, brainfood, storage, browserCallerOf, guards }) => {
  await acceptUploads(app);
  const route = endpointRoutes(['assignments'], guards.signedIn);
  const brainfoodRoute = endpointRoutes(['brainfood'], guards.signedIn);
  // Issue 18: an answer (words or a file) is stored only with consent (organisation, age, parent).
  const answerRoute = endpointRoutes(['assignments'], guards.consent);
  // A file is asked for by the browser itself (<img>, <video>, a link): who asks is read inside.
  const fileRoute = endpointRoutes(['assignments']);

  app.route({
    ...route(
      getMyAssignments,
      "The learner's assignments by week with their tasks and answers (marks them seen)",
    ),
    serializerCompiler: serializeAsBuilt,
    handler: async (request) => success(await service.myAssignments(callerOf(request).userId)),
  });

  app.route({
    ...route(
      checkMyAssignment,
      'What is new since the learner last looked: an assignment, a story chapter',
    ),
    serializerCompiler: serializeAsBuilt,
    handler: async (request) => success(await service.whatIsNew(callerOf(request).userId)),
  });

  app.route({
    ...answerRoute(uploadTextAnswer, 'Answer a task with text'),
    handler: async (request) =>
      success(await service.submitText(callerOf(request).userId, request.body)),
  });

  app.route({
    ...readsForm(
      ['multipart/form-data'],
      answerRoute(
        uploadFileAnswer,
        'Answer a task with a file (multipart: assignmentId, taskId, then file). Photos under 10 MB, videos under 200 MB',
      ),
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const part = await filePart(request);
      const fields = uploadFields.safeParse({
        assignmentId: fieldValue(part, 'assignmentId'),
        taskId: fieldValue(part, 'taskId'),
      });
      if (!fields.success) {
        part.file.resume();
        throw new AppError('UPLOAD_FIELDS_MISSING', {
          issues: fields.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: 'required',
          })),
        });
      }
      return success(await service.submitFile(userId, fields.data, incoming(request, part)));
    },
  });

  app.route({
    ...readsForm(
      ['multipart/form-data', 'application/json'],
      answerRoute(
        updateAnswer,
        'Replace an answer: a new file (multipart: file) or new words (JSON: { text }). It goes back to the coach',
      ),
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      if (request.isMultipart()) {
        const part = await filePart(request);
        return success(
          await service.replaceWithFile(userId, request.params.id, incoming(request, part)),
        );
      }
      const body = updateTextBody.safeParse(request.body);
      if (!body.success)
        throw new AppError('ANSWER_TEXT_REQUIRED', {
          issues: [{ path: 'text', message: body.error.issues[0]?.message ?? 'required' }],
        });
      return success(await service.replaceWithText(userId, request.params.id, body.data.text));
    },
  });

  app.route({
    ...route(checkAnswer, "An answer's review status and the coach's feedback"),
    handler: async (request) =>
      success(await service.check(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(getTextAnswers, "The learner's text answers"),
    handler: async (request) =>
      success({ answers: await service.textAnswers(callerOf(request).userId) }),
  });

  app.route({
    ...route(
      setShareConsent,
      "The learner's consent (Y) to share an answer in Brainfood, or its withdrawal (N)",
    ),
    handler: async (request) =>
      success(
        await service.setConsent(
          callerOf(request).userId,
          request.body.attachmentId,
          request.params.consent === 'Y',
        ),
      ),
  });

  app.route({
    ...brainfoodRoute(
      getBrainfood,
      "Brainfood: the programme's articles and answers a coach approved, newest first",
    ),
    handler: async (request) => {
      const { type, week } = request.query;
      const all = await brainfood.brainfood(callerOf(request).userId, { type, week });
      const { rows, page } = pageOf(all, request.query);
      return success({ items: rows, page });
    },
  });

  /**
   * The file of an answer, for <img>, <video> and downloads: the browser sends the session
   * cookie (API clients may send the usual headers). Range requests let video seek.
   */
  const answerFileRoute = fileRoute(
    getAnswerFile,
    'The file of an answer (owner, their coach, or Brainfood readers); byte ranges',
  );
  app.route({
    ...answerFileRoute,
    // Besides the whole file: the part asked for (206), or none when it lies outside (416).
    schema: {
      ...answerFileRoute.schema,
      response: { ...answerFileRoute.schema.response, 206: answerFile, 416: errorResponseSchema },
    },
    handler: async (request, reply) => {
      const viewerId = await browserCallerOf(request);
      if (!viewerId) throw new AppError('NOT_FOUND');
      const row = await service.fileFor(viewerId, request.params.id);
      const size = Number(row.fileSize);
      const range = parseByteRange(request.headers.range, size);
      if (range === 'unsatisfiable')
        throw new AppError('RANGE_NOT_SATISFIABLE', {
          headers: { 'content-range': `bytes */${size}` },
        });
      reply.header('accept-ranges', 'bytes');
      reply.header('cache-control', 'private, max-age=3600');
      // Whatever is inside, it never runs as a page of ours.
      reply.header('content-security-policy', "default-src 'none'; media-src 'self'; sandbox");
      const name = encodeURIComponent(row.fileName ?? 'bestand');
      reply.header(
        'content-disposition',
        `${row.fileKind === 'pdf' ? 'attachment' : 'inline'}; filename*=UTF-8''${name}`,
      );
      reply.type(row.fileMimeType);
      const file = await storage.get(row.fileKey, range);
      if (!file) throw new AppError('NOT_FOUND');
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', file.size);
      }
      return reply.send(file.body);
    },
  });
};
