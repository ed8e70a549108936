import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useTranslation } from '../locales/use-translation';
import { EyeIcon, EyeOffIcon } from './icons';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/**
 * A password field with a show/hide toggle. The toggle's name avoids the word 'password' so
 * getByLabel('Password') finds only the input.
 */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type'>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  const Icon = isVisible ? EyeOffIcon : EyeIcon;
  return (
    <OutlinedField
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={isVisible ? t('passwordField.hide') : t('passwordField.show')}
            onClick={() => setVisible((visible) => !visible)}
          >
            <Icon />
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
