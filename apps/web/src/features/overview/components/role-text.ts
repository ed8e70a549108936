import type { Role } from '@keeling/contract';

/** What each role may do (DESIGN §5). */
export const roleDescriptions: Record<Role, string> = {
  admin: 'Full access, including users and roles',
  editor: 'Writes articles and manages data, charts and dashboards',
  viewer: 'Reads articles, dashboards and trips',
};
