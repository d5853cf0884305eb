import { format } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

/** Spec §1/§9: dates in the Dutch locale, in both languages. */
export const formatDate = (date: Date | string | number, pattern = 'EEEE d MMMM yyyy') =>
  format(new Date(date), pattern, { locale: nl });
