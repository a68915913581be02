import useSWRInfinite from 'swr/infinite';
import { fetcher } from '@/lib/fetcher';
import type { MembersPage } from '@/types/api';

export function useTeamMembers(teamId: string | null) {
  const pages = useSWRInfinite<MembersPage>(
    (index, previous: MembersPage | null) => {
      if (!teamId || (previous && !previous.nextCursor)) return null;
      const cursor = previous?.nextCursor ? `?cursor=${previous.nextCursor}` : '';
      return `/api/teams/${teamId}/members${cursor}`;
    },
    fetcher,
  );
  const members = pages.data?.flatMap((page) => page.members);
  const hasMore = Boolean(pages.data?.[pages.data.length - 1]?.nextCursor);
  return { ...pages, members, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
