import Box from '@mui/material/Box';
import type { Language } from '../../locales/locales-config';

/** Small inline flags (no external images, DESIGN §6): decorative, the name is the label. */
const flags: Record<Language, React.ReactNode> = {
  en: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#FFF" strokeWidth="8" />
      <path d="M0 0 60 40M60 0 0 40" stroke="#C8102E" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#FFF" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#C8102E" strokeWidth="7" />
    </>
  ),
  fr: (
    <>
      <rect width="20" height="40" fill="#002395" />
      <rect x="20" width="20" height="40" fill="#FFF" />
      <rect x="40" width="20" height="40" fill="#ED2939" />
    </>
  ),
  ar: (
    <>
      <rect width="60" height="40" fill="#006C35" />
      <path d="M14 16h32M14 22h26" stroke="#FFF" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M16 29h28" stroke="#FFF" strokeWidth="1.5" />
    </>
  ),
};

export function LanguageFlag({ language, size = 26 }: { language: Language; size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 60 40"
      aria-hidden="true"
      sx={{
        width: size,
        height: (size * 2) / 3,
        borderRadius: 0.5,
        flexShrink: 0,
        display: 'block',
      }}
    >
      {flags[language]}
    </Box>
  );
}
