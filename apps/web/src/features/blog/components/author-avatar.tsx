import type { ArticleAuthor } from '@keeling/contract';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';

interface AuthorAvatarProps extends Omit<AvatarProps, 'src' | 'alt' | 'children'> {
  author: ArticleAuthor | null;
  fallbackName: string;
}

/** The author's photo, or the first letter of their name. */
export function AuthorAvatar({ author, fallbackName, ...props }: AuthorAvatarProps) {
  const name = author?.displayName ?? fallbackName;
  return (
    <Avatar alt={name} src={author?.photoURL ?? undefined} {...props}>
      {name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
