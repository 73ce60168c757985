import type { Form } from './ical.js';

/** How findings name a value's form. */
export const FORM_NAMES: Record<Form, string> = { date: 'DATE', utc: 'UTC date-time', zoned: 'zoned date-time', floating: 'floating date-time' };
