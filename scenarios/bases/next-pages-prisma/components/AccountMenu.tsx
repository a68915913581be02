import { signOut } from 'next-auth/react';
import Link from 'next/link';
import useSWR from 'swr';
import { fetcher } from '@/lib/fetcher';
import type { User } from '@/types/api';

export function AccountMenu() {
  const { data: user, isLoading } = useSWR<User>('/api/user', fetcher);
  if (isLoading || !user) return null;

  return (
    <nav aria-label="Account">
      <span>{user.name ?? user.email}</span>
      {user.teamName && <span> · {user.teamName}</span>}
      {user.plan === 'free' ? (
        <Link href="/settings/billing">Upgrade</Link>
      ) : (
        <span className="badge">Team plan</span>
      )}
      <button onClick={() => signOut()}>Sign out</button>
    </nav>
  );
}
