import { useEffect, useRef } from 'react';
import { mutate } from 'swr';
import { apiRequest, SESSION_PATH, type Language, type User } from 'shared-contracts';
import { setLanguage, useSession } from 'shared-contracts/react';

/**
 * The account's language applies when someone signs in, on any device (settings); a page
 * loaded while already signed in keeps what this browser shows.
 */
export function useAccountLanguage(): void {
  const { user, isLoading } = useSession();
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (isLoading) return;
    const id = user?.id ?? null;
    if (seen.current === null && user) void setLanguage(user.language);
    seen.current = id;
  }, [user, isLoading]);
}

/** A switch of language while signed in is kept on the account, for its next sign-in anywhere. */
export async function keepOnAccount(user: User | null, language: Language): Promise<void> {
  if (!user || user.language === language) return;
  const updated = await apiRequest<User>('/api/user/preferences', { method: 'PATCH', body: { language } });
  await mutate(SESSION_PATH, updated, { revalidate: false });
}
