/**
 * Query keys that one feature reads and another feature's change makes stale. Features never
 * import each other, so the key sits here, below both: the owner builds its query options on
 * it and the other invalidates through it, and the two can never drift apart.
 */
export const sharedQueryKeys = {
  /** Owned by modules (GET /get-microlearning-modules); a week's tile shows answers and responses. */
  microlearningModules: ['microlearning-modules'],
  /** Owned by story (getMyStory); an answer handed in can open a chapter. */
  myStory: ['my-story'],
} as const;
