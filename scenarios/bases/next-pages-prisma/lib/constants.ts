export const ROLE_LABELS = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  MEMBER: 'Member',
} as const;

export const SEAT_PRICE_ID = 'price_1QdCrewboardSeat01';
export const MAX_SEATS = 200;
