import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export { MIN_PASSWORD_SCORE } from '@leerloop/contracts';

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  isCommon: boolean;
  warning: string | null;
  suggestions: string[];
}

let factory: Promise<{ zxcvbn: ZxcvbnFactory; commonPasswords: Set<string> }> | undefined;

/**
 * zxcvbn and its dictionaries (~225 KB gzipped) load only when someone types a new password,
 * never with the first page. Feedback comes back as keys, translated by i18n `password`.
 */
function load() {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-nl-be'),
  ]).then(([core, common, dutch]) => ({
    zxcvbn: new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
    }),
    commonPasswords: new Set(common.dictionary['passwords-common']),
  }));
  return factory;
}

export async function measurePassword(
  password: string,
  userInputs: string[] = [],
): Promise<PasswordStrength> {
  const { zxcvbn, commonPasswords } = await load();
  const result = zxcvbn.check(password, userInputs);
  const isCommon = commonPasswords.has(password.toLowerCase());
  return {
    score: result.score,
    isCommon,
    warning: isCommon ? 'pwned' : result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}
