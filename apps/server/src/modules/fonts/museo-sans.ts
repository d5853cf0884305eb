import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Spec §9's font family, as the web app's theme names it. */
export const MUSEO_SANS_FAMILY = 'museo-sans';
export const MUSEO_SANS_STYLESHEET_PATH = '/fonts/museo-sans.css';
export const MUSEO_SANS_FILES_PATH = '/fonts/museo-sans';

/** The licensed web font files, named by weight: museo-sans-500.woff2, museo-sans-700-italic.woff. */
const FONT_FILE = /^museo-sans-([1-9]00)(-italic)?\.(woff2|woff)$/;

export interface MuseoSansFace {
  file: string;
  path: string;
  weight: number;
  style: 'normal' | 'italic';
  format: 'woff2' | 'woff';
}

/** The faces in a folder of licensed files; the folder's other files are never served. */
export function findMuseoSansFaces(dir: string): MuseoSansFace[] {
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = FONT_FILE.exec(file);
      if (!match) return [];
      return [
        {
          file,
          path: join(dir, file),
          weight: Number(match[1]),
          style: match[2] ? ('italic' as const) : ('normal' as const),
          format: match[3] as 'woff2' | 'woff',
        },
      ];
    });
}

/**
 * The @font-face rules for the faces found (none: an empty sheet, and the theme's free font
 * shows). `swap`: text is readable at once in the free font, then museo-sans when it arrives.
 */
export function museoSansStylesheet(faces: MuseoSansFace[]) {
  const byFace = new Map<string, MuseoSansFace[]>();
  for (const face of faces) {
    const key = `${face.weight} ${face.style}`;
    byFace.set(key, [...(byFace.get(key) ?? []), face]);
  }
  const rules = [...byFace.values()].map((files) => {
    // woff2 first: smaller, and every browser the app supports reads it.
    const sources = [...files]
      .sort((a, b) => Number(b.format === 'woff2') - Number(a.format === 'woff2'))
      .map((f) => `url(${MUSEO_SANS_FILES_PATH}/${f.file}) format('${f.format}')`);
    return [
      '@font-face {',
      `  font-family: '${MUSEO_SANS_FAMILY}';`,
      `  font-style: ${files[0]!.style};`,
      `  font-weight: ${files[0]!.weight};`,
      '  font-display: swap;',
      `  src: ${sources.join(', ')};`,
      '}',
    ].join('\n');
  });
  return `/* museo-sans: ${faces.length ? 'licensed files of this deployment' : 'not provided; the free font shows'} (decision 023) */\n${rules.join('\n')}\n`;
}
