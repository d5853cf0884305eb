import { removeAccountPicture, setAccountPicture } from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

/** The profile picture (multipart): the server checks, resizes and keeps it. */
export const useUploadPicture = () =>
  useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      await call(setAccountPicture, {}, { data: form });
      return refreshStoredUser();
    },
  });

export const useRemovePicture = () =>
  useMutation({
    mutationFn: async () => {
      await call(removeAccountPicture);
      return refreshStoredUser();
    },
  });
