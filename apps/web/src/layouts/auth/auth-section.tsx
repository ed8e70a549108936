import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../locales/use-translation';
import { AuthMethods } from './auth-methods';
import { KeelingIllustration } from './keeling-illustration';
import { useWideScreen } from './use-wide-screen';

export interface AuthSectionProps {
  title?: string;
  subtitle?: string;
}

/** The split layout's side panel: heading, CO2 illustration and login methods. */
export function AuthSection({ title, subtitle }: AuthSectionProps) {
  const { t } = useTranslation('auth');
  // Subtitle, illustration and methods show from md up (display below): phones skip them.
  const wide = useWideScreen();
  return (
    <Box
      component="section"
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: { md: 'center' },
        gap: { xs: 1, md: 4 },
        width: { md: 480 },
        flexShrink: 0,
        px: 3,
        pt: { xs: 10, md: 12 },
        pb: { xs: 2, md: 6 },
        textAlign: 'center',
        background: {
          md: `linear-gradient(180deg, ${alpha(theme.palette.primary.lighter, 0.45)} 0%, ${alpha(
            theme.palette.grey[100],
            0.9,
          )} 100%)`,
        },
        borderRight: { md: `1px dashed ${alpha(theme.palette.grey[500], 0.24)}` },
      })}
    >
      <div>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.5rem', md: undefined } }}>
          {title ?? t('welcome')}
        </Typography>
        {wide && (
          <Typography sx={{ color: 'text.secondary', mt: 2, display: { xs: 'none', md: 'block' } }}>
            {subtitle ?? t('sectionSubtitle')}
          </Typography>
        )}
      </div>
      {wide && (
        <KeelingIllustration
          sx={{ width: 1, maxWidth: 400, display: { xs: 'none', md: 'block' } }}
        />
      )}
      {wide && (
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <AuthMethods />
        </Box>
      )}
    </Box>
  );
}
