import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

describe('a lazily loaded form resolver', () => {
  it('loads its schema once, on preload or the first validation, and then validates with it', async () => {
    const validate = vi.fn<Resolver<{ email: string }>>(async (values) => ({ values, errors: {} }));
    const load = vi.fn(async () => validate);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    void preload();
    void preload();
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver({ email: 'a@b.nl' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.nl' },
      errors: {},
    });
    await resolver({ email: 'c@d.nl' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledTimes(2);
  });
});
