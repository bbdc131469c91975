/** The same pattern the browser's e-mail fields use: something@host.zone, no spaces. */
export const isEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
