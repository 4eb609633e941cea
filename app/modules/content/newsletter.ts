/** The newsletter popup closes this long after the server's answer (spec 001 section 9). */
export const NEWSLETTER_CLOSE_DELAY_MS = 2000;
