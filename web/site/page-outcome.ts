/** @file What a public page's loader throws instead of returning data: the page does not exist, or it lives elsewhere. */

/** The address names no page: the renderer answers 404 with the page kind's not-found content. */
export class PageNotFound extends Error {
  constructor() {
    super("page not found");
  }
}

/** The page's address is another one: the renderer answers with this redirect. */
export class PageRedirect extends Error {
  constructor(
    readonly href: string,
    readonly status: 301 | 308,
  ) {
    super(`moved to ${href}`);
  }
}
