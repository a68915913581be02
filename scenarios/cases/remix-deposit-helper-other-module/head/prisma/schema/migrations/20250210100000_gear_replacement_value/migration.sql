-- AlterTable
ALTER TABLE "Gear" ADD COLUMN     "replacementValueCents" INTEGER NOT NULL DEFAULT 0;
