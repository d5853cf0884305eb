import createCache, { type EmotionCache, type Options } from '@emotion/cache';
import { version as emotionVersion } from '@emotion/cache/package.json';
import { version as rtlPluginVersion } from '@mui/stylis-plugin-rtl/package.json';
import { version as stylisVersion } from 'stylis/package.json';
import { storage } from './storage-keys';

/**
 * Emotion's compiled styles, kept on this device between visits (issue 22, decision 070).
 *
 * Emotion turns each new style into CSS with stylis as a screen first renders it: on the home's
 * cold start that was 41 % of its first render and a tenth of all its script. A style's name is
 * a hash of what it says, so the CSS kept for a name stays right for as long as the code that
 * compiles it is the same (`OUTPUT_OF`). At the next start the kept CSS goes into the page as
 * Emotion's own server-rendered styles do, and Emotion takes those names as inserted.
 */
const OUTPUT_OF = `emotion ${emotionVersion}, stylis ${stylisVersion}, rtl ${rtlPluginVersion}`;

/** What a device keeps at most; past it, it starts again from the styles compiled next. */
const MAX_CHARS = 500_000;
/** How long after the last new style the kept ones are saved (and when the page is left). */
const SAVE_AFTER_MS = 2_000;

/** A cache's kept CSS by style name: its components' styles, and its global ones apart. */
interface CacheStyles {
  rules: Record<string, string>;
  globals: Record<string, string>;
}
interface Kept {
  output: string;
  caches: Record<string, CacheStyles>;
}

type StyleSheet = EmotionCache['sheet'];

const isBrowser = () => typeof document !== 'undefined';
const nothingKept = (): Kept => ({ output: OUTPUT_OF, caches: {} });

/** What this device keeps, read once; and about how many characters that is. */
let kept: Kept | undefined;
let charsKept = 0;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

const isRecord = (value: unknown) => typeof value === 'object' && value !== null;

function keptNow() {
  if (kept) return kept;
  const text = storage.get('keptStyles');
  try {
    const stored = JSON.parse(text ?? 'null') as Kept | null;
    if (
      stored?.output === OUTPUT_OF &&
      isRecord(stored.caches) &&
      Object.values(stored.caches).every(
        (styles) => isRecord(styles?.rules) && isRecord(styles?.globals),
      )
    ) {
      charsKept = text!.length;
      return (kept = stored);
    }
  } catch {
    // Unreadable: started again, as below.
  }
  charsKept = 0;
  return (kept = nothingKept());
}

const stylesOf = (key: string) => (keptNow().caches[key] ??= { rules: {}, globals: {} });

/** A `<style>` Emotion takes up as its own: `data-emotion` is its key and the names it holds. */
function styleElement(dataEmotion: string, css: string) {
  const element = document.createElement('style');
  element.dataset.emotion = dataEmotion;
  element.textContent = css;
  return element;
}

/**
 * Puts the CSS kept for `key` into the page, before the cache is made: the cache then counts
 * those names as inserted (a `<Global>` finds its own by name), as after a server render.
 */
function restore(key: string) {
  const { rules, globals } = stylesOf(key);
  const names = Object.keys(rules);
  const elements = Object.entries(globals).map(([name, css]) =>
    styleElement(`${key}-global ${name}`, css),
  );
  if (names.length)
    elements.push(
      styleElement(`${key} ${names.join(' ')}`, names.map((name) => rules[name]).join('')),
    );
  document.head.append(...elements);
}

/** A stylesheet's text cut into its top-level rules (an at-rule with what it holds is one). */
function topLevelRules(css: string) {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let at = 0; at < css.length; at++) {
    const char = css[at];
    if (quote) {
      if (char === '\\') at++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      rules.push(css.slice(start, at + 1));
      start = at + 1;
    }
  }
  return rules;
}

/** Whose rule it is: the style named by its first class of the cache (or its keyframes). */
const nameOfRule = (classOfKey: RegExp, rule: string) =>
  (classOfKey.exec(rule) ?? /@keyframes ([\w-]+)/.exec(rule))?.[1];

/**
 * A pre-rendered page's own styles, by cache key, as found before any kept ones join them: what
 * `data-emotion` named then (a global `<Global>` takes up clears its name) and the CSS.
 */
const prerendered: { key: string; dataEmotion: string; css: string }[] = [];
function findPrerendered(key: string) {
  const selector = `style[data-emotion^="${key} "], style[data-emotion^="${key}-global "]`;
  for (const element of document.querySelectorAll<HTMLStyleElement>(selector))
    prerendered.push({
      key,
      dataEmotion: element.dataset.emotion!,
      css: element.textContent ?? '',
    });
}

/**
 * A pre-rendered page's styles came with its HTML (issue 22): this device never compiled them,
 * so they were not kept, and the next start that needs them (the home, after signing in on the
 * pre-rendered sign-in page) compiled them in its first render. They are kept from the page's
 * `<style>` elements as Emotion's server wrote them: one per global style, the components'
 * together, cut back into their styles by name. Done when saving, not while the page starts.
 */
function keepPrerendered() {
  for (const { key, dataEmotion, css } of prerendered.splice(0)) {
    const [tag = '', ...names] = dataEmotion.split(' ');
    // What this device compiled itself stays as it is.
    const keepNew = (kind: keyof CacheStyles, name: string, rules: string) => {
      if (!(name in stylesOf(key)[kind])) keep(key, kind, name, rules);
    };
    if (tag !== key) {
      for (const name of names) keepNew('globals', name, css);
      continue;
    }
    const classOfKey = new RegExp(`\\.${key}-([\\w-]+)`);
    const rulesOf = new Map<string, string>(names.map((name) => [name, '']));
    for (const rule of topLevelRules(css)) {
      const name = nameOfRule(classOfKey, rule);
      if (name !== undefined && rulesOf.has(name)) rulesOf.set(name, rulesOf.get(name) + rule);
    }
    for (const [name, rules] of rulesOf) if (rules) keepNew('rules', name, rules);
  }
}

function save() {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  keepPrerendered();
  if (kept) storage.set('keptStyles', JSON.stringify(kept));
}

/**
 * Saves once no style was compiled for SAVE_AFTER_MS. One timer, checked when it fires: a start
 * compiles hundreds of styles, and clearing and setting a timer for each took ~6 ms of the home's
 * start on the bench's host (issue 22).
 */
let lastCompiledAt = 0;
function scheduleSave() {
  lastCompiledAt = Date.now();
  saveTimer ??= setTimeout(saveOnceQuiet, SAVE_AFTER_MS);
}
function saveOnceQuiet() {
  const quietFor = Date.now() - lastCompiledAt;
  if (quietFor >= SAVE_AFTER_MS) save();
  else saveTimer = setTimeout(saveOnceQuiet, SAVE_AFTER_MS - quietFor);
}

// What a visit compiled in its last two seconds is kept too.
if (isBrowser()) addEventListener('pagehide', () => saveTimer !== undefined && save());

/** Keeps a style's CSS; past the ceiling, the device starts again from this one. */
function keep(key: string, kind: keyof CacheStyles, name: string, css: string) {
  keptNow();
  charsKept += name.length + css.length;
  if (charsKept > MAX_CHARS) {
    kept = nothingKept();
    charsKept = name.length + css.length;
  }
  stylesOf(key)[kind][name] = css;
}

/** Keeps the CSS of a style compiled now, saved once the screen has settled. */
function remember(key: string, kind: keyof CacheStyles, name: string, css: string) {
  keep(key, kind, name, css);
  scheduleSave();
}

/** The rules a sheet receives while `recording` is set: the ones one style compiles to. */
let recording: string[] | undefined;
const listenedTo = new WeakSet<StyleSheet>();
function listenTo(sheet: StyleSheet) {
  if (listenedTo.has(sheet)) return;
  listenedTo.add(sheet);
  const insert = sheet.insert.bind(sheet);
  sheet.insert = (rule) => {
    recording?.push(rule);
    insert(rule);
  };
}

/**
 * An Emotion cache that starts with the styles kept on this device and keeps the ones it
 * compiles. Where there is no page (the pre-render), a plain cache.
 */
export function keptStyleCache(options: Options) {
  if (!isBrowser()) return createCache(options);
  findPrerendered(options.key);
  restore(options.key);
  const cache = createCache(options);
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    listenTo(sheet);
    recording = [];
    try {
      return insert(selector, serialized, sheet, shouldCache);
    } finally {
      const css = recording.join('');
      recording = undefined;
      // Not cached by name: a <Global>'s styles, which find their own kept <style> by name.
      if (css) remember(options.key, shouldCache ? 'rules' : 'globals', serialized.name, css);
    }
  };
  return cache;
}

/**
 * Forgets the kept styles on this device (signing out): which styles there are says which
 * screens were opened here.
 */
export function forgetKeptStyles() {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  kept = nothingKept();
  charsKept = 0;
  storage.remove('keptStyles');
}
