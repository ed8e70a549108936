import { type DemoAccountResponse, demoAccountResponseSchema } from '@keeling/contract/auth';
import { API } from '@keeling/contract/constants';
import { useEffect, useState } from 'react';
import { getJson } from '../../../lib/http';

export type DemoAccount = NonNullable<DemoAccountResponse['account']>;

/** GET /api/auth/demo-account: the demo sign-in while it still works, else null. */
export async function fetchDemoAccount(signal?: AbortSignal): Promise<DemoAccount | null> {
  const { account } = await getJson(API.auth.demoAccount, demoAccountResponseSchema, { signal });
  return account;
}

/**
 * The demo account for the login page's hint, asked once the page runs (the prerendered page
 * cannot know it: the password may have changed since the build). Null until then, and when the
 * server says there is none or cannot say: never a guess.
 */
export function useDemoAccount(): DemoAccount | null {
  const [account, setAccount] = useState<DemoAccount | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchDemoAccount(controller.signal)
      .then((found) => {
        if (!controller.signal.aborted) setAccount(found);
      })
      .catch(() => {
        // no hint: the form works without it
      });
    return () => controller.abort();
  }, []);
  return account;
}
