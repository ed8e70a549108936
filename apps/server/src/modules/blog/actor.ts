import type { Role } from '@keeling/contract';

/** Who is asking: the signed-in user's id and role. */
export interface Actor {
  id: string;
  role: Role;
}

export const canSeeDrafts = (actor: Actor) => actor.role === 'admin' || actor.role === 'editor';
