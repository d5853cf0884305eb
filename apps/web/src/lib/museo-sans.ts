/** Where the server offers the deployment's licensed museo-sans files, if it has them. */
const MUSEO_SANS_STYLESHEET = '/fonts/museo-sans.css';

/**
 * Spec §9's font, museo-sans, is licensed: a deployment that provides its files serves them from
 * our own origin, and this stylesheet declares them (none otherwise, and the free font of the
 * theme shows). Added by script so it never holds up the first paint (decision 023), and only
 * when it declares a font: a stylesheet added restyles the whole page, a task of ~90 ms on a
 * throttled phone for nothing when it is empty (issue 22). The sheet read is the one added, not
 * asked for a second time.
 */
export async function loadMuseoSans() {
  const response = await fetch(MUSEO_SANS_STYLESHEET).catch(() => undefined);
  const stylesheet = response?.ok ? await response.text().catch(() => '') : '';
  if (!stylesheet.includes('@font-face')) return;
  const style = document.createElement('style');
  style.dataset.source = MUSEO_SANS_STYLESHEET;
  style.textContent = stylesheet;
  document.head.append(style);
}
