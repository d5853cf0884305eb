/** The middle of the values (the upper middle of an even count), leaving them in their order. */
export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
