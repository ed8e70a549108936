/**
 * The dashboard shell's popups, one lazy chunk: the mobile nav drawer, the account popover, the
 * language menu and the mini/horizontal nav's group popover. None is needed for the first paint;
 * the first open of any of them loads all four (one request, and one more entry point for the
 * bundler to split shared code around rather than four).
 */
export { default as AccountPopover } from './account-popover';
export { default as LanguageMenu } from './language-menu';
export { default as NavHoverPopup } from './nav/nav-hover-popup';
export { default as NavDrawer } from './nav-drawer';
