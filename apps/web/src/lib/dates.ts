import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { nl } from 'date-fns/locale/nl';

/** The programme runs on Dutch time: weeks open at midnight in Amsterdam, wherever the device is. */
const TIME_ZONE = 'Europe/Amsterdam';

/** Spec §1/§9: dates in the Dutch locale (in both languages), on Amsterdam time. */
export const formatDate = (date: Date | string | number, pattern = 'EEEE d MMMM yyyy') =>
  format(new TZDate(new Date(date).getTime(), TIME_ZONE), pattern, { locale: nl });
