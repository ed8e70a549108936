import { paths } from '../app/paths';
import { useTranslation } from '../locales/use-translation';
import { TextLink } from './controls/text-link';

/** SPEC §2: the simple top bar's 'Need help?' link to the home route. */
export function NeedHelpLink() {
  const { t } = useTranslation();
  return (
    <TextLink to={paths.root} color="inherit">
      {t('needHelp')}
    </TextLink>
  );
}
