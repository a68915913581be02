/** Extras sold with any ticket, priced here and nowhere else. */
export const ADD_ONS = {
  parking: { name: 'Parking pass', unitAmount: 1200 },
  cloakroom: { name: 'Cloakroom', unitAmount: 300 },
  programme: { name: 'Printed programme', unitAmount: 500 },
} as const;

export type AddOnKey = keyof typeof ADD_ONS;

export const ADD_ON_KEYS = Object.keys(ADD_ONS) as [AddOnKey, ...AddOnKey[]];
