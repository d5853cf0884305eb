import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod with it) loads when first needed, not with the page
 * (issue 22). `preload` starts the loading early, when someone begins to fill in the form.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>) {
  let loaded: Promise<Resolver<T>> | undefined;
  const preload = () => (loaded ??= load());
  const resolver: Resolver<T> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
