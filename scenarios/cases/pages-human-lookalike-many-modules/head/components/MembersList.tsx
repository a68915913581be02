import { useTeamMembers } from '@/hooks/useTeamMembers';
import { ROLE_LABELS } from '@/lib/constants';

export function MembersList({ teamId }: { teamId: string | null }) {
  const { members, error, hasMore, loadMore, isValidating } = useTeamMembers(teamId);
  if (error) return <p role="alert">Could not load the team.</p>;
  if (!members) return <p>Loading…</p>;

  return (
    <>
      <ul>
        {members.map((member) => (
          <li key={member.id}>
            {member.name ?? member.email} <small>{ROLE_LABELS[member.role]}</small>
          </li>
        ))}
      </ul>
      {hasMore && (
        <button onClick={loadMore} disabled={isValidating}>
          Show more
        </button>
      )}
    </>
  );
}
