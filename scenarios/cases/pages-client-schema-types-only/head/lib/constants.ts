export const ROLE_LABELS = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  MEMBER: 'Member',
} as const;

export const ROLE_ORDER = { OWNER: 0, MANAGER: 1, MEMBER: 2 } as const;

export const SEAT_PRICE_ID = 'price_1QdCrewboardSeat01';
export const MAX_SEATS = 200;
