/**
 * An organisation's metadata (Better Auth's JSON column): its access code, the sites that may
 * frame Imi, and whatever else it holds. A broken value reads as empty.
 */
export function metadataOf(metadata: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(metadata ?? '{}');
    const isObject = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
    return isObject ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The sites (origins) the organisation lets show /iframe in a frame. */
export function embedOriginsIn(metadata: string | null) {
  const { embedOrigins } = metadataOf(metadata);
  return Array.isArray(embedOrigins)
    ? embedOrigins.filter((origin): origin is string => typeof origin === 'string')
    : [];
}

/** The metadata with these sites in place of the old ones (the rest kept). */
export const withEmbedOrigins = (metadata: string | null, origins: string[]) =>
  JSON.stringify({ ...metadataOf(metadata), embedOrigins: [...new Set(origins)] });
