import mc from '../../locales/legal/mc/legal.json';
import nl from '../../locales/legal/nl/legal.json';
import { i18n } from '../../lib/i18n';

/**
 * The privacy statement and terms are long and read rarely: both languages ship in these pages'
 * own chunk (not the app's first download), registered as the `legal` namespace when it loads.
 */
i18n.addResourceBundle('nl', 'legal', nl, true, true);
i18n.addResourceBundle('mc', 'legal', mc, true, true);

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}
