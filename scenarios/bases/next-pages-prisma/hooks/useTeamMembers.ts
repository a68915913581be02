import useSWR from 'swr';
import { fetcher } from '@/lib/fetcher';
import type { Member } from '@/types/api';

export function useTeamMembers(teamId: string | null) {
  return useSWR<Member[]>(teamId ? `/api/teams/${teamId}/members` : null, fetcher);
}
