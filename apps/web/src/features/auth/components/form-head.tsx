import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/controls/text-link';

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
        {prompt} <TextLink to={linkTo}>{linkText}</TextLink>
      </Typography>
    </Stack>
  );
}
