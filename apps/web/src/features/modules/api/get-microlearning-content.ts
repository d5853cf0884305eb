import { getMicrolearningContent } from '@leerloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const moduleContentQuery = (moduleId: string) =>
  queryOptions({
    queryKey: ['microlearning-content', moduleId],
    queryFn: async () => (await call(getMicrolearningContent, { params: { id: moduleId } })).data,
    retry: false,
  });

export const useMicrolearningContent = (moduleId: string) => useQuery(moduleContentQuery(moduleId));
