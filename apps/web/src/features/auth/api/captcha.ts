import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * The sign-up's bot check (spec §8): fetched and solved in the background while the form is
 * filled in (about half a second of hashing). `data` is the solution for the sign-up's
 * `captcha` field; an error means the check is unavailable here.
 */
export const useCaptchaSolution = () =>
  useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: async () => {
      // The declarations (and zod) load with the check, not with the page (issue 22).
      const [{ getCaptcha }, { solveCaptcha }] = await Promise.all([
        import('@leerloop/contracts/auth/get-captcha'),
        import('@leerloop/contracts/auth/captcha-challenge'),
      ]);
      const solution = await solveCaptcha((await call(getCaptcha)).data);
      if (!solution) throw new Error('The bot check could not be solved');
      return solution;
    },
    // Each solution is taken once; a fresh one per form.
    gcTime: 0,
    staleTime: Infinity,
    retry: 1,
  });
