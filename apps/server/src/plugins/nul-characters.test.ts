import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper.ts';

// Issue 18: the fuzz suite found `%00` in an organisation id answering 500 on PostgreSQL (which
// cannot store a NUL), while SQLite kept it. Both refuse it now, wherever it hides.
const { signUp, call, request } = await buildTestApp();
const learner = await signUp('nul-teken@example.nl');

describe('a NUL character in a request', () => {
  it('in a path is refused as a client mistake, on every database', async () => {
    const response = await request({
      method: 'GET',
      url: '/api/invited-users/%00',
      headers: learner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'params.orgId', message: 'invalid_value' }],
    });
  });

  it('in a JSON body is refused, and nothing of it is kept', async () => {
    const response = await call(learner, 'POST', '/api/upload-text', {
      assignmentId: 'w1-assignment',
      taskId: 't1',
      text: 'mijn antwoord\u0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ issues: [{ path: 'body.text' }] });
    const mine = await call(learner, 'GET', '/api/string-attachment-data');
    expect(JSON.stringify(mine.json())).not.toContain('mijn antwoord');
  });

  it('in a query is refused', async () => {
    const response = await request({
      method: 'GET',
      url: '/api/captcha?x=%00',
    });
    expect(response.statusCode).toBe(400);
  });
});
