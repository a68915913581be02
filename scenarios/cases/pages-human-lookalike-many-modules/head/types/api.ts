export type Plan = 'free' | 'team';
export type Role = 'OWNER' | 'MANAGER' | 'MEMBER';

export interface User {
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
  teamId: string | null;
  teamName: string | null;
  role: Role | null;
  plan: Plan;
}

export interface Member {
  id: string;
  name: string | null;
  email: string | null;
  image: string | null;
  role: Role;
}

export interface MembersPage {
  members: Member[];
  nextCursor: string | null;
}
