/** Texts of the message page the shopper sees besides the server's own. */
export const messageTexts = {
  /** The button when the server gives none to follow. */
  home: 'На главную',
} as const;
