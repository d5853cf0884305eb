import { describe, expect, it } from 'vitest';
import { assignmentReviewOf } from './review-responses.ts';

describe('where an assignment stands with the coach', () => {
  it('asks for changes as soon as one answer needs them', () => {
    expect(assignmentReviewOf(['approved', 'needs-work', null])).toBe('needs-work');
  });

  it('is approved only when every task is answered and approved', () => {
    expect(assignmentReviewOf(['approved', 'approved'])).toBe('approved');
    expect(assignmentReviewOf(['approved', null])).toBeNull();
    expect(assignmentReviewOf(['approved', 'submitted'])).toBeNull();
    expect(assignmentReviewOf([])).toBeNull();
  });
});
