import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface FormHeadProps {
  title: string;
  prompt: string;
  linkText: string;
  linkTo: string;
}

export function FormHead({ title, prompt, linkText, linkTo }: FormHeadProps) {
  return (
    <Stack spacing={1.5} sx={{ mb: 4, textAlign: { xs: 'center', md: 'left' } }}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {prompt}{' '}
        <Link component={RouterLink} to={linkTo} variant="subtitle2">
          {linkText}
        </Link>
      </Typography>
    </Stack>
  );
}
