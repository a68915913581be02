import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { PAPER_PRICES_CENTS, PAPER_SIZES } from '~/lib/pricing';
import { createTRPCRouter, protectedProcedure } from '~/server/api/trpc';

export const ordersRouter = createTRPCRouter({
  byId: protectedProcedure.input(z.object({ id: z.string() })).query(async ({ ctx, input }) => {
    const order = await ctx.db.order.findFirst({ where: { id: input.id, userId: ctx.session.userId } });
    if (!order) throw new TRPCError({ code: 'NOT_FOUND' });
    return {
      id: order.id,
      status: order.status,
      paperSize: order.paperSize,
      quantity: order.quantity,
      amountTotal: order.totalCents,
      currency: 'eur' as const,
      createdAt: order.createdAt,
    };
  }),

  create: protectedProcedure
    .input(z.object({ paperSize: z.enum(PAPER_SIZES), quantity: z.number().int().min(1).max(5000) }))
    .mutation(async ({ ctx, input }) => {
      const order = await ctx.db.order.create({
        data: {
          userId: ctx.session.userId,
          paperSize: input.paperSize,
          quantity: input.quantity,
          totalCents: PAPER_PRICES_CENTS[input.paperSize] * input.quantity,
        },
      });
      return { id: order.id };
    }),
});
