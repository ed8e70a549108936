import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useTranslation } from '../../locales/use-translation';

/** The sign-in methods on offer (SPEC §2: an icon linking to the login method). JWT only, for now. */
const METHODS = [{ id: 'jwt', label: 'JWT', path: paths.auth.jwt.login }] as const;

function JwtMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <g strokeWidth="3" strokeLinecap="round">
        <path d="M16 3v8M16 21v8" stroke="#FB015B" />
        <path d="M3 16h8M21 16h8" stroke="#00B9F1" />
        <path d="m6.8 6.8 5.7 5.7M19.5 19.5l5.7 5.7" stroke="#D63AFF" />
        <path d="m25.2 6.8-5.7 5.7M12.5 19.5l-5.7 5.7" stroke="#00B8D9" />
      </g>
    </svg>
  );
}

/**
 * Method badges with a CSS tooltip (shown on hover and keyboard focus): MUI's Tooltip would
 * bring Popper into the sign-in chunk for one word.
 */
export function AuthMethods() {
  const { t } = useTranslation('auth');
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
      {METHODS.map((method) => (
        <Box
          key={method.id}
          component={RouterLink}
          to={method.path}
          aria-label={t('signInWith', { method: method.label })}
          aria-describedby={`auth-method-${method.id}`}
          sx={(theme) => ({
            position: 'relative',
            width: 40,
            height: 40,
            borderRadius: 1.25,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'background.paper',
            boxShadow: theme.customShadows.z8,
            transition: 'transform 160ms',
            '&:hover, &:focus-visible': { transform: 'translateY(-2px)' },
            '&:hover > [role="tooltip"], &:focus-visible > [role="tooltip"]': {
              opacity: 1,
              visibility: 'visible',
            },
          })}
        >
          <JwtMark />
          <Box
            component="span"
            role="tooltip"
            id={`auth-method-${method.id}`}
            sx={{
              position: 'absolute',
              bottom: 'calc(100% + 8px)',
              left: '50%',
              transform: 'translateX(-50%)',
              px: 1,
              py: 0.5,
              borderRadius: 0.75,
              typography: 'caption',
              fontWeight: 600,
              color: 'common.white',
              bgcolor: 'grey.800',
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
              opacity: 0,
              visibility: 'hidden',
              transition: 'opacity 120ms 100ms',
            }}
          >
            {method.label}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
