/**
 * A file name safe in any archive tool, file system and Content-Disposition header: letters,
 * digits, dot, dash, underscore; accents dropped (é → e), anything else an underscore.
 */
export const safeFileName = (name: string | null, fallback = 'bestand') =>
  (name ?? fallback)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(-80) || fallback;
