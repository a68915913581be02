import useSWR from 'swr';
import { fetcher } from '@/lib/fetcher';
import type { Member } from '@/types/api';

export function useTeamMembers(teamId: string | null) {
  // Invitations are accepted in another tab: refresh the list when the user comes back.
  return useSWR<Member[]>(teamId ? `/api/teams/${teamId}/members` : null, fetcher, {
    revalidateOnFocus: true,
    dedupingInterval: 10_000,
  });
}
