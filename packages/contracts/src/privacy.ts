/** GET /my-data: the caller's own data as a ZIP (AVG art. 15/20), opened by a plain link. */
export const MY_DATA_PATH = '/my-data';
/** Downloads a user may make in an hour: each one reads every file they ever uploaded. */
export const MY_DATA_PER_HOUR = 10;
