// What other modules may use of dashboard; everything else in the folder is its own.
export { addDays, utcDay, utcDayStart } from './report-range.ts';
