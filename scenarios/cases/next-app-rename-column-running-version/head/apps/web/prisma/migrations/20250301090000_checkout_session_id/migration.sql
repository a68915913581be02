-- AlterTable
ALTER TABLE "Order" RENAME COLUMN "stripeSessionId" TO "checkoutSessionId";

-- RenameIndex
ALTER INDEX "Order_stripeSessionId_key" RENAME TO "Order_checkoutSessionId_key";
