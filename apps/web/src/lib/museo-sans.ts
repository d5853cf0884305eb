/** Where the server offers the deployment's licensed museo-sans files, if it has them. */
const MUSEO_SANS_STYLESHEET = '/fonts/museo-sans.css';

/**
 * Spec §9's font, museo-sans, is licensed: a deployment that provides its files serves them from
 * our own origin, and this stylesheet declares them (empty otherwise, and the free font of the
 * theme shows). Added by script so it never holds up the first paint (decision 023).
 */
export function loadMuseoSans() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = MUSEO_SANS_STYLESHEET;
  document.head.append(link);
}
