import { useState } from 'react';
import { IconButton } from '../../../components/controls/icon-button';
import { SvgIcon } from '../../../components/controls/svg-icon';
import { EYE_OFF_PATH, EYE_PATH } from '../../../components/icons/paths';
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
        <IconButton
          aria-label={isVisible ? t('fields.hidePassword') : t('fields.showPassword')}
          onClick={() => setVisible((visible) => !visible)}
        >
          <SvgIcon>
            <path d={isVisible ? EYE_OFF_PATH : EYE_PATH} />
          </SvgIcon>
        </IconButton>
      }
    />
  );
}
