// Zod-free (`check.ts`): `@keeling/contract/settings-check`. The web app checks the account's
// settings (GET and PUT /api/account/settings, right after a signed-in page renders) with it, so
// no signed-in page loads zod for them. It accepts exactly what `accountSettingsResponseSchema`
// accepts (contract tests compare them field by field).
import { checker, nullable, object, oneOf, type Shape } from './check';
import type { AccountSettingsResponse } from './settings';
import { SETTING_CHOICES } from './settings-constants';

const SETTINGS_SHAPE: Shape = Object.fromEntries(
  Object.entries(SETTING_CHOICES).map(([field, choices]) => [
    field,
    oneOf<unknown>(choices as readonly unknown[]),
  ]),
);

/** `accountSettingsResponseSchema.safeParse` without zod. */
export const accountSettingsResponseCheck = checker<AccountSettingsResponse>(
  object({ settings: nullable(object(SETTINGS_SHAPE)) }),
);
