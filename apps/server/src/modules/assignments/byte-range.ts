/**
 * One HTTP byte range (`bytes=0-99`, `bytes=100-`, `bytes=-100`) against a file of `size`
 * bytes: the inclusive range, 'unsatisfiable', or undefined when there is no usable header
 * (then the whole file is sent). Several ranges at once are answered with the whole file.
 */
export function parseByteRange(header: string | undefined, size: number) {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (!match[1] && !match[2])) return undefined;
  const [, from, to] = match;
  let start: number;
  let end: number;
  if (!from) {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'unsatisfiable' as const;
  return { start, end };
}
