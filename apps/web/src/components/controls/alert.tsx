import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';
import { SvgIcon } from './svg-icon';

type Severity = 'info' | 'error';

/** MUI's InfoOutlined and ErrorOutline icons, as MUI's Alert shows them. */
const ICONS: Record<Severity, string> = {
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

/** MUI's standard Alert (info, error) without Paper and SvgIcon: the look of theme + Alert. */
const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'severity' })<{
  severity: Severity;
}>(({ theme }) => {
  const isLight = theme.palette.mode === 'light';
  const text = isLight ? theme.darken : theme.lighten;
  const background = isLight ? theme.lighten : theme.darken;
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: 8,
    '& > .kl-alert-icon': {
      marginRight: 12,
      padding: '7px 0',
      display: 'flex',
      fontSize: 22,
      opacity: 0.9,
      '& > svg': { fontSize: 'inherit' },
    },
    '& > .kl-alert-message': { padding: '8px 0', minWidth: 0, overflow: 'auto' },
    variants: (['info', 'error'] as const).map((severity) => ({
      props: { severity },
      style: {
        color: text(theme.palette[severity].light, 0.6),
        backgroundColor: background(theme.palette[severity].light, 0.9),
        '& > .kl-alert-icon': { color: theme.palette[severity].main },
      },
    })),
  };
});

type AlertProps = ComponentProps<'div'> & {
  severity: Severity;
  sx?: ComponentProps<typeof Root>['sx'];
};

export function Alert({ severity, children, ...other }: AlertProps) {
  return (
    <Root role="alert" severity={severity} {...other}>
      <div className="kl-alert-icon">
        <SvgIcon>
          <path d={ICONS[severity]} />
        </SvgIcon>
      </div>
      <div className="kl-alert-message">{children}</div>
    </Root>
  );
}
