/** Texts of the main page the shopper sees. */
export const mainTexts = {
  /** The page heading for screen readers and the tab when the server gives no SEO title. */
  title: 'Мастерок — инструменты и товары для дома',
} as const;
