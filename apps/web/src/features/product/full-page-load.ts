/** A full browser load (forced redirects); an object so tests can watch it. */
export const fullPageLoad = {
  assign: (url: string) => window.location.assign(url),
};
