import { styled } from '@mui/material/styles';
import {
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useId,
  useRef,
  useState,
} from 'react';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'ref'> {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  fullWidth?: boolean;
  /** Shown at the start of the field (a search icon). */
  startAdornment?: ReactNode;
  /** Shown at the end of the field (the password visibility toggle). */
  endAdornment?: ReactNode;
  /** Reaches the <input> itself. */
  ref?: Ref<HTMLInputElement>;
}

/*
 * MUI's outlined TextField (FormControl + InputLabel shrunk + OutlinedInput + FormHelperText,
 * with the theme's overrides in theme/components.ts) as a few styled elements: the same DOM
 * shape and CSS without InputBase, TextareaAutosize and the form-control context (≈ 8 KiB
 * gzip on the sign-in page). The label always floats.
 */
export const OutlinedFieldRoot = styled('div', {
  shouldForwardProp: (prop) => prop !== 'fullWidth',
})<{
  fullWidth: boolean;
}>(({ theme }) => {
  const { palette } = theme;
  const easeOut = theme.transitions.easing.easeOut;
  const placeholder = {
    color: 'currentColor',
    opacity: palette.mode === 'light' ? 0.42 : 0.5,
    transition: theme.transitions.create('opacity', {
      duration: theme.transitions.duration.shorter,
    }),
  };
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: 0,
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    variants: [{ props: { fullWidth: true }, style: { width: '100%' } }],
    '& > label': {
      ...theme.typography.body1,
      color: palette.text.secondary,
      lineHeight: '1.4375em',
      padding: 0,
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      transformOrigin: 'top left',
      transition: theme.transitions.create(['color', 'transform', 'max-width'], {
        duration: theme.transitions.duration.shorter,
        easing: easeOut,
      }),
      zIndex: 1,
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '& > div': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.primary,
      boxSizing: 'border-box',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: theme.shape.borderRadius,
    },
    // Same specificity as the states below, which come later and win (error over hover).
    '& > div:hover > fieldset': { borderColor: palette.text.primary },
    // The field's control: an input, or a select's button (features/blog SortSelect).
    '& input, & .kl-select': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      '&:-webkit-autofill': { borderRadius: 'inherit' },
    },
    // MUI's InputBase placeholder (shown: the label always floats), with MUI's prefixed selectors:
    // stylis-plugin-rtl throws on the copies stylis makes of a plain `::placeholder`.
    '& input::-webkit-input-placeholder': placeholder,
    '& input::-moz-placeholder': placeholder,
    '& .kl-adorned-start': { paddingLeft: 14, '& input': { paddingLeft: 0 } },
    '& .kl-adorned-end': { paddingRight: 14, '& input': { paddingRight: 0 } },
    '& .kl-adornment': {
      display: 'flex',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: palette.action.active,
    },
    '& .kl-adornment-start': { marginRight: 8 },
    '& .kl-adornment-end': { marginLeft: 8 },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      bottom: 0,
      right: 0,
      top: -5,
      left: 0,
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: palette.divider,
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: '100%',
      transition: theme.transitions.create('max-width', {
        duration: 100,
        easing: easeOut,
        delay: 50,
      }),
      whiteSpace: 'nowrap',
      '& > span': {
        paddingLeft: 5,
        paddingRight: 5,
        display: 'inline-block',
        opacity: 0,
        visibility: 'visible',
      },
    },
    '& > p': {
      ...theme.typography.caption,
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '3px 14px 0',
    },
    '&.kl-focused': {
      '& > label': { color: palette.text.primary },
      '& > div > fieldset': { borderWidth: 2, borderColor: palette.text.primary },
    },
    '&.kl-error': {
      '& > label, & > p': { color: palette.error.main },
      '& > div > fieldset': { borderColor: palette.error.main },
    },
  };
});

/** The outline with the gap the floating label sits in (OutlinedFieldRoot's `fieldset`). */
export function OutlineNotch({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}

export function TextInput({
  label,
  helperText,
  error = false,
  fullWidth = true,
  startAdornment,
  endAdornment,
  id,
  ref,
  onFocus,
  onBlur,
  ...input
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const [isFocused, setFocused] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInput = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // Like MUI's InputBase: a click on the field's padding focuses the input.
  const focusInput = (event: MouseEvent) => {
    if (event.target === event.currentTarget) inputRef.current?.focus();
  };
  const className = [isFocused && 'kl-focused', error && 'kl-error'].filter(Boolean).join(' ');
  const adorned = [startAdornment && 'kl-adorned-start', endAdornment && 'kl-adorned-end']
    .filter(Boolean)
    .join(' ');
  return (
    <OutlinedFieldRoot fullWidth={fullWidth} className={className || undefined}>
      <label htmlFor={inputId}>{label}</label>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only forwards a pointer click to the input */}
      <div className={adorned || undefined} onClick={focusInput}>
        {startAdornment && <div className="kl-adornment kl-adornment-start">{startAdornment}</div>}
        <input
          {...input}
          id={inputId}
          ref={setInput}
          aria-invalid={error}
          aria-describedby={helperId}
          onFocus={(event) => {
            setFocused(true);
            onFocus?.(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            onBlur?.(event);
          }}
        />
        {endAdornment && <div className="kl-adornment kl-adornment-end">{endAdornment}</div>}
        <OutlineNotch label={label} />
      </div>
      {helperText && <p id={helperId}>{helperText}</p>}
    </OutlinedFieldRoot>
  );
}
