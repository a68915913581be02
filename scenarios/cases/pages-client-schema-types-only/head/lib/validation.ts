import { z } from 'zod';

export const inviteMemberSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: z.enum(['MANAGER', 'MEMBER']).default('MEMBER'),
});

export const checkoutSchema = z.object({
  priceId: z.string().startsWith('price_'),
  seats: z.number().int().min(1).max(200),
});
