import useSWR from 'swr';
import { AccountMenu } from '@/components/AccountMenu';
import { MembersList } from '@/components/MembersList';
import { fetcher } from '@/lib/fetcher';
import type { User } from '@/types/api';

export default function Dashboard() {
  const { data: user } = useSWR<User>('/api/user', fetcher);
  return (
    <>
      <AccountMenu />
      <main>
        <h1>{user?.teamName ?? 'Your team'}</h1>
        <MembersList teamId={user?.teamId ?? null} />
      </main>
    </>
  );
}
