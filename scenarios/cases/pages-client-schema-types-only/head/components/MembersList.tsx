import { useTeamMembers } from '@/hooks/useTeamMembers';
import { ROLE_LABELS, ROLE_ORDER } from '@/lib/constants';
import type { Member } from '@/types/api';

function byRoleThenName(a: Member, b: Member): number {
  return ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? '');
}

export function MembersList({ teamId }: { teamId: string | null }) {
  const { data: members, error, isValidating } = useTeamMembers(teamId);
  if (error) return <p role="alert">Could not load the team.</p>;
  if (!members) return <p>Loading…</p>;

  return (
    <ul aria-busy={isValidating}>
      {[...members].sort(byRoleThenName).map((member) => (
        <li key={member.id}>
          {member.image && <img src={member.image} alt="" width={24} height={24} />}
          {member.name ?? member.email} <small>{ROLE_LABELS[member.role]}</small>
        </li>
      ))}
    </ul>
  );
}
