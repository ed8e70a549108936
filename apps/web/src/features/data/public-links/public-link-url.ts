import type { PublicLink } from '@keeling/contract';
import { paths } from '../../../config/paths';

/** The address a public link is opened at, on this site. */
export const publicLinkUrl = (link: Pick<PublicLink, 'token'>) =>
  new URL(paths.publicView(link.token), window.location.origin).href;
