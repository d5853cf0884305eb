import { AppError } from '../../lib/app-error.ts';

/** An address or number that is not (or no longer) the caller's: spec §8 form_identifier_not_found. */
export const identifierNotFound = () =>
  new AppError('NOT_FOUND', { reason: 'form_identifier_not_found' });
