import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '../../../components/icons';
import { TextInput, type TextInputProps } from '../../../components/text-input';
import { useTranslation } from '../../../locales/use-translation';

/**
 * A password input with a show/hide toggle. The toggle's name avoids the word 'password' so
 * getByLabel('Password') finds only the input.
 */
export function PasswordField(props: TextInputProps) {
  const { t } = useTranslation('auth');
  const [isVisible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={isVisible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={isVisible ? t('fields.hidePassword') : t('fields.showPassword')}
            onClick={() => setVisible((visible) => !visible)}
          >
            {isVisible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
