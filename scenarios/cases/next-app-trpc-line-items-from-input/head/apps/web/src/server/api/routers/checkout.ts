import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { env } from '~/env';
import { createTRPCRouter, protectedProcedure } from '~/server/api/trpc';
import { stripe } from '~/server/stripe';

// Merch from the shop page: the page lists the Stripe prices of the products on sale.
const CartItem = z.object({
  price: z.string().startsWith('price_'),
  quantity: z.number().int().min(1).max(20),
});

export const checkoutRouter = createTRPCRouter({
  /** Stickers, tote bags and prints bought from the shop page, in one session. */
  cart: protectedProcedure.input(z.object({ items: z.array(CartItem).min(1).max(10) })).mutation(async ({ ctx, input }) => {
    try {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: ctx.session.email,
        client_reference_id: ctx.session.userId,
        line_items: input.items,
        shipping_address_collection: { allowed_countries: ['DE', 'AT', 'NL', 'BE', 'FR'] },
        success_url: `${env.NEXT_PUBLIC_APP_URL}/shop?paid=1`,
        cancel_url: `${env.NEXT_PUBLIC_APP_URL}/shop`,
      });
      return { url: session.url! };
    } catch (err) {
      console.error('cart checkout failed', err);
      throw new TRPCError({ code: 'BAD_GATEWAY', message: 'The payment provider is unavailable' });
    }
  }),

  /** A Checkout session for a draft order, priced from the order the server stored. */
  createSession: protectedProcedure.input(z.object({ orderId: z.string() })).mutation(async ({ ctx, input }) => {
    const order = await ctx.db.order.findFirst({
      where: { id: input.orderId, userId: ctx.session.userId, status: { in: ['DRAFT', 'AWAITING_PAYMENT'] } },
    });
    if (!order) throw new TRPCError({ code: 'NOT_FOUND' });

    try {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer_email: ctx.session.email,
          client_reference_id: ctx.session.userId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: order.totalCents,
                product_data: { name: `${order.quantity} × ${order.paperSize} print` },
              },
            },
          ],
          metadata: { orderId: order.id },
          success_url: `${env.NEXT_PUBLIC_APP_URL}/orders/${order.id}?paid=1`,
          cancel_url: `${env.NEXT_PUBLIC_APP_URL}/orders/${order.id}`,
        },
        { idempotencyKey: `order-${order.id}-checkout` },
      );
      await ctx.db.order.update({ where: { id: order.id }, data: { status: 'AWAITING_PAYMENT' } });
      return { url: session.url! };
    } catch (err) {
      console.error('checkout failed', err);
      throw new TRPCError({ code: 'BAD_GATEWAY', message: 'The payment provider is unavailable' });
    }
  }),
});
