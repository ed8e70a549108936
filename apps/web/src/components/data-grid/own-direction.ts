/** The class names `localized-data-grid.tsx` styles: text that sets its own direction. */
export const OWN_DIRECTION_CLASS = {
  cell: 'keeling-own-direction',
  header: 'keeling-own-direction-header',
} as const;

/**
 * Column props for text people typed or imported (a name, a title, an e-mail, a CSV cell): each
 * cell takes its direction from its own text. In a right-to-left page a Latin name that does not
 * fit is then cut at its end ("Mauna Loa CO₂, annual gr…"), not at its start, and an Arabic name
 * in a left-to-right page the same. Text the page composes in its own language (a route "A → B",
 * a figure and its unit) keeps the page's direction: leave those columns as they are.
 */
export const textOfItsOwnDirection = { cellClassName: OWN_DIRECTION_CLASS.cell } as const;

/** The same for a column whose header is a name people gave (an imported column, a series). */
export const headerOfItsOwnDirection = { headerClassName: OWN_DIRECTION_CLASS.header } as const;
