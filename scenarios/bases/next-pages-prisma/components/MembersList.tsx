import { useTeamMembers } from '@/hooks/useTeamMembers';
import { ROLE_LABELS } from '@/lib/constants';

export function MembersList({ teamId }: { teamId: string | null }) {
  const { data: members, error } = useTeamMembers(teamId);
  if (error) return <p role="alert">Could not load the team.</p>;
  if (!members) return <p>Loading…</p>;

  return (
    <ul>
      {members.map((member) => (
        <li key={member.id}>
          {member.name ?? member.email} <small>{ROLE_LABELS[member.role]}</small>
        </li>
      ))}
    </ul>
  );
}
