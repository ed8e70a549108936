import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

export type IconProps = SvgIconProps;

/** A bundled 24×24 icon (no icon font, no network); default size 20 (SPEC §9). */
export function BaseIcon({ sx, children, ...props }: SvgIconProps) {
  return (
    <SvgIcon
      viewBox="0 0 24 24"
      sx={[{ fontSize: 20 }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
    </SvgIcon>
  );
}
