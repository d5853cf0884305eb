import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { storyChapter } from './story-views.ts';

export const myStoryResponse = success(z.object({ chapters: z.array(storyChapter) })).meta({
  id: 'MyStory',
});

/** Spec §7: the learner's story, a chapter per week; reading it marks new chapters as read. */
export const getMyStory = endpoint({
  method: 'GET',
  path: '/my-story',
  response: myStoryResponse,
});
