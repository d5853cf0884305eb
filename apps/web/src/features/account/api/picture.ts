import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

/** POST /account/picture (multipart): the server checks, resizes and keeps it. */
export const useUploadPicture = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      await apiClient.post('/account/picture', form);
      return refreshStoredUser();
    },
  });

export const useRemovePicture = () =>
  useMutation({
    mutationFn: async () => {
      await apiClient.delete('/account/picture');
      return refreshStoredUser();
    },
  });
