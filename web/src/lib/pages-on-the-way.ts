/**
 * Pages of the spec whose screens are not built yet: their routes show "on its way" (ComingSoon). Nothing else
 * links to them as if they worked (the overview's cards, the bell); the sidebar keeps them, as the spec lists them.
 * A feature issue that builds one removes it here (a test checks this list against the routes).
 */
export const pagesOnTheWay: ReadonlySet<string> = new Set<string>();

export const isOnTheWay = (path: string, pages: ReadonlySet<string> = pagesOnTheWay) =>
  pages.has(path.replace(/\/$/, ''));
