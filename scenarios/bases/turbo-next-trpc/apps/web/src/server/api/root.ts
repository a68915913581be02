import { checkoutRouter } from './routers/checkout';
import { ordersRouter } from './routers/orders';
import { createCallerFactory, createTRPCRouter } from './trpc';

export const appRouter = createTRPCRouter({
  orders: ordersRouter,
  checkout: checkoutRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
