import { getContentWeeks } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const contentWeeksQuery = () =>
  queryOptions({
    queryKey: ['content-editing', 'weeks'] as const,
    queryFn: async () => (await call(getContentWeeks)).data.weeks,
  });

/** The programme's items by week, with which have a draft (platform admins). */
export const useContentWeeks = () => useQuery(contentWeeksQuery());
