/** Brand name shown in the nav, titles and auth pages (DESIGN §1: configurable). */
export const APP_NAME: string = import.meta.env.VITE_APP_NAME || 'Keeling';
